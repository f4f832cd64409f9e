/**
 * Deleting .cache/ while a build runs ends the build with its summary or
 * with one plain paragraph saying what happened, never a stack trace.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchProject, type ScratchProject } from '../../../scripts/shared/scratch-project';
import { modulesOf } from '../../../templates/layout/early-input';
import { FIXTURE_CONTENT, PROJECT_ROOT } from '../../support/fixture';

const CACHE_GONE =
  '✖ The build cache (.cache/) was deleted while the build ran, and the build needed a file it had made there. Deleting .cache/ is safe between builds: run the build again.\n\nNothing was built: dist/ still holds the last good site.';

describe('.cache/ deleted during a build', () => {
  let scratch: ScratchProject;
  beforeAll(async () => {
    scratch = await createScratchProject(PROJECT_ROOT, FIXTURE_CONTENT);
  });
  afterAll(async () => {
    await scratch?.remove();
  });

  /** Runs the build command and deletes .cache/ once it has printed `lines` lines; resolves with its output and exit code. */
  const buildDeletingCache = (lines: number) =>
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
              rmSync(path.join(scratch.root, '.cache'), { recursive: true, force: true, maxRetries: 10 });
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

  it('ends in the summary or one paragraph, whenever it happens', { timeout: 240_000 }, async () => {
    const outcomes: string[] = [];
    // Deleted after a few lines of the build's output: at one stage after another.
    for (const lines of [1, 2, 3, 5, 7]) {
      const { output, code } = await buildDeletingCache(lines);
      expect(output, `deleted after ${lines} lines`).not.toMatch(/^\s+at /m);
      if (code === 0) {
        expect(output).toMatch(/^Built 5 pages/m);
        // Built means whole: the home page's modules and the web editor's packages, copied from the cache.
        const dist = path.join(scratch.root, 'dist');
        const modules = modulesOf(readFileSync(path.join(dist, 'index.html'), 'utf8'));
        expect(modules.length, `deleted after ${lines} lines`).toBeGreaterThan(0);
        for (const module of modules) expect(existsSync(path.join(dist, module)), module).toBe(true);
        expect(readdirSync(path.join(dist, 'admin')).some((file) => file.startsWith('admin-vendor.'))).toBe(true);
      } else expect(output).toContain(CACHE_GONE);
      outcomes.push(code === 0 ? 'built' : 'message');
    }
    // Deleted right at the start, the build needs what it had made there.
    expect(outcomes[0]).toBe('message');
  });
});
