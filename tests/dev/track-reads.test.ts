/**
 * The record of what a render read from the model, which decides what an
 * edit re-renders: a change to something read makes the page stale, a
 * change to anything else does not.
 */
import { describe, expect, it } from 'vitest';
import type { Page, SiteModel } from '../../scripts/content/model';
import { readsChecker, trackReads, type Reads } from '../../scripts/render/track-reads';

function page(route: string, title: string, extra: Partial<Page['data']> = {}): Page {
  return {
    route,
    file: `content/pages${route}.md`,
    group: undefined,
    layout: 'page',
    title,
    navLabel: title,
    description: `About ${title}`,
    data: { order: 100, enquire: true, og: {}, sitemap: true, blocks: [], ...extra } as Page['data'],
    body: `Body of ${title}`,
  };
}

function model(
  pages: Page[],
  site: Record<string, unknown> = { name: 'Co', navigation: { header: [{ label: 'A', href: '/a' }, { group: 'g' }] } },
): SiteModel {
  return {
    site: site as unknown as SiteModel['site'],
    groups: [],
    pages,
    notFound: undefined,
    siteMapRoute: undefined,
  };
}

/** Runs a "render" against the tracked model and returns what it read. */
function readsOf(base: SiteModel, route: string, render: (model: SiteModel, page: Page) => unknown): Reads {
  const own = base.pages.find((candidate) => candidate.route === route)!;
  const tracked = trackReads(base, own);
  render(tracked.model, tracked.page);
  return tracked.reads;
}

const clone = <T>(value: T): T => structuredClone(value);

describe('the reads of a render', () => {
  const base = model([page('/', 'Home'), page('/a', 'A'), page('/b', 'B')]);
  const menu = (m: SiteModel) => m.pages.map((candidate) => candidate.navLabel).join(',');

  it('make the page stale when another page it lists changes its label, not its body', () => {
    const reads = readsOf(base, '/a', menu);
    const bodyEdit = clone(base);
    bodyEdit.pages[2]!.body = 'New body';
    expect(readsChecker(bodyEdit)(reads)).toBe(true);
    const labelEdit = clone(base);
    labelEdit.pages[2]!.navLabel = 'Bee';
    expect(readsChecker(labelEdit)(reads)).toBe(false);
  });

  it('make it stale when a page is added to a list it went through', () => {
    const reads = readsOf(base, '/a', menu);
    expect(readsChecker(model([...clone(base).pages, page('/c', 'C')]))(reads)).toBe(false);
  });

  it('do not record the rendered page itself (any change to it re-renders it anyway)', () => {
    const reads = readsOf(base, '/a', (_m, own) => `${own.title} ${own.body} ${own.data.blocks.length}`);
    expect([...reads.ids]).toEqual([]);
  });

  it('note what was absent, so adding it makes the page stale', () => {
    const reads = readsOf(base, '/a', (m) => m.pages[2]!.data.heading ?? 'none');
    const edit = clone(base);
    edit.pages[2]!.data.heading = 'Now set';
    expect(readsChecker(edit)(reads)).toBe(false);
  });

  it('note "in" checks and key lists, as menus of links and groups use them', () => {
    const header = (m: SiteModel) =>
      m.site.navigation.header.map((item) => ('group' in item ? `group ${item.group}` : Object.keys(item).join('+')));
    const reads = readsOf(base, '/a', header);
    const edit = clone(base);
    (edit.site.navigation.header as unknown[])[0] = { group: 'h' };
    expect(readsChecker(edit)(reads)).toBe(false);
    expect(readsChecker(clone(base))(reads)).toBe(true);
  });

  it('follow a page by its route when the list is reordered', () => {
    const find = (m: SiteModel) => m.pages.find((candidate) => candidate.route === '/b')?.title;
    const reads = readsOf(base, '/a', find);
    const reordered = model([clone(base).pages[2]!, clone(base).pages[0]!, clone(base).pages[1]!]);
    // The list was walked in order, so its order was read; a reorder is a change.
    expect(readsChecker(reordered)(reads)).toBe(false);
    const retitled = clone(base);
    retitled.pages[2]!.title = 'Bee';
    expect(readsChecker(retitled)(reads)).toBe(false);
    const otherBody = clone(base);
    otherBody.pages[2]!.body = 'x';
    expect(readsChecker(otherBody)(reads)).toBe(true);
  });

  it('read a list of pages as one value, and no page by its own route', () => {
    const reads = readsOf(base, '/a', (m) => m.pages.map((candidate) => `${candidate.route} ${candidate.navLabel}`));
    // The list once (not its length, and each item's presence and value), and the other two pages' labels.
    expect([...reads.ids].map((id) => reads.table.keys[id])).toEqual([
      '["get","pages"]',
      '["list","pages"]',
      '["get","page:/","navLabel"]',
      '["get","page:/b","navLabel"]',
    ]);
    const reordered = model([clone(base).pages[0]!, clone(base).pages[2]!, clone(base).pages[1]!]);
    expect(readsChecker(reordered)(reads)).toBe(false);
    expect(readsChecker(model(clone(base).pages.slice(0, 2)))(reads)).toBe(false);
    expect(readsChecker(clone(base))(reads)).toBe(true);
  });

  it('leave values and JSON output unchanged', () => {
    const own = base.pages[1]!;
    const tracked = trackReads(base, own);
    expect(JSON.stringify(tracked.model)).toBe(JSON.stringify(base));
    expect(tracked.model.pages[1]).toBe(tracked.page);
    expect(tracked.model.pages.filter((candidate) => candidate === tracked.page)).toHaveLength(1);
  });
});
