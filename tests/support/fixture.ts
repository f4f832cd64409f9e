/** Copies of the fixture site in temporary folders, to break or extend in a test. */
import { cp, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const FIXTURE_CONTENT = path.join(PROJECT_ROOT, 'tests/fixtures/basic/content');

export interface FixtureSite {
  dir: string;
  contentDir: string;
  outDir: string;
  /** Writes (or overwrites) a file below content/. */
  write: (relative: string, text: string) => Promise<void>;
  remove: () => Promise<void>;
}

export async function copyFixture(): Promise<FixtureSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-fixture-'));
  const contentDir = path.join(dir, 'content');
  await cp(FIXTURE_CONTENT, contentDir, { recursive: true });
  return {
    dir,
    contentDir,
    outDir: path.join(dir, 'dist'),
    write: async (relative, text) => {
      const file = path.join(contentDir, relative);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
