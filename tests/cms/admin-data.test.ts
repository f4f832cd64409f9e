/**
 * What the web editor knows of the site's pages (admin/site-data.json): a build takes it from the
 * index it loaded rather than reading every page file again, and it must be the same as read from disk.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminData } from '../../scripts/cms/admin-data';
import { writeSyntheticSite } from '../../scripts/bench/synthetic-site';
import { startSitePages } from '../../scripts/render/render-site';

const root = process.cwd();

async function indexOf(contentDir: string) {
  const pages = startSitePages({ root, contentDir, publicDir: path.join(root, 'public'), workers: 0 });
  try {
    return await pages.load();
  } finally {
    await pages.close();
  }
}

describe("the web editor's list of pages", () => {
  it('is the same from the loaded index as from the files, on the real site', async () => {
    const contentDir = path.join(root, 'content');
    const fromDisk = await adminData({ root, contentDir });
    const fromIndex = await adminData({ root, contentDir, index: await indexOf(contentDir) });
    expect(fromIndex.pages.length).toBeGreaterThan(25);
    expect(fromIndex.pages).toContainEqual({ file: 'about.md', route: '/about', draft: false });
    expect(fromIndex).toEqual(fromDisk);
  });

  it('leaves a draft out either way, outside the project too, and names it only for npm run cms', async () => {
    const contentDir = await mkdtemp(path.join(os.tmpdir(), 'admin-data-'));
    try {
      await writeSyntheticSite(contentDir, 8);
      await writeFile(
        path.join(contentDir, 'pages', 'compliance', 'plans.md'),
        '---\ntitle: Plans\ndescription: Plans for next year, not yet published.\ndraft: true\n---\nSoon.\n',
      );
      const fromDisk = await adminData({ root, contentDir });
      const fromIndex = await adminData({ root, contentDir, index: await indexOf(contentDir) });
      expect(fromIndex).toEqual(fromDisk);
      expect(fromIndex.pages.map((page) => page.route)).not.toContain('/compliance/plans');
      expect(fromIndex.groups).toEqual(['compliance', 'it-services', 'ngo-centre', 'website-design']);
      const forCms = await adminData({ root, contentDir, includeDrafts: true });
      expect(forCms.pages).toContainEqual({ file: 'compliance/plans.md', route: '/compliance/plans', draft: true });
    } finally {
      await rm(contentDir, { recursive: true, force: true });
    }
  });
});
