/**
 * A project copied, moved or renamed, with its build cache or without it,
 * builds exactly as it did where it was made: the command prints its
 * summary and writes the same site, never exits quietly having done nothing.
 */
import { execFile } from 'node:child_process';
import { cpSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchProject } from '../../../scripts/shared/scratch-project';
import { digestDir } from '../../support/dir-digest';
import { FIXTURE_CONTENT, PROJECT_ROOT } from '../../support/fixture';

const run = promisify(execFile);

/**
 * A copy of the project, links as they are (node_modules among them), without the folders named (relative to it).
 * Synchronous: on Node 20 the promise-based cp takes about twice the CPU.
 */
const copyProject = (from: string, to: string, without: string[] = []) => {
  const left = new Set(without.map((folder) => path.join(from, folder)));
  cpSync(from, to, { recursive: true, verbatimSymlinks: true, filter: (source) => !left.has(source) });
};

/** `npm run build` in a project: what it printed; throws when it exits with an error. */
async function buildIn(root: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/launch.mjs', 'scripts/build.ts'], { cwd: root });
  return stdout;
}

describe('a copied or moved project', () => {
  let work: string;
  let original: string;
  let site: Record<string, string>;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'moved-project-'));
    const scratch = await createScratchProject(PROJECT_ROOT, FIXTURE_CONTENT);
    // Built from nothing, as the copy without its .cache/ is: esbuild names chunks by their modules' paths, and the
    // outputs the copy starts with were made where node_modules is not a link.
    await rm(path.join(scratch.root, '.cache', 'build'), { recursive: true });
    original = path.join(work, 'original');
    await rename(scratch.root, original).catch(async () => {
      copyProject(scratch.root, original);
      await scratch.remove();
    });
    expect(await buildIn(original)).toMatch(/^Built 5 pages into dist/m);
    site = await digestDir(path.join(original, 'dist'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('builds the same site when copied with its .cache/', { timeout: 120_000 }, async () => {
    const copy = path.join(work, 'copy');
    copyProject(original, copy, ['dist']);
    expect(await buildIn(copy)).toMatch(/^Built 5 pages into dist/m);
    expect(await digestDir(path.join(copy, 'dist'))).toEqual(site);
  });

  it('builds the same site when copied without its .cache/', { timeout: 120_000 }, async () => {
    const copy = path.join(work, 'fresh');
    copyProject(original, copy, ['dist', '.cache/build']);
    expect(await buildIn(copy)).toMatch(/^Built 5 pages into dist/m);
    expect(await digestDir(path.join(copy, 'dist'))).toEqual(site);
  });

  it('builds the same site when its folder is renamed', { timeout: 120_000 }, async () => {
    const renamed = path.join(work, 'renamed');
    await rename(original, renamed);
    await rm(path.join(renamed, 'dist'), { recursive: true });
    expect(await buildIn(renamed)).toMatch(/^Built 5 pages into dist/m);
    expect(await digestDir(path.join(renamed, 'dist'))).toEqual(site);
  });
});
