/**
 * A page as a render sees it when another thread loaded it: its header
 * only. Templates may read another page's title, labels, route and
 * description; reading its content throws, naming the page. The page
 * cache checks what a render read against pages of the same shape.
 */
import type { Page, PageHeader } from '../content/model';

export function pageHeaderOnly(summary: PageHeader): Page {
  const { route, file, group, layout, title, navLabel, description } = summary;
  const elsewhere = (): never => {
    throw new Error(
      `A template read the content of ${route} while rendering another page; templates may read another page's title, labels, route and description only.`,
    );
  };
  return Object.defineProperties({ route, file, group, layout, title, navLabel, description } as Page, {
    data: { get: elsewhere, enumerable: false },
    body: { get: elsewhere, enumerable: false },
  });
}
