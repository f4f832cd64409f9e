/**
 * The index a build leaves for the next: the pages it copied, as they
 * were kept, and the pages it rendered and kept, each with its reads, in
 * one table; and every file's load.
 */
import type { KeptPages, PageIds } from '../render/render-messages';
import type { StyleSources } from '../render/first-screen';
import type { PagePlan } from './plan';
import { ReadsTable, readsOfTable } from './reads-table';
import { PAGE_CACHE_FORMAT, type CachedLoad, type CachedPage, type CacheIndex } from './site-cache';

export interface BuiltPages {
  renderKey: string;
  loadKey: string;
  statedAt: number;
  loads: Map<string, CachedLoad>;
  plan: PagePlan;
  kept: KeptPages;
  /** Policy sources of the rendered pages' inline styles, by route. */
  styleSources: StyleSources;
  /** The ids of the rendered pages, read from their HTML, by route. */
  ids: PageIds;
  pageHashes: ReadonlyMap<string, string>;
}

export function nextCacheIndex(built: BuiltPages): CacheIndex {
  // Nothing copied (a cold build): the rendered pages' table serves as it is, their sets numbered as they came.
  const asRendered = built.plan.copy.length === 0;
  const table = new ReadsTable();
  const pages = new Map<string, CachedPage>();
  for (const { route, cached } of built.plan.copy)
    pages.set(route, { ...cached, reads: table.add(built.plan.readSets[cached.reads]!) });
  const renderedReads = asRendered ? [] : readsOfTable(built.kept.reads);
  const sources = new Map(built.styleSources);
  const ids = new Map(built.ids);
  for (const page of built.kept.pages) {
    const pageHash = built.pageHashes.get(page.route);
    const pageIds = ids.get(page.route);
    if (!page.stored || pageHash === undefined || !pageIds) continue;
    pages.set(page.route, {
      file: page.file,
      stored: page.stored,
      pageHash,
      reads: asRendered ? page.reads : table.add(renderedReads[page.reads]!),
      styleSource: sources.get(page.route),
      ids: pageIds,
    });
  }
  return {
    format: PAGE_CACHE_FORMAT,
    statedAt: built.statedAt,
    renderKey: built.renderKey,
    pages,
    reads: asRendered ? built.kept.reads : table.stored,
    loadKey: built.loadKey,
    loads: built.loads,
  };
}
