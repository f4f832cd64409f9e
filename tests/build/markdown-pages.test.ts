/**
 * Markdown as editors write it, in the pages of one build of the fixture:
 * relative links lead where a reader of the page expects, headings carry the
 * ids links end in, and the check knows every id of each page: those it
 * renders for the check are those the build writes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { loadContent } from '../../scripts/render/load-checked-content';
import { createIdReader, idsInHtml } from '../../scripts/render/page-ids';
import { exampleOf } from '../../scripts/guide/block-examples';
import { loadOptionsOf } from '../support/content-problems';
import { copyFixture, PROJECT_ROOT, SITE_MAP_PAGE, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
const read = (route: string) => readFile(path.join(site.outDir, route, 'index.html'), 'utf8');

const TAX_BODY = `## How it works

We help with tax: see [our audits](audit), [how we audit](audit#how-we-audit), [who we are](../about)
and [the steps](#what-we-do-for-you), or [write to us](/sections#contact-form).

## What we do for you

Visit [PRAZ](www.praz.org.zw) or www.zimra.co.zw, [call us](<tel:+263 78 212 4470>) <strong>today</strong>,<br>
or [email us](mailto:tax@fixture.example.org), or read [our audit page](https://www.fixture.example.org/advice/audit).

## What we do for you
`;

beforeAll(async () => {
  site = await copyFixture();
  await site.edit('pages/advice/tax.md', (text) => text.replace(/\n## How it works[\s\S]*$/, `\n${TAX_BODY}`));
  await site.edit('pages/advice/audit.md', (text) => `${text}\n## How we audit\n\nOn site.\n`);
  // Blocks that give the page ids of their own, and a site map.
  const blocks = ['package-builder', 'trusted-by', 'project-brief-form', 'contact-form'] as const;
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

  it('checks links against the ids each page has as built: the check renders the same ids the build writes', async () => {
    const model = await loadContent(loadOptionsOf(site));
    const idsOf = createIdReader(model);
    const compared: string[] = [];
    for (const page of model.pages) {
      const html = await read(page.route === '/' ? '' : page.route.slice(1));
      expect(idsOf(page).sort(), `the ids of ${page.route}`).toEqual(idsInHtml(html).sort());
      compared.push(page.route);
    }
    expect(compared).toEqual(expect.arrayContaining(['/advice/tax', '/sections', '/site-map']));
    // A link to a form's id, which no table of sections named: accepted, and kept as written.
    expect(await read('advice/tax')).toContain('<a href="/sections#contact-form">write to us</a>');
  });
});
