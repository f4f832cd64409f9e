/**
 * A page as a render sees it when another thread loaded it: its header
 * only. Templates may read another page's title, labels, route and
 * description; reading its content throws, naming the page. The page
 * cache checks what a render read against pages of the same shape.
 */
import type { Page, PageHeader } from '../content/model';

/** The header's fields of a page or summary, and no more: what every thread may know of a page. */
export function headerOf({ route, file, group, layout, title, navLabel, description }: PageHeader): PageHeader {
  return { route, file, group, layout, title, navLabel, description };
}

export function pageHeaderOnly(summary: PageHeader): Page {
  const { route } = summary;
  const elsewhere = (): never => {
    throw new Error(
      `A template read the content of ${route} while rendering another page; templates may read another page's title, labels, route and description only.`,
    );
  };
  return Object.defineProperties(headerOf(summary) as Page, {
    data: { get: elsewhere, enumerable: false },
    body: { get: elsewhere, enumerable: false },
  });
}
