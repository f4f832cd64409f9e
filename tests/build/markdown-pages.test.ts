/**
 * Markdown as editors write it, in the pages of one build of the fixture:
 * relative links lead where a reader of the page expects, headings carry the
 * ids links end in, and every id the check lets a link end in (headings,
 * blocks' sections, the site map's columns) is on the built page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { loadContent, summaryOf } from '../../scripts/content/load-content';
import { exampleOf } from '../../scripts/guide/block-examples';
import { loadOptionsOf } from '../support/content-problems';
import { copyFixture, PROJECT_ROOT, SITE_MAP_PAGE, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
const read = (route: string) => readFile(path.join(site.outDir, route, 'index.html'), 'utf8');

const TAX_BODY = `## How it works

We help with tax: see [our audits](audit), [how we audit](audit#how-we-audit), [who we are](../about)
and [the steps](#what-we-do-for-you).

## What we do for you

Visit [PRAZ](www.praz.org.zw) or www.zimra.co.zw, [call us](<tel:+263 78 212 4470>) <strong>today</strong>,<br>
or [email us](mailto:tax@fixture.example.org), or read [our audit page](https://www.fixture.example.org/advice/audit).

## What we do for you
`;

beforeAll(async () => {
  site = await copyFixture();
  await site.edit('pages/advice/tax.md', (text) => text.replace(/\n## How it works[\s\S]*$/, `\n${TAX_BODY}`));
  await site.edit('pages/advice/audit.md', (text) => `${text}\n## How we audit\n\nOn site.\n`);
  // The blocks whose sections links may end in (content/page-anchors.ts), and a site map.
  const blocks = ['package-builder', 'trusted-by', 'project-brief-form'] as const;
  await site.write(
    'pages/sections.md',
    `---\ntitle: Sections\ndescription: Blocks with sections.\nblocks:\n${blocks.map(exampleOf).join('\n')}\n---\n`,
  );
  await site.write('pages/site-map.md', SITE_MAP_PAGE);
  // The header's button written with the site's own address, as copied from the browser.
  await site.edit('site.yaml', (text) =>
    text.replace(
      'label: Talk to us\n    href: /about',
      'label: Talk to us\n    href: http://www.fixture.example.org/about',
    ),
  );
  await buildSite({ root: PROJECT_ROOT, contentDir: site.contentDir, outDir: site.outDir, year: 2031 });
});
afterAll(async () => {
  await site.remove();
});

describe('Markdown links in the built page', () => {
  it('resolves relative links against the page address, as a reader expects', async () => {
    const tax = await read('advice/tax');
    expect(tax).toContain('<a href="/advice/audit">our audits</a>');
    expect(tax).toContain('<a href="/advice/audit#how-we-audit">how we audit</a>');
    expect(tax).toContain('<a href="/about">who we are</a>');
  });

  it('gives headings GitHub-style ids, a repeated one with -1, and links to them', async () => {
    const tax = await read('advice/tax');
    expect(tax).toContain('<h2 id="how-it-works">How it works</h2>');
    expect(tax).toContain('<h2 id="what-we-do-for-you">What we do for you</h2>');
    expect(tax).toContain('<h2 id="what-we-do-for-you-1">What we do for you</h2>');
    expect(tax).toContain('<a href="#what-we-do-for-you">the steps</a>');
    expect(await read('advice/audit')).toContain('<h2 id="how-we-audit">How we audit</h2>');
  });

  it('links www. addresses with https://, gives tel: links digits only, and renders <strong> and <br>', async () => {
    const tax = await read('advice/tax');
    const newTab = 'target="_blank" rel="noopener noreferrer"';
    expect(tax).toContain(`<a href="https://www.praz.org.zw" ${newTab}>PRAZ</a>`);
    expect(tax).toContain(`<a href="https://www.zimra.co.zw" ${newTab}>www.zimra.co.zw</a>`);
    expect(tax).toContain('<a href="tel:+263782124470">call us</a> <strong>today</strong>,<br>');
    expect(tax).toContain('<a href="mailto:tax@fixture.example.org">email us</a>');
  });

  it("writes a link with the site's own address as its site path, opening in the same tab", async () => {
    const tax = await read('advice/tax');
    expect(tax).toContain('<a href="/advice/audit">our audit page</a>');
    expect(tax).toMatch(/<a href="\/about"[^>]*>Talk to us</);
    expect(tax).not.toContain('fixture.example.org/about');
  });

  it('has on each page every id a link may end in: its headings, its sections, the site map columns', async () => {
    const model = await loadContent(loadOptionsOf(site));
    const groups = model.groups.map((group) => group.id);
    const checked: string[] = [];
    for (const page of model.pages) {
      const summary = summaryOf(page);
      const html = await read(page.route === '/' ? '' : page.route.slice(1));
      for (const id of [...summary.anchors, ...(summary.hasSiteMapBlock ? groups : [])]) {
        expect(html, `id="${id}" on ${page.route}`).toContain(` id="${id}"`);
        checked.push(`${page.route}#${id}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        '/advice/tax#what-we-do-for-you-1',
        '/sections#package-builder',
        '/sections#trusted-by',
        '/sections#start-your-project',
        '/site-map#company',
        '/site-map#quick-access',
        '/site-map#advice',
      ]),
    );
  });
});
