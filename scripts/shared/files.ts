/** File-system helpers shared by the stages. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dir`, as paths relative to it with forward slashes, sorted; none when there is no `dir`. */
export async function listFiles(dir: string): Promise<string[]> {
  return listMadeFiles(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/**
 * Every file below a folder that must be there, such as an output the build cache holds: a folder gone (the
 * cache deleted meanwhile) throws ENOENT naming it, where listFiles would read it as empty and a copy of it
 * would copy nothing.
 */
export async function listMadeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const relative = relativeTo(dir);
  return entries
    .filter((entry) => entry.isFile())
    .map(relative)
    .sort();
}

/**
 * The path of an entry of a recursive readdir of `dir`, relative to it with forward slashes. Cut from the entry's
 * folder, which the listing gives as `dir` joined with the folders below it: path.relative on each of thousands of
 * entries was a tenth of a build after a one-page edit.
 */
export function relativeTo(dir: string): (entry: { parentPath: string; name: string }) => string {
  const prefix = dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`;
  return (entry) => {
    const relative =
      entry.parentPath === dir || `${entry.parentPath}${path.sep}` === prefix
        ? entry.name
        : entry.parentPath.startsWith(prefix)
          ? `${entry.parentPath.slice(prefix.length)}${path.sep}${entry.name}`
          : path.relative(dir, path.join(entry.parentPath, entry.name));
    return path.sep === '/' ? relative : relative.split(path.sep).join('/');
  };
}

/** Every file of content/pages, relative to it, sorted. */
export const listPageFiles = (contentDir: string) => listFiles(path.join(contentDir, 'pages'));

export function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}
