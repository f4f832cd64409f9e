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
import { copyFileSync, linkSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Whether a link failed because none can be made there (another file system, or one without links): copy instead. */
export function cannotLink(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'EMLINK';
}

/** Whether a kept file is no longer as it was kept: edited in place (through the output's link to it), or gone. */
export function changedSinceKept(file: string, kept: { size: number; mtimeMs: number }): boolean {
  try {
    const info = statSync(file);
    return !info.isFile() || info.size !== kept.size || info.mtimeMs !== kept.mtimeMs;
  } catch {
    return true;
  }
}

export function putCachedPages(
  pages: ReadonlyArray<{ file: string; stored: string }>,
  htmlDir: string,
  outDir: string,
): void {
  const folders = new Set<string>();
  const folder = (relative: string) => {
    if (folders.has(relative)) return;
    // One level at a time, as a page's folder mostly comes after its parent's: a plain mkdir costs the file system
    // less than a recursive one, which makes the parents when it fails.
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
        if (!cannotLink(error)) throw error;
        linking = false;
      }
    }
    copyFileSync(from, to);
  }
}
