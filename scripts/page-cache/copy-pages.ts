/**
 * Puts the pages the cache holds into the staging folder: linked (no
 * copy) where the cache and the output are on one file system, copied
 * where not. Either way the output's file is whole before the build goes
 * on, and a copy removed meanwhile (.cache/ deleted) fails the build with
 * the error naming the cache's file.
 *
 * The calls are synchronous, one after the other: a link and a folder cost
 * the file system a few microseconds, and a promise for each (4,000 pages,
 * most in a folder of their own) cost this thread three times what the
 * calls do. Started after the render workers have their job, it holds up
 * no render.
 */
import { copyFileSync, linkSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export function putCachedPages(
  pages: ReadonlyArray<{ file: string; stored: string }>,
  htmlDir: string,
  outDir: string,
): void {
  const folders = new Set<string>();
  const folder = (relative: string) => {
    if (folders.has(relative)) return;
    // One level at a time: a page's folder is made after its parent's (the pages come in their route's order), and
    // a plain mkdir costs the file system less than a recursive one.
    try {
      mkdirSync(path.join(outDir, relative));
    } catch {
      mkdirSync(path.join(outDir, relative), { recursive: true });
    }
    folders.add(relative);
  };
  let linking = true;
  for (const { file, stored } of pages) {
    folder(path.dirname(file));
    const from = path.join(htmlDir, stored);
    const to = path.join(outDir, file);
    if (linking) {
      try {
        linkSync(from, to);
        continue;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
        linking = false;
      }
    }
    copyFileSync(from, to);
  }
}
