/** File-system helpers shared by the stages. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dir`, as paths relative to it with forward slashes, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
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
