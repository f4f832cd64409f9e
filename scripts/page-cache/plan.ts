/**
 * Which pages of a build are copied from the page cache and which are
 * rendered. A page is copied when the cache holds it with the same render
 * key, the same page (its hash), the same file, and when everything its
 * last render read still reads the same: the site's settings, the groups,
 * the other pages' headers it used, the pictures it took (track-reads.ts).
 * Any doubt renders it.
 */
import path from 'node:path';
import type { PageSummary, SiteIndex, SiteModel } from '../content/model';
import { pageFiles } from '../output/output';
import type { PreparedPicture } from '../assets/prepared-pictures';
import { pageHeaderOnly } from '../render/page-header-only';
import { readsChecker, type Reads } from '../render/track-reads';
import { readsOfTable } from './reads-table';
import { PAGE_CACHE_NAME, type CachedPage, type SiteCache } from './site-cache';
import { changedSinceKept } from './copy-pages';

export interface PagePlan {
  /** Pages copied from the cache, by route. */
  copy: Array<{ route: string; cached: CachedPage }>;
  /** Routes of the pages rendered. */
  render: string[];
  /** The reads of the last build's table, by number: the copied pages keep theirs. */
  readSets: Reads[];
}

export interface PlanInputs {
  cache: SiteCache;
  index: SiteIndex;
  renderKey: string;
  /** Each page's hash, by route. */
  pageHashes: ReadonlyMap<string, string>;
  pictures: ReadonlyMap<string, PreparedPicture>;
  /** The site model of an index, its pages as headers (modelOf of load-content.ts). */
  modelOf: (index: SiteIndex, pageOf: (summary: PageSummary) => SiteModel['pages'][number]) => SiteModel;
  log: (line: string) => void;
}

export async function planPages(inputs: PlanInputs): Promise<PagePlan> {
  const { cache, index } = inputs;
  const files = pageFiles(index);
  const everything: PagePlan = { copy: [], render: files.map(({ page }) => page.route), readSets: [] };
  const old = cache.index;
  if (!old || old.renderKey !== inputs.renderKey) return everything;
  let readSets: Reads[];
  try {
    readSets = readsOfTable(old.reads);
  } catch {
    inputs.log(
      `${PAGE_CACHE_NAME} is damaged (its record of what pages read): building every page, and keeping a new one.`,
    );
    return everything;
  }
  const unchanged = readsChecker(inputs.modelOf(index, pageHeaderOnly), {
    picture: (key) => JSON.stringify(inputs.pictures.get(key)) ?? 'undefined',
  });
  const plan: PagePlan = { copy: [], render: [], readSets };
  for (const { page, file } of files) {
    const cached = old.pages.get(page.route);
    const reads = cached && readSets[cached.reads];
    if (
      cached &&
      reads &&
      cached.file === file &&
      cached.pageHash === inputs.pageHashes.get(page.route) &&
      unchanged(reads)
    )
      plan.copy.push({ route: page.route, cached });
    else plan.render.push(page.route);
  }
  const damaged = firstChanged(plan.copy, cache.htmlDir);
  if (damaged) {
    inputs.log(
      `${PAGE_CACHE_NAME} is damaged (the copy of ${damaged} changed or is missing since it was kept): building every page, and keeping a new one.`,
    );
    return everything;
  }
  return plan;
}

/**
 * The route of the first copy whose file is not as it was kept (edited in place through the output's link, or
 * removed). Stated one after the other, synchronously: a promise for each of 4,000 files cost more than the calls.
 */
function firstChanged(copy: PagePlan['copy'], htmlDir: string): string | undefined {
  return copy.find(({ cached }) => changedSinceKept(path.join(htmlDir, cached.stored.name), cached.stored))?.route;
}
