/**
 * Two builds of the same content give byte-identical output: the run's build of the real site
 * (tests/support/run/global-setup.ts, made in another process at the start of the run) and one more,
 * made here with the same settings.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { digestDir } from '../support/dir-digest';
import { PROJECT_ROOT } from '../support/fixture';

it('builds the real site again into a byte-identical folder', async () => {
  const work = await mkdtemp(path.join(os.tmpdir(), 'reproducible-'));
  try {
    const again = path.join(work, 'again');
    // The form address the run's build was given, so that only the build itself could differ.
    await buildSite({ root: PROJECT_ROOT, outDir: again, formsEndpoint: inject('formsEndpoint') });
    const [first, second] = await Promise.all([digestDir(inject('distDir')), digestDir(again)]);
    expect(Object.keys(first).length).toBeGreaterThan(20);
    expect(second).toEqual(first);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
