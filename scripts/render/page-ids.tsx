/**
 * The ids a page has, read from the page as the templates render it: its
 * layout's (the skip link's #main, the menus'), its blocks' sections and
 * fields, its Markdown headings'. Links that end in #… are checked against
 * them, and a heading whose id another part of the page has is refused
 * (content/links/section-links.ts), so the check and the page never disagree.
 *
 * A build reads them from the pages it writes (idsOfPieces). The check and
 * the dev server, which write no page, render each page for them here, as
 * the shared-chrome renderer does: the chrome once per site, each page's
 * content apart, kept while its data is the same object (the dev server's
 * content cache keeps an unchanged file's data).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext } from '../../templates/context';
import { SiteLayout } from '../../templates/layout/SiteLayout';
import { PageContent } from '../../templates/pages/PageView';
import type { Picture } from '../../templates/model/blocks/picture';
import type { PreparedPicture } from '../../templates/model/picture-files';
import type { Page, SiteModel } from '../content/model';
import { decodeEntities } from '../verify/page-addresses';
import { contextOf } from './render';

/** Every id of an HTML text, in order, each as often as it appears. */
export function idsInHtml(html: string): string[] {
  const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''));
  // Copied apart from the HTML: a piece cut from a text stays a view of the whole text, so the ids of every page,
  // kept until the last page is written, would keep every page's HTML (about 100 MB at 4,000 pages).
  return structuredClone(ids);
}

/** The ids of a page written as pieces (shared-chrome.tsx); a piece of bytes is read once for every page that has it. */
export function idsOfPieces(
  pieces: ReadonlyArray<string | Uint8Array>,
  read: Map<Uint8Array, string[]> = new Map(),
): string[] {
  return pieces.flatMap((piece) => {
    if (typeof piece === 'string') return idsInHtml(piece);
    let ids = read.get(piece);
    if (!ids) {
      ids = idsInHtml(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).toString('utf8'));
      read.set(piece, ids);
    }
    return ids;
  });
}

/** Where the page's content goes in the chrome. */
const SLOT = '\u0000page-ids\u0000';
/** Pictures and assets do not give ids: stand-ins, as the check makes no picture. */
const standInPicture = (picture: Picture): PreparedPicture => ({
  avif: [],
  webp: [],
  fallback: `/${picture.source}`,
});
const STAND_IN_ASSETS = { css: '/site.css', boot: '/boot.js', preloadsFor: () => [] };

/** Renders the pages of one model for their ids: the chrome once, each page's content apart. */
export function createIdReader(model: SiteModel): (page: Page) => string[] {
  let chrome: string[] | undefined;
  // What a page's content reads of the rest of the site and that can give ids: its group's pages (the side
  // column of related pages), the groups (the site map's columns).
  const siteKey = JSON.stringify([
    model.siteMapRoute,
    model.groups.map((group) => [group.id, group.pages.map((page) => page.route)]),
  ]);
  return (page) => {
    const context = contextOf({ model, assets: STAND_IN_ASSETS, year: 2000, picture: standInPicture }, page);
    chrome ??= idsInHtml(
      renderToStaticMarkup(
        <SiteContext.Provider value={context}>
          <SiteLayout>{SLOT}</SiteLayout>
        </SiteContext.Provider>,
      ),
    );
    let content = contentIds.get(page.data);
    if (!content || content.siteKey !== siteKey || content.route !== page.route) {
      content = {
        siteKey,
        route: page.route,
        ids: idsInHtml(
          renderToStaticMarkup(
            <SiteContext.Provider value={context}>
              <PageContent />
            </SiteContext.Provider>,
          ),
        ),
      };
      contentIds.set(page.data, content);
    }
    return [...chrome, ...content.ids];
  };
}

/** Each page's content ids by its data (the dev server's content cache keeps an unchanged file's data). */
const contentIds = new WeakMap<object, { siteKey: string; route: string; ids: string[] }>();
