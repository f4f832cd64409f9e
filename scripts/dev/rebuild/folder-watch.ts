/**
 * Watches every file below a folder, however it is saved: written in
 * place, replaced by a renamed temporary file, deleted and created again,
 * or brought in with a new or renamed folder.
 *
 * On Linux, Node's own recursive watch follows each file it first saw, so a
 * file replaced by a rename goes unseen from then on. Here each folder is
 * watched instead (a folder's watch reports its entries by name, whatever
 * file is behind the name), and folders are added and dropped as they come
 * and go. macOS and Windows report a whole tree natively and correctly.
 */
import { lstatSync, readdirSync, watch, type Dirent, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface FolderWatch {
  close: () => void;
}

/** Calls `onChange` with the path of each file (or folder) below `root` that changed; `onError` when watching fails. */
export function watchFolder(
  root: string,
  onChange: (file: string) => void,
  onError: (error: Error) => void,
): FolderWatch {
  if (process.platform === 'darwin' || process.platform === 'win32') {
    const watcher = watch(root, { recursive: true }, (_event, name) =>
      onChange(name ? path.join(root, name.toString()) : root),
    );
    watcher.on('error', onError);
    return { close: () => watcher.close() };
  }
  return new FolderTree(root, onChange, onError);
}

class FolderTree implements FolderWatch {
  private readonly watchers = new Map<string, FSWatcher>();
  private closed = false;

  constructor(
    root: string,
    private readonly onChange: (file: string) => void,
    private readonly onError: (error: Error) => void,
  ) {
    // The root must exist now (ENOENT is thrown to the caller); what is below it may come and go.
    this.watchers.set(root, this.watchOne(root));
    this.addBelow(root, false);
  }

  close(): void {
    this.closed = true;
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  private watchOne(folder: string): FSWatcher {
    const watcher = watch(folder, (event, name) => {
      if (this.closed) return;
      const entry = name ? path.join(folder, name.toString()) : folder;
      if (event === 'rename') this.follow(entry);
      this.onChange(entry);
    });
    watcher.on('error', (error: NodeJS.ErrnoException) => {
      this.drop(folder);
      // A folder deleted while watched ends its watch; anything else is worth saying.
      if (error.code !== 'ENOENT' && error.code !== 'EPERM') this.onError(error);
    });
    return watcher;
  }

  /** Watches `folder` if not yet; a folder that appeared after the start reports its files, made before its watch began. */
  private add(folder: string, report: boolean): void {
    if (this.watchers.has(folder)) return;
    try {
      this.watchers.set(folder, this.watchOne(folder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.onError(error as Error);
      return;
    }
    this.addBelow(folder, report);
  }

  private addBelow(folder: string, report: boolean): void {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.onError(error as Error);
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) this.add(full, report);
      else if (report) this.onChange(full);
    }
  }

  /**
   * An entry appeared, went or was replaced. A folder watched under that
   * name may be gone (even when a new one of the same name is already
   * there), so it is dropped, and whatever folder is there now is watched.
   */
  private follow(entry: string): void {
    this.drop(entry);
    let isFolder = false;
    try {
      isFolder = lstatSync(entry).isDirectory();
    } catch {
      // Gone.
    }
    if (isFolder) this.add(entry, true);
  }

  /** Stops watching `folder` and every folder below it. */
  private drop(folder: string): void {
    const below = folder + path.sep;
    for (const [watched, watcher] of this.watchers) {
      if (watched !== folder && !watched.startsWith(below)) continue;
      watcher.close();
      this.watchers.delete(watched);
    }
  }
}
