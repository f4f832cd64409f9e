/**
 * Where the web editor's local backend may read and write: a path the app
 * sends names a file of the project as the app sees it (content/… for the
 * content folder, public/… for public/, wherever those folders are) and is
 * kept inside the content folder or the media folders; `..`, absolute paths
 * and links leading out of them are refused, and so is any hidden name (a
 * segment starting with a dot: .git, .htaccess, .env), which the site does
 * not publish and git or a web server would obey.
 */
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { toPosix } from '../shared/files';

export interface EditablePlaces {
  /** Project root. */
  root: string;
  /** Folder holding site.yaml and pages/: content/ to the app. */
  contentDir: string;
  /** Folder of static files: public/ to the app. */
  publicDir: string;
  /** Folders of pictures and logos the app may list and upload to. */
  mediaDirs: readonly string[];
}

/** Which folders a path must fall in: content files (entries), media, or either. */
export type Area = 'entries' | 'media' | 'any';

/** A path outside the editable folders, or malformed; `status` is the HTTP status to answer. */
export class PathRefused extends Error {
  override name = 'PathRefused';
  constructor(
    message: string,
    readonly status = 403,
  ) {
    super(message);
  }
}

/** Longest name of one file or folder, and most names in a path: far beyond the site's own, well within every file system's. */
export const MAX_NAME_LENGTH = 120;
export const MAX_PATH_DEPTH = 16;

/**
 * The absolute path of `requested` when it lies inside a folder of `area`
 * (or is that folder, with `folder: true`); throws PathRefused otherwise.
 */
export async function resolveEditable(
  places: EditablePlaces,
  requested: unknown,
  area: Area,
  options: { folder?: boolean } = {},
): Promise<string> {
  const folders = foldersOf(places, area);
  const refuse = () =>
    new PathRefused(
      `The path "${String(requested)}" is outside the folders the web editor may change (${folders.map((dir) => `${shown(places, dir)}/`).join(', ')}).`,
    );
  if (typeof requested !== 'string' || requested === '' || requested.includes('\0')) throw refuse();
  if (path.isAbsolute(requested) || path.win32.isAbsolute(requested) || requested.includes('\\')) throw refuse();
  const segments = requested.split('/');
  if (segments.length > MAX_PATH_DEPTH || segments.some((segment) => segment.length > MAX_NAME_LENGTH))
    throw new PathRefused(
      `The path "${requested.slice(0, 80)}${requested.length > 80 ? '…' : ''}" is too long: at most ${MAX_PATH_DEPTH} folders deep, and ${MAX_NAME_LENGTH} characters for each name.`,
      400,
    );
  const [top, ...rest] = segments;
  const base = top === 'content' ? places.contentDir : top === 'public' ? places.publicDir : undefined;
  if (base === undefined) throw refuse();
  const target = path.resolve(base, ...rest);
  for (const folder of folders) {
    const resolvedFolder = path.resolve(folder);
    if (!isInside(target, resolvedFolder, options.folder)) continue;
    // The same test on the real paths: a link inside the folder must not lead out of it.
    if (!isInside(await realPathOf(target), await realPathOf(resolvedFolder), options.folder)) continue;
    const hidden = path
      .relative(resolvedFolder, target)
      .split(path.sep)
      .find((segment) => segment.startsWith('.'));
    if (hidden !== undefined)
      throw new PathRefused(
        `The path "${requested}" names a hidden file or folder (${hidden}): the web editor never changes those.`,
      );
    return target;
  }
  throw refuse();
}

function foldersOf(places: EditablePlaces, area: Area): readonly string[] {
  if (area === 'entries') return [places.contentDir];
  if (area === 'media') return places.mediaDirs;
  return [places.contentDir, ...places.mediaDirs];
}

function isInside(target: string, folder: string, orSame = false): boolean {
  if (target === folder) return orSame;
  const relative = path.relative(folder, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The real path of a file that may not exist yet: its nearest existing ancestor's real path, then the missing names. */
export async function realPathOf(target: string): Promise<string> {
  const missing: string[] = [];
  let existing = target;
  for (;;) {
    const found = await lstat(existing).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT' && error.code !== 'ENOTDIR') throw error;
        return false;
      },
    );
    if (found) break;
    const parent = path.dirname(existing);
    if (parent === existing) break;
    missing.unshift(path.basename(existing));
    existing = parent;
  }
  return path.join(await realpath(existing), ...missing);
}

/** A path as the app names it: content/… or public/…, with forward slashes. */
export function appPath(places: Pick<EditablePlaces, 'contentDir' | 'publicDir'>, file: string): string {
  for (const [name, dir] of [
    ['content', places.contentDir],
    ['public', places.publicDir],
  ] as const) {
    const relative = path.relative(dir, file);
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) return toPosix(path.join(name, relative));
  }
  return toPosix(file);
}

const shown = (places: EditablePlaces, dir: string) => appPath(places, dir);
