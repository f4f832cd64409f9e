/**
 * Menus that scale: a group with more pages than its menus show lists the
 * first ones, then a link to the group's column on the site map page, which
 * lists every page; a service page's "More in" box shows the pages after it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { MENU_LIMIT } from '../../templates/layout/nav';
import { copyFixture, PROJECT_ROOT, type FixtureSite, SITE_MAP_PAGE } from '../support/fixture';

const EXTRA = 10;
/** The group's pages in menu order: audit (order 1), tax (2), then the extra ones. */
const ROUTES = [
  '/advice/audit',
  '/advice/tax',
  ...Array.from({ length: EXTRA }, (_, index) => `/advice/extra-${index + 3}`),
];
let site: FixtureSite;

const read = (route: string) => readFile(path.join(site.outDir, route.slice(1), 'index.html'), 'utf8');
const hrefsIn = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
/** The HTML from the element with this id to the end of its list. */
const listAfter = (html: string, marker: string) =>
  html.slice(html.indexOf(marker), html.indexOf('</ul>', html.indexOf(marker)));

beforeAll(async () => {
  site = await copyFixture();
  for (let order = 3; order < 3 + EXTRA; order += 1) {
    await site.write(
      `pages/advice/extra-${order}.md`,
      `---\ntitle: Extra ${order}\ndescription: Extra page ${order}.\norder: ${order}\n---\nText.\n`,
    );
  }
  await site.write('pages/site-map.md', SITE_MAP_PAGE);
  await buildSite({ root: PROJECT_ROOT, contentDir: site.contentDir, outDir: site.outDir, year: 2031 });
});
afterAll(async () => {
  await site.remove();
});

describe('a group with more pages than its menus show', () => {
  it('lists the first pages in the drop-down and the mobile menu, then the group on the site map page', async () => {
    const html = await read('/about');
    const expected = [...ROUTES.slice(0, MENU_LIMIT), '/site-map#advice'];
    expect(hrefsIn(listAfter(html, 'id="nav-advice-menu"'))).toEqual(expected);
    expect(hrefsIn(listAfter(html, 'id="mobile-advice"'))).toEqual(expected);
    expect(html).toContain('>All Advice services</a>');
    // The header island reads its menu back from this HTML: its props carry none of it.
    const props = html.match(/data-island="SiteHeader" data-when="load" data-props="([^"]+)"/)?.[1] ?? '';
    expect(props).toContain('currentGroup');
    expect(props).not.toContain('/advice/');
  });

  it('lists every page of the group in its column of the site map page, which the menu links to', async () => {
    const html = await read('/site-map');
    expect(hrefsIn(listAfter(html, 'id="advice"'))).toEqual(ROUTES);
  });

  it('shows the pages that follow a page in its "More in" box, wrapping round, then the whole group', async () => {
    const last = ROUTES.length - 1;
    const html = await read(ROUTES[last]!);
    const related = hrefsIn(listAfter(html, 'id="related-heading"'));
    expect(related).toEqual([...ROUTES.slice(0, MENU_LIMIT), '/site-map#advice']);
    const middle = await read(ROUTES[5]!);
    expect(hrefsIn(listAfter(middle, 'id="related-heading"'))).toEqual([
      ...ROUTES.slice(6),
      ...ROUTES.slice(0, 2),
      '/site-map#advice',
    ]);
  });

  it('marks the group in the header on every page of the group, listed in its menu or not', async () => {
    /** The class of the group's button in the wide-screen header and in the menu of narrow screens. */
    const groupButtons = (html: string) =>
      ['nav-advice-menu', 'mobile-advice'].map(
        (controls) => html.match(new RegExp(`aria-controls="${controls}" class="([^"]+)"`))?.[1] ?? '',
      );
    for (const route of [ROUTES[0]!, ROUTES[MENU_LIMIT]!, ROUTES[ROUTES.length - 1]!]) {
      for (const className of groupButtons(await read(route))) expect(className, route).toContain('text-brand-800');
    }
    for (const className of groupButtons(await read('/about'))) expect(className).not.toContain('text-brand-800');
  });

  it('links the group in the breadcrumbs to its column of the site map page', async () => {
    expect(await read(ROUTES[ROUTES.length - 1]!)).toContain('<a href="/site-map#advice"');
  });
});
