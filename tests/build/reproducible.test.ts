/** Two builds of the same content give byte-identical output. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { digestDir } from '../support/dir-digest';
import { PROJECT_ROOT } from '../support/fixture';

it('builds the real site twice into byte-identical folders', async () => {
  const work = await mkdtemp(path.join(os.tmpdir(), 'reproducible-'));
  try {
    const first = path.join(work, 'first');
    const second = path.join(work, 'second');
    await buildSite({ root: PROJECT_ROOT, outDir: first });
    await buildSite({ root: PROJECT_ROOT, outDir: second });
    const [a, b] = await Promise.all([digestDir(first), digestDir(second)]);
    expect(Object.keys(a).length).toBeGreaterThan(20);
    expect(b).toEqual(a);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
