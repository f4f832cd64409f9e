/**
 * The page cache a benchmark builds with: its own, in its scratch folder
 * beside the outputs, through a link at .cache/pages. The project's own
 * page cache (a folder, or a link to one) is set aside meanwhile and put
 * back as it was when the benchmark ends, stopped with Ctrl-C included,
 * so that the next `npm run build` copies its pages as before rather than
 * rendering every one. A benchmark killed outright leaves it aside: the
 * next one puts it back at its end.
 */
import { lstatSync, renameSync, rmSync } from 'node:fs';
import { mkdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/** Where the project's page cache waits while a benchmark runs: beside it. */
export const asideOf = (pageCache: string) => `${pageCache}.before-bench`;

/** Whether anything is at the path, a link to nothing included. */
function present(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Links `pageCache` to `folder`, with whatever was there set aside; returns what puts it back (synchronous, so
 * that it can run as the process is stopped).
 */
export async function linkPageCacheTo(pageCache: string, folder: string): Promise<() => void> {
  const aside = asideOf(pageCache);
  // Left by a benchmark killed outright: the project's cache waits there, and .cache/pages is that run's link.
  if (present(aside)) await rm(pageCache, { recursive: true, force: true });
  else if (present(pageCache)) await rename(pageCache, aside);
  await mkdir(path.dirname(pageCache), { recursive: true });
  await symlink(folder, pageCache);
  return () => {
    // The link only: the folder it leads to goes with the scratch folder.
    rmSync(pageCache, { force: true });
    if (present(aside)) renameSync(aside, pageCache);
  };
}
