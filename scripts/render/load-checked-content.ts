/**
 * The content loaded in one thread, as the check, the dev server and the web editor's backend load it: every
 * file read and checked, and the links that end in #… checked against each page as the templates render it
 * (page-ids.tsx). Here, above the content stage, because reading those ids renders the pages.
 */
import { loadContentReadingIds, type LoadOptions } from '../content/load-content';
import type { LoadedSiteModel } from '../content/model';

export async function loadContent(options: LoadOptions): Promise<LoadedSiteModel> {
  // Loaded when first needed: the templates and React are not a cost of importing this module.
  const { createIdReader } = await import('./page-ids');
  return loadContentReadingIds(options, createIdReader);
}
