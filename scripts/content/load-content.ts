/**
 * Loads and validates everything in content/ into the site model.
 * Collects every problem of every file before failing, so an editor sees
 * all mistakes of a run at once.
 *
 * Loading is in steps a large build spreads over threads: site.yaml is
 * read first; the files of content/pages are loaded in shares, each into
 * full pages (kept by the thread that renders them) and their summaries;
 * the summaries are put together into the site's index, where the checks
 * across files run. loadContentReadingIds does every step in this thread.
 * Here: the steps and what they share; load-pages.ts loads a share of the
 * pages, site-index.ts puts the index together.
 */
import path from 'node:path';
import type { GroupData } from '../../templates/model/group';
import { ownSiteOf } from '../../templates/model/own-site';
import { siteSchema, type Site } from '../../templates/model/site';
import { basePathOf } from '../../templates/model/url';
import { ContentError, isWarning, type ContentProblem } from '../problems/errors';
import { listPageFiles } from '../shared/files';
import type { ContentCache } from './content-cache';
import { exactFiles } from './files/exact-files';
import { missingFile } from './files/file-problems';
import { pictureSourceProblems } from './files/picture-sources';
import { displayPath, readSource, readSourceForMessages, validateCached, type ReadSource } from './files/read-source';
import { fieldLinkProblems } from './links/field-links';
import { invalidSiteOf, type InvalidSite } from './links/invalid-site';
import type { RefusedPage } from './links/refused-page';
import { sectionLinkProblems } from './links/section-links';
import { RenderedIds } from './links/rendered-ids';
import { loadPageShare } from './load-pages';
import type { LoadedSiteModel, Page, PageHeader, PageSummary, SiteIndex, SiteIndexOf } from './model';
import { pageDefaults } from './page-header';
import { collectIndex } from './site-index';
import type { ContentSource } from './yaml/source';

export { loadPageShare } from './load-pages';
export { pageDefaults, routeOf, type PageDefaults } from './page-header';

export interface LoadOptions {
  /** Folder holding site.yaml and pages/. */
  contentDir: string;
  /** Folder of static files, to check links to them. */
  publicDir: string;
  /** Project root; file names in messages are relative to it. */
  root: string;
  /** Overrides site.url (from the SITE_URL environment variable). */
  siteUrl?: string | undefined;
  /** Overrides forms.endpoint (from the FORMS_ENDPOINT environment variable), e.g. a local form service in tests. */
  formsEndpoint?: string | undefined;
  /** Reuses files parsed and validated by an earlier load whose text is unchanged (the dev server's). */
  cache?: ContentCache;
  /** Keeps pages with `draft: true` (the dev server shows them); a build leaves them out. */
  includeDrafts?: boolean | undefined;
}

/** site.yaml, read and checked. */
export interface SiteFile {
  site: Site | undefined;
  source: ContentSource | undefined;
  problems: ContentProblem[];
  /** When the schema refused the file: what can still be checked in it (links/invalid-site.ts). */
  invalid?: InvalidSite | undefined;
}

/** A file of content/pages, loaded; P is the page itself or its summary. */
export type LoadedFile<P> =
  | { kind: 'group'; folder: string; data: GroupData | undefined; problems: ContentProblem[] }
  | {
      kind: 'page';
      page: P | undefined;
      problems: ContentProblem[];
      route?: string;
      /** A page that will not be built: what the checks across files still read of it. */
      refused?: RefusedPage | undefined;
    }
  /** A file that is no page: `leftover` says what it is when a tool left it (leftover-files.ts), a warning only. */
  | { kind: 'other'; file: string; leftover?: string | undefined };

/**
 * How the ids of a page are read as the templates render it: render/page-ids.tsx's, passed in by the stage
 * above (render/load-checked-content.ts), which the content stage does not import.
 */
export type IdReaderOf = (model: LoadedSiteModel) => (page: Page) => readonly string[];

/** Every step in this thread, and the links that end in #… checked against the pages as `idReaderOf` reads them. */
export async function loadContentReadingIds(options: LoadOptions, idReaderOf: IdReaderOf): Promise<LoadedSiteModel> {
  const siteFile = readSiteFile(options);
  const pages = new Map<string, Page>();
  const loaded = loadPageShare(await listPageFiles(options.contentDir), options, pageDefaults(siteFile.site), pages);
  // The pictures' files decoded, as the build will (the build itself reports them as it makes the images).
  const pictures = await pictureSourceProblems(
    options.contentDir,
    loaded.flatMap((entry) => (entry.kind === 'page' && entry.page ? [entry.page] : [])),
    (file) => readSourceForMessages({ ...options, contentDir: options.root }, file),
    exactFiles(path.join(options.contentDir, 'images')).exists,
  );
  const { index, problems } = collectIndex(options, siteFile, loaded, pictures);
  if (!index) throwOnErrors(problems);
  const model = modelOf(index!, (summary) => pages.get(summary.route)!);
  // The links that end in #…, against each page as the templates render it: in the same run as every other problem.
  const idsOf = idReaderOf(model);
  const rendered = new Map(
    [...model.pages, ...(model.notFound ? [model.notFound] : [])].flatMap((page) => {
      try {
        return [[page.route, RenderedIds.of(idsOf(page))] as const];
      } catch {
        // A page the templates cannot render is the build's to report, with its route.
        return [];
      }
    }),
  );
  problems.push(...sectionProblems(options, index!, (route) => rendered.get(route), siteFile.source));
  throwOnErrors(problems);
  return { ...model, warnings: problems.filter(isWarning) };
}

