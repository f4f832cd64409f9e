/**
 * The speed devices the benchmark turns off (SITE_BUILD_WITHOUT) change how fast a build is, never
 * what it writes: a site large enough for the worker pool and the shared chrome, built with every
 * device on and with each off, gives the same bytes. How many workers a site gets is tested here too.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writeSyntheticSite } from '../../scripts/bench/synthetic-site';
import { PAGES_PER_WORKER, renderWorkerCount } from '../../scripts/render/render-site';
import { devicesNotice, SWITCHABLE_DEVICES } from '../../scripts/shared/speed-devices';
import { digestDir } from '../support/dir-digest';
import { PROJECT_ROOT } from '../support/fixture';

/** Pages enough for the shared chrome (its groups' later pages); the worker pool's bytes are render-workers.test.ts's. */
const SITE_PAGES = 160;
const scratch = await mkdtemp(path.join(os.tmpdir(), 'speed-devices-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The build's command, as npm run build runs it; resolves with what it printed. */
function build(contentDir: string, outDir: string, without: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/launch.mjs', 'scripts/build.ts', '--content', contentDir, '--out', outDir],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, SITE_BUILD_WITHOUT: without.join(','), SOURCE_DATE_EPOCH: '1767225600' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`build failed:\n${output}`))));
  });
}

it('builds the same bytes with every speed device on as with all of them off', async () => {
  const contentDir = path.join(scratch, 'content');
  await writeSyntheticSite(contentDir, SITE_PAGES);
  const [on, off] = await Promise.all([
    build(contentDir, path.join(scratch, 'on'), []),
    build(contentDir, path.join(scratch, 'off'), SWITCHABLE_DEVICES),
  ]);
  expect(on).not.toContain('Built without');
  expect(off).toContain(
    'Built without worker-pool, shared-chrome, quick-yaml, quick-rebuild (SITE_BUILD_WITHOUT): the same files, made the slower way.',
  );
  expect(off).toMatch(/loaded by the render worker in/);
  const [onFiles, offFiles] = await Promise.all([
    digestDir(path.join(scratch, 'on')),
    digestDir(path.join(scratch, 'off')),
  ]);
  expect(Object.keys(onFiles).length).toBeGreaterThan(SITE_PAGES);
  expect(offFiles).toEqual(onFiles);
}, 60_000);

it('gives a site a second render worker only when each has pages enough to pay for its start', () => {
  expect(renderWorkerCount(31, 2)).toBe(1);
  expect(renderWorkerCount(4000, 2)).toBe(1);
  expect(renderWorkerCount(2 * PAGES_PER_WORKER, 2)).toBe(2);
  expect(renderWorkerCount(16000, 2)).toBe(2);
  expect(renderWorkerCount(16000, 4)).toBe(4);
  expect(renderWorkerCount(100000, 64)).toBe(8);
  expect(renderWorkerCount(16000, 1)).toBe(1);
});

it('refuses a device it does not know, so a misspelt name never measures nothing', () => {
  expect(devicesNotice('shared-chrome,quick-yml')).toEqual({
    ok: false,
    line: 'SITE_BUILD_WITHOUT names quick-yml, which the build does not know: it takes worker-pool, shared-chrome, quick-yaml, quick-rebuild.',
  });
  expect(devicesNotice('')).toEqual({ ok: true, line: undefined });
});
