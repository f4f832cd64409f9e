/**
 * Deleting .cache/ while a build runs ends the build with its summary or
 * with one plain paragraph saying what happened, never a stack trace.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchProject, type ScratchProject } from '../../../scripts/shared/scratch-project';
import { modulesOf } from '../../../templates/layout/early-input';
import { FIXTURE_CONTENT, PROJECT_ROOT } from '../../support/fixture';

const CACHE_GONE =
  '✖ The build cache (.cache/) was deleted while the build ran, and the build needed a file it had made there. Deleting .cache/ is safe between builds: run the build again.\n\nNothing was built: dist/ still holds the last good site.';

describe('.cache/ deleted during a build', () => {
  let scratch: ScratchProject;
  let kept: string;
  beforeAll(async () => {
    scratch = await createScratchProject(PROJECT_ROOT, FIXTURE_CONTENT);
    kept = await mkdtemp(path.join(os.tmpdir(), 'cache-deleted-'));
  });
  afterAll(async () => {
    await scratch?.remove();
    if (kept) await rm(kept, { recursive: true, force: true });
  });

  const cacheDir = () => path.join(scratch.root, '.cache');
  /** Keeps a copy of the build outputs in .cache/build, under `name`. */
  const keepCache = (name: string) =>
    cpSync(path.join(cacheDir(), 'build'), path.join(kept, name), { recursive: true, verbatimSymlinks: true });
  /**
   * Puts back .cache/ as it was when kept under `name`, so that each run starts where the build left it rather than
   * from nothing (a build from nothing bundles the web editor's packages again, for seconds, at a stage the runs
   * below do not delete in). The page cache is not kept: each run renders its pages.
   */
  const restoreCache = async (name: string) => {
    await rm(cacheDir(), { recursive: true, force: true });
    await mkdir(cacheDir());
    await symlink(path.join(PROJECT_ROOT, '.cache', 'images'), path.join(cacheDir(), 'images'), 'dir');
    cpSync(path.join(kept, name), path.join(cacheDir(), 'build'), { recursive: true, verbatimSymlinks: true });
  };

  /** Runs the build command and deletes .cache/ once it has printed `lines` lines (never, without); resolves with its output and exit code. */
  const buildDeletingCache = (lines = Number.POSITIVE_INFINITY) =>
    new Promise<{ output: string; code: number | null }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/launch.mjs', 'scripts/build.ts'], { cwd: scratch.root });
      let output = '';
      let deleted = false;
      const take = (chunk: Buffer) => {
        output += chunk.toString();
        if (!deleted && output.split('\n').length > lines) {
          deleted = true;
          // The build may be writing into it meanwhile, as when a person deletes it: a folder it has just
          // added files to is not empty yet, and is removed at the next try.
          const remove = (tries: number): void => {
            try {
              rmSync(cacheDir(), { recursive: true, force: true, maxRetries: 10 });
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' || tries === 0) throw error;
              setImmediate(() => remove(tries - 1));
            }
          };
          remove(100);
        }
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      child.once('exit', (code) => resolve({ output, code }));
    });

  /** The build's outcome, checked: its summary and a whole site, or the one paragraph; never a stack trace. */
  const outcomeOf = ({ output, code }: { output: string; code: number | null }, when: string) => {
    expect(output, when).not.toMatch(/^\s+at /m);
    if (code !== 0) {
      expect(output, when).toContain(CACHE_GONE);
      return 'message';
    }
    expect(output, when).toMatch(/^Built 5 pages/m);
    // Built means whole: the home page's modules and the web editor's packages, copied from the cache.
    const dist = path.join(scratch.root, 'dist');
    const modules = modulesOf(readFileSync(path.join(dist, 'index.html'), 'utf8'));
    expect(modules.length, when).toBeGreaterThan(0);
    for (const module of modules) expect(existsSync(path.join(dist, module)), module).toBe(true);
    expect(readdirSync(path.join(dist, 'admin')).some((file) => file.startsWith('admin-vendor.'))).toBe(true);
    return 'built';
  };

  it('ends in the summary or one paragraph, whenever it happens', { timeout: 240_000 }, async () => {
    // A first build in a new copy makes the outputs bound to its place (the command's own bundle, the renderer, the
    // web editor's code): deleted while it makes them, after the first stage's line.
    keepCache('copied');
    outcomeOf(await buildDeletingCache(3), 'deleted while the first build makes its outputs');
    // Then after a whole build, which leaves every output in the cache.
    await restoreCache('copied');
    expect(outcomeOf(await buildDeletingCache(), 'not deleted')).toBe('built');
    keepCache('built');
    const outcomes: string[] = [];
    // Deleted after a few lines of the build's output: at one stage after another. The header and the first stage's
    // line come out together, so 1 is before any stage ends, 3 while the scripts, styles and public/ are made, 5
    // while the content loads, 7 once it is loaded (the pictures, the pages and the web editor).
    for (const lines of [1, 3, 5, 7]) {
      await restoreCache('built');
      outcomes.push(outcomeOf(await buildDeletingCache(lines), `deleted after ${lines} lines`));
    }
    // Deleted right at the start, the build needs what it had made there.
    expect(outcomes[0]).toBe('message');
  });
});
