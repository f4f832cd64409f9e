/** Copies of the fixture site in temporary folders, to break or extend in a test. */
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const FIXTURE_CONTENT = path.join(PROJECT_ROOT, 'tests/fixtures/basic/content');
/** The small site the browser tests of one mechanism open (served as inject('fixtureSiteUrl')). */
export const FIXTURE_PAGES_CONTENT = path.join(PROJECT_ROOT, 'tests/fixtures/pages/content');

/** A site map page for the fixture, to see where the build lists each page. */
export const SITE_MAP_PAGE =
  '---\ntitle: Site Map\ndescription: Every page.\nblocks:\n  - type: site-map\n    company:\n      heading: Company\n      links:\n        - { label: Home, href: / }\n    quickAccess:\n      heading: Quick Access\n      links:\n        - { label: About, href: /about }\n---\n';

export interface FixtureSite {
  dir: string;
  contentDir: string;
  outDir: string;
  /** Writes (or overwrites) a file below content/. */
  write: (relative: string, text: string) => Promise<void>;
  /** Changes a file below content/; an edit that changes nothing throws, so a test never passes on a fixture it did not break. */
  edit: (relative: string, change: (text: string) => string) => Promise<void>;
  remove: () => Promise<void>;
}

export async function copyFixture(): Promise<FixtureSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-fixture-'));
  const contentDir = path.join(dir, 'content');
  await cp(FIXTURE_CONTENT, contentDir, { recursive: true });
  const write = async (relative: string, text: string) => {
    const file = path.join(contentDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  return {
    dir,
    contentDir,
    outDir: path.join(dir, 'dist'),
    write,
    edit: async (relative, change) => {
      const text = await readFile(path.join(contentDir, relative), 'utf8');
      const changed = change(text);
      if (changed === text) throw new Error(`The edit of ${relative} changed nothing.`);
      await write(relative, changed);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
