/**
 * Drafts: a page with `draft: true` is left out of a build entirely (no
 * page file, no menu, no site map entry, no sitemap.xml line), and the dev
 * server shows it, with a Draft label.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { startDevServer } from '../../scripts/dev/server';
import { copyFixture, PROJECT_ROOT, type FixtureSite, SITE_MAP_PAGE } from '../support/fixture';

const DRAFT = '/advice/pension-advice';
let site: FixtureSite;

/** Every file of the built site, as text, by its path in dist/. */
async function builtFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|xml|txt|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'utf8'));
  }
  return files;
}

beforeAll(async () => {
  site = await copyFixture();
  await site.write(
    'pages/advice/pension-advice.md',
    '---\ntitle: Pension Advice\ndescription: Not ready yet.\norder: 3\ndraft: true\n---\nStill being written.\n',
  );
  await site.write('pages/site-map.md', SITE_MAP_PAGE);
  await buildSite({ root: PROJECT_ROOT, contentDir: site.contentDir, outDir: site.outDir, year: 2031 });
});
afterAll(async () => {
  await site.remove();
});

describe('a draft page', () => {
  it('has no page in the built site, and no file of the site names it', async () => {
    const files = await builtFiles(site.outDir);
    expect(files.has('advice/tax/index.html')).toBe(true);
    expect(files.has('advice/pension-advice/index.html')).toBe(false);
    const naming = [...files]
      .filter(([, text]) => text.includes(DRAFT) || text.includes('Pension Advice'))
      .map(([file]) => file);
    expect(naming).toEqual([]);
  });

  it('is left out of the menus, the site map page and sitemap.xml, where its published neighbours are', async () => {
    const home = await readFile(path.join(site.outDir, 'index.html'), 'utf8');
    const siteMap = await readFile(path.join(site.outDir, 'site-map/index.html'), 'utf8');
    const sitemap = await readFile(path.join(site.outDir, 'sitemap.xml'), 'utf8');
    for (const text of [home, siteMap, sitemap]) {
      expect(text).toContain('/advice/tax');
      expect(text).not.toContain(DRAFT);
    }
  });

  it("is shown by the dev server, in its group's menu, with a visible Draft label", async () => {
    const server = await startDevServer({
      root: PROJECT_ROOT,
      contentDir: site.contentDir,
      publicDir: path.join(PROJECT_ROOT, 'public'),
      port: 0,
    });
    try {
      const response = await fetch(`${server.url}${DRAFT}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<h1');
      expect(html).toContain('Pension Advice');
      expect(html).toMatch(
        /<span class="[^"]*">Draft<\/span><span class="sr-only">: this page is not published; the built site leaves it out.<\/span>/,
      );
      const published = await (await fetch(`${server.url}/advice/tax`)).text();
      expect(published).not.toContain('>Draft</span>');
      expect(published).toContain(DRAFT);
    } finally {
      await server.close();
    }
  });
});
