/**
 * The benchmark builds with a page cache of its own: the project's page
 * cache is set aside and comes back as it was, so that a build after a
 * benchmark copies its pages as before rather than rendering every one.
 */
import { lstat, mkdir, mkdtemp, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { asideOf, linkPageCacheTo } from '../../scripts/bench/page-cache-aside';

let dir: string;
let pageCache: string;
let benchFolder: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bench-page-cache-'));
  pageCache = path.join(dir, '.cache', 'pages');
  benchFolder = path.join(dir, 'scratch', 'page-cache');
  await mkdir(benchFolder, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const gone = (file: string) =>
  lstat(file).then(
    () => false,
    () => true,
  );

it("sets the project's page cache aside while it builds, and puts it back as it was", async () => {
  await mkdir(path.join(pageCache, 'site', 'html'), { recursive: true });
  await writeFile(path.join(pageCache, 'site', 'index.bin'), 'kept by the last build');
  const putBack = await linkPageCacheTo(pageCache, benchFolder);
  expect(await readlink(pageCache)).toBe(benchFolder);
  await writeFile(path.join(pageCache, 'bench.bin'), 'the bench');
  putBack();
  expect(await readFile(path.join(pageCache, 'site', 'index.bin'), 'utf8')).toBe('kept by the last build');
  expect(await gone(path.join(pageCache, 'bench.bin'))).toBe(true);
  expect(await gone(asideOf(pageCache))).toBe(true);
  // The bench's own cache is left for its scratch folder to take away.
  expect(await readFile(path.join(benchFolder, 'bench.bin'), 'utf8')).toBe('the bench');
});

it('puts back a page cache kept through a link as that link, and nothing where there was none', async () => {
  const elsewhere = path.join(dir, 'elsewhere');
  await mkdir(elsewhere);
  await mkdir(path.dirname(pageCache), { recursive: true });
  await symlink(elsewhere, pageCache);
  (await linkPageCacheTo(pageCache, benchFolder))();
  expect(await readlink(pageCache)).toBe(elsewhere);

  await rm(pageCache);
  (await linkPageCacheTo(pageCache, benchFolder))();
  expect(await gone(pageCache)).toBe(true);
});

it('after a benchmark killed outright, the next one puts back the page cache the killed one set aside', async () => {
  await mkdir(pageCache, { recursive: true });
  await writeFile(path.join(pageCache, 'index.bin'), 'the project');
  // Killed before it could put anything back: its link stays at .cache/pages, leading to a folder gone.
  await linkPageCacheTo(pageCache, path.join(dir, 'killed-run'));
  const putBack = await linkPageCacheTo(pageCache, benchFolder);
  expect(await readlink(pageCache)).toBe(benchFolder);
  putBack();
  expect(await readFile(path.join(pageCache, 'index.bin'), 'utf8')).toBe('the project');
});
