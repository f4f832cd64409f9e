/** Two builds of the same content give byte-identical output. */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { PROJECT_ROOT } from '../support/fixture';

async function digest(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const hashes = await Promise.all(
    files.map(async (file) => [path.relative(dir, file), createHash('sha256').update(await readFile(file)).digest('hex')] as const),
  );
  return Object.fromEntries(hashes.sort(([a], [b]) => a.localeCompare(b)));
}

it('builds the real site twice into byte-identical folders', async () => {
  const work = await mkdtemp(path.join(os.tmpdir(), 'reproducible-'));
  try {
    const first = path.join(work, 'first');
    const second = path.join(work, 'second');
    await buildSite({ root: PROJECT_ROOT, outDir: first });
    await buildSite({ root: PROJECT_ROOT, outDir: second });
    const [a, b] = await Promise.all([digest(first), digest(second)]);
    expect(Object.keys(a).length).toBeGreaterThan(20);
    expect(b).toEqual(a);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
