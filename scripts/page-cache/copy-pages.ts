/**
 * Puts the pages the cache holds into the staging folder: linked (no
 * copy) where the cache and the output are on one file system, copied
 * where not. Either way the output's file is whole before the build goes
 * on, and a copy removed meanwhile (.cache/ deleted) fails the build with
 * the error naming the cache's file.
 */
import { copyFile, link, mkdir } from 'node:fs/promises';
import path from 'node:path';

export async function putCachedPages(
  pages: ReadonlyArray<{ file: string; stored: string }>,
  htmlDir: string,
  outDir: string,
): Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  const folder = (relative: string) => {
    let made = folders.get(relative);
    if (!made) {
      made = mkdir(path.join(outDir, relative), { recursive: true });
      folders.set(relative, made);
    }
    return made;
  };
  let linking = true;
  const put = async ({ file, stored }: { file: string; stored: string }) => {
    await folder(path.dirname(file));
    const from = path.join(htmlDir, stored);
    const to = path.join(outDir, file);
    if (linking) {
      try {
        return await link(from, to);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
        linking = false;
      }
    }
    await copyFile(from, to);
  };
  let next = 0;
  const worker = async () => {
    while (next < pages.length) await put(pages[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(32, pages.length) }, worker));
}
