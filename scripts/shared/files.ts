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
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Every file of content/pages, relative to it, sorted. */
export const listPageFiles = (contentDir: string) => listFiles(path.join(contentDir, 'pages'));

export function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}
