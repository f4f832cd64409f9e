/**
 * Watches the folders an edit can touch and reports, in small batches,
 * what kind of thing changed. Editors' temporary files are ignored.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { watchFolder, type FolderWatch } from './folder-watch';

/** What a changed file is. */
export type ChangeKind = 'content' | 'images' | 'templates' | 'styles' | 'islands' | 'public';

export interface WatchedDirs {
  content: string;
  templates: string;
  islands: string;
  public: string;
}

export interface Watcher {
  close: () => void;
}

/** Swap files, backups and the like that editors write next to the real file. */
const SCRATCH = /(^|[\\/])(\.[^\\/]*|#[^\\/]*#|[^\\/]*~|[^\\/]*\.(swp|swx|tmp)|[^\\/]*___jb_(tmp|old)___|4913)$/;

/** The kind of a file below one of the watched folders, or undefined when it does not matter. */
export function kindOf(dir: keyof WatchedDirs, relative: string): ChangeKind | undefined {
  const file = relative.split(path.sep).join('/');
  if (SCRATCH.test(file)) return undefined;
  switch (dir) {
    case 'content':
      if (file.startsWith('images/')) return 'images';
      return file === 'site.yaml' || file.startsWith('pages/') || file === 'pages' ? 'content' : undefined;
    case 'templates':
      return file.endsWith('.css') ? 'styles' : 'templates';
    case 'islands':
      return 'islands';
    case 'public':
      return 'public';
  }
}

function isEmptyFile(file: string): boolean {
  try {
    const info = statSync(file);
    return info.isFile() && info.size === 0;
  } catch {
    return false;
  }
}

function reportWatchError(dir: string, error: Error): void {
  console.error(`✖ Watching ${dir} failed (${error.message}): saves there may not show until the preview restarts.`);
}

export interface WatchOptions {
  /** How long the files must be quiet before a batch is reported. */
  quietMs?: number;
  /** Watching a folder failed: its later saves may go unseen. */
  onError?: (dir: string, error: Error) => void;
}

/** Calls `onChange` with the kinds of the files changed, once they have been quiet for `quietMs`. */
export function watchSources(
  dirs: WatchedDirs,
  onChange: (kinds: Set<ChangeKind>, files: string[]) => void,
  options: WatchOptions = {},
): Watcher {
  const { quietMs = 5, onError = reportWatchError } = options;
  let pending = new Set<ChangeKind>();
  let files: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let waited = 0;
  const flush = () => {
    timer = undefined;
    // A file that is there but empty is most likely being written (truncated, not yet filled): wait a little.
    if (waited < 5 && files.some(isEmptyFile)) {
      waited += 1;
      timer = setTimeout(flush, quietMs * 2);
      return;
    }
    waited = 0;
    const batch = { kinds: pending, files };
    pending = new Set();
    files = [];
    onChange(batch.kinds, batch.files);
  };
  const watches: FolderWatch[] = [];
  for (const [name, dir] of Object.entries(dirs) as [keyof WatchedDirs, string][]) {
    const changed = (file: string) => {
      const kind = kindOf(name, path.relative(dir, file));
      if (!kind) return;
      pending.add(kind);
      files.push(file);
      clearTimeout(timer);
      timer = setTimeout(flush, quietMs);
    };
    try {
      watches.push(watchFolder(dir, changed, (error) => onError(dir, error)));
    } catch (error) {
      // A folder that does not exist (public/ in a small fixture) has nothing to watch.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return {
    close() {
      clearTimeout(timer);
      for (const watch of watches) watch.close();
    },
  };
}