/**
 * The build's check of the links that end in #…, against the pages it rendered; throws a ContentError on a mistake.
 * The links are those of the index, as the load read them: site.yaml and the pages are read again only to show
 * where a mistake is.
 */
export function checkRenderedSections(
  options: LoadOptions,
  index: SiteIndex,
  ids: ReadonlyMap<string, RenderedIds>,
): void {
  throwOnErrors(sectionProblems(options, index, (route) => ids.get(route)));
}

function sectionProblems(
  options: LoadOptions,
  index: SiteIndex,
  idsOf: (route: string) => RenderedIds | undefined,
  /** site.yaml as the load read it, when at hand. */
  siteSource?: ContentSource | undefined,
): ContentProblem[] {
  const sourceOf = (file: string) => readSourceForMessages({ ...options, contentDir: options.root }, file);
  return sectionLinkProblems({
    pages: index.notFound ? [...index.pages, index.notFound] : index.pages,
    site: { links: index.siteLinks, source: () => siteSource ?? readSourceForMessages(options, 'site.yaml') },
    idsOf,
    base: basePathOf(index.site.url),
    sourceOf,
  });
}

export function readSiteFile(options: LoadOptions): SiteFile {
  let read: ReadSource;
  try {
    read = readSource(options, 'site.yaml');
  } catch {
    return {
      site: undefined,
      source: undefined,
      problems: [missingFile(displayPath(options.root, path.join(options.contentDir, 'site.yaml')))],
    };
  }
  if ('problem' in read) return { site: undefined, source: undefined, problems: [read.problem] };
  const { source } = read;
  const result = validateCached(options, source, siteSchema);
  return result.ok
    ? {
        site: result.data,
        source,
        problems: fieldLinkProblems(source, result.data, ownSiteOf([result.data.url, options.siteUrl])),
      }
    : invalidSiteFile(source, result.problems, options.siteUrl);
}

/** A site.yaml the schema refused: its mistakes, and those of what can still be checked in it. */
function invalidSiteFile(
  source: ContentSource,
  schemaProblems: ContentProblem[],
  siteUrl: string | undefined,
): SiteFile {
  const invalid = invalidSiteOf(source, schemaProblems, siteUrl);
  return { site: undefined, source, problems: [...schemaProblems, ...(invalid?.linkSlips ?? [])], invalid };
}

/**
 * Puts the loaded files together in order, and runs the checks across files
 * over every file that could be read; throws a ContentError with every
 * problem (its warnings after them). Without `includeDrafts`, drafts are
 * left out of the index: no page, no menus, no site map, no sitemap.xml.
 */
export function indexSite(
  options: LoadOptions,
  siteFile: SiteFile,
  files: ReadonlyArray<LoadedFile<PageSummary>>,
  /** Problems found apart, reported with the others: the pictures' files (pictureSourceProblems). */
  pictureProblems: readonly ContentProblem[] = [],
): SiteIndex {
  const { index, problems } = collectIndex(options, siteFile, files, pictureProblems);
  throwOnErrors(problems);
  return index!;
}

/** Throws a ContentError with every problem (its warnings after them) when one of them is an error. */
function throwOnErrors(problems: readonly ContentProblem[]): void {
  const errors = problems.filter((problem) => !isWarning(problem));
  if (errors.length > 0) throw new ContentError([...errors, ...problems.filter(isWarning)]);
}

/** The site model of an index, each page from `pageOf`: one object per page, wherever the model lists it. */
export function modelOf<Summary extends PageHeader>(
  index: SiteIndexOf<Summary>,
  pageOf: (summary: Summary) => Page,
): LoadedSiteModel {
  const made = new Map<string, Page>();
  const page = (summary: Summary) => {
    let found = made.get(summary.route);
    if (!found) {
      found = pageOf(summary);
      made.set(summary.route, found);
    }
    return found;
  };
  return {
    site: index.site,
    groups: index.groups.map((group) => ({ ...group, pages: group.pages.map(page) })),
    pages: index.pages.map(page),
    notFound: index.notFound && page(index.notFound),
    siteMapRoute: index.siteMapRoute,
    addresses: index.addresses,
    warnings: index.warnings,
  };
}
