/**
 * Loads and validates everything in content/ into the site model.
 * Collects every problem of every file before failing, so an editor sees
 * all mistakes of a run at once.
 *
 * Loading is in steps a large build spreads over threads: site.yaml is
 * read first; the files of content/pages are loaded in shares, each into
 * full pages (kept by the thread that renders them) and their summaries;
 * the summaries are put together into the site's index, where the checks
 * across files run. loadContent does every step in this thread.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { z } from 'zod';
import { ownSiteOf, type OwnSite } from '../../templates/model/own-site';
import path from 'node:path';
import { groupSchema, type GroupData } from '../../templates/model/group';
import { pageSchema } from '../../templates/model/page';
import { siteSchema, type Site } from '../../templates/model/site';
import { codeFrame } from '../problems/code-frame';
import { checkReferences, internalLinks } from './check-references';
import { contentWarnings } from './content-warnings';
import { exactFiles } from './exact-files';
import { sectionLinkProblems } from './section-links';
import { basePathOf } from '../../templates/model/url';
import { fieldLinkProblems } from './field-links';
import { invalidSiteOf, type InvalidSite } from './invalid-site';
import { notUtf8, type NotUtf8 } from './text-encoding';
import { pictureSourceProblems } from './picture-sources';
import { headingsOf, markdownLinksOf, markdownProblems, markdownTextsOf } from './markdown-checks';
import type { ContentCache } from './content-cache';
import { ContentError, isWarning, type ContentProblem } from '../problems/errors';
import { nameMistake, routeStaysInside, slugOf, type NameContext, type NameMistake } from './file-names';
import { listPageFiles, toPosix } from '../shared/files';
import { leftoverHint, leftoverKind } from './leftover-files';
import { picturesIn } from './pictures';
import type { LoadedSiteModel, Page, PageSummary, SiteIndex } from './model';
import { pageDefaults, pageOf, routeOf, type PageDefaults } from './page-header';
import { parseContentSource, positionOf, type ContentSource } from './source';
import { locateOffset } from './locate';
import { validateSource, type Validation } from './validate';

/** Sorts as String.prototype.localeCompare does, without making a collator per comparison. */
const collator = new Intl.Collator();

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
  /** When the schema refused the file: what can still be checked in it (invalid-site.ts). */
  invalid?: InvalidSite | undefined;
}

/** A file of content/pages, loaded; P is the page itself or its summary. */
export type LoadedFile<P> =
  | { kind: 'group'; folder: string; data: GroupData | undefined; problems: ContentProblem[] }
  | { kind: 'page'; page: P | undefined; problems: ContentProblem[]; route?: string }
  /** A file that is no page: `leftover` says what it is when a tool left it (leftover-files.ts), a warning only. */
  | { kind: 'other'; file: string; leftover?: string | undefined };

export async function loadContent(options: LoadOptions): Promise<LoadedSiteModel> {
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
  const { createIdReader } = await import('../render/page-ids');
  const idsOf = createIdReader(model);
  const rendered = new Map(
    [...model.pages, ...(model.notFound ? [model.notFound] : [])].flatMap((page) => {
      try {
        return [[page.route, idsOf(page)] as const];
      } catch {
        // A page the templates cannot render is the build's to report, with its route.
        return [];
      }
    }),
  );
  problems.push(...sectionProblems(options, index!, siteFile, (route) => rendered.get(route)));
  throwOnErrors(problems);
  return { ...model, warnings: problems.filter(isWarning) };
}

/** The build's check of the links that end in #…, against the pages it rendered; throws a ContentError on a mistake. */
export function checkRenderedSections(
  options: LoadOptions,
  index: SiteIndex,
  ids: ReadonlyMap<string, readonly string[]>,
): void {
  throwOnErrors(sectionProblems(options, index, readSiteFile(options), (route) => ids.get(route)));
}

function sectionProblems(
  options: LoadOptions,
  index: SiteIndex,
  siteFile: SiteFile,
  idsOf: (route: string) => readonly string[] | undefined,
): ContentProblem[] {
  const sourceOf = (file: string) => readSourceForMessages({ ...options, contentDir: options.root }, file);
  const { site, source } = siteFile;
  return sectionLinkProblems({
    pages: index.notFound ? [...index.pages, index.notFound] : index.pages,
    site: site && source && { links: internalLinks(site, ownSiteOf([site.url, options.siteUrl])), source },
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
  const result = validate(options, source, siteSchema);
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

/** Reads and checks files of content/pages (paths relative to it). */
export function loadPageFiles(
  files: readonly string[],
  options: LoadOptions,
  defaults: PageDefaults,
): Array<LoadedFile<Page>> {
  const names = nameContext(options);
  // Read at once: content files are small, and reading them one by one through the thread pool costs several times more.
  return files.map((file): LoadedFile<Page> => {
    const leftover = leftoverKind(path.posix.basename(file));
    if (leftover)
      return {
        kind: 'other',
        file: displayPath(options.root, path.resolve(options.contentDir, 'pages', file)),
        leftover,
      };
    const isGroup = path.posix.basename(file) === '_group.yaml';
    if (!isGroup && !file.endsWith('.md'))
      return { kind: 'other', file: displayPath(options.root, path.resolve(options.contentDir, 'pages', file)) };
    const mistake = nameMistake(file, names);
    if (mistake) {
      const problem = fileNameProblem(
        displayPath(options.root, path.resolve(options.contentDir, 'pages', file)),
        mistake,
      );
      return isGroup
        ? { kind: 'group', folder: path.posix.dirname(file), data: undefined, problems: [problem] }
        : { kind: 'page', page: undefined, problems: [problem] };
    }
    const read = readSource(options, `pages/${file}`);
    if ('problem' in read) {
      return isGroup
        ? { kind: 'group', folder: path.posix.dirname(file), data: undefined, problems: [read.problem] }
        : { kind: 'page', page: undefined, problems: [read.problem] };
    }
    return loadPageFile(file, read.source, options, defaults);
  });
}

/** What file names are checked against: the names at the top of public/, and the folders that are groups. */
function nameContext(options: LoadOptions): NameContext {
  let publicNames: Set<string>;
  try {
    publicNames = new Set(readdirSync(options.publicDir));
  } catch {
    publicNames = new Set();
  }
  const groups = new Map<string, boolean>();
  return {
    publicNames,
    hasGroupFile: (folder) => {
      let known = groups.get(folder);
      if (known === undefined) {
        known = existsSync(path.join(options.contentDir, 'pages', folder, '_group.yaml'));
        groups.set(folder, known);
      }
      return known;
    },
  };
}

/** Loads a share of content/pages: its pages go into `pages` by route, and come back as summaries. */
export function loadPageShare(
  files: readonly string[],
  options: LoadOptions,
  defaults: PageDefaults,
  pages: Map<string, Page>,
): Array<LoadedFile<PageSummary>> {
  return loadPageFiles(files, options, defaults).map((entry, index): LoadedFile<PageSummary> => {
    if (entry.kind !== 'page') return entry;
    // The route of a page that could not be read: links to it are not reported as broken.
    if (!entry.page)
      return { kind: 'page', page: undefined, problems: entry.problems, route: routeOf(files[index] ?? '') };
    pages.set(entry.page.route, entry.page);
    return { kind: 'page', page: summaryOf(entry.page, ownSiteOfPages(options, defaults)), problems: entry.problems };
  });
}

function loadPageFile(
  file: string,
  source: ContentSource,
  options: LoadOptions,
  defaults: PageDefaults,
): LoadedFile<Page> {
  const folder = path.posix.dirname(file);
  if (path.posix.basename(file) === '_group.yaml') {
    const result = validate(options, source, groupSchema);
    return result.ok
      ? { kind: 'group', folder, data: result.data, problems: [] }
      : { kind: 'group', folder, data: undefined, problems: result.problems };
  }
  if (!file.endsWith('.md')) return { kind: 'other', file: source.file };
  const withoutFrontMatter = frontMatterProblem(source);
  if (withoutFrontMatter) return { kind: 'page', page: undefined, problems: [withoutFrontMatter] };
  const route = routeOf(file);
  if (!routeStaysInside(route))
    return { kind: 'page', page: undefined, problems: [fileNameProblem(source.file, outsideMistake(route))] };
  const result = validate(options, source, pageSchema);
  if (!result.ok) return { kind: 'page', page: undefined, problems: result.problems };
  const page = pageOf({ file, displayFile: source.file, data: result.data, body: source.body }, defaults);
  const own = ownSiteOfPages(options, defaults);
  const problems = [
    ...fieldLinkProblems(source, result.data, own),
    ...markdownProblems(source, markdownTextsOf(result.data, page.body), route, own),
  ];
  if (problems.some((problem) => !isWarning(problem))) return { kind: 'page', page: undefined, problems };
  return { kind: 'page', page, problems };
}

/** The blocks that open a page with its heading (templates/blocks: isHero). */
const BANNERS: ReadonlySet<string> = new Set(['home-hero', 'page-hero']);

/** The site's own hosts, as the pages' links are read against them: site.yaml's url, and SITE_URL. */
function ownSiteOfPages(options: LoadOptions, defaults: PageDefaults): OwnSite {
  return ownSiteOf([defaults.siteAddress, options.siteUrl]);
}

/** A page as the whole build must know it; `own`, the site's own hosts (own-site.ts). */
export function summaryOf(page: Page, own?: OwnSite): PageSummary {
  const { route, file, group, layout, title, navLabel, description, data } = page;
  const texts = markdownTextsOf(data, page.body);
  return {
    route,
    file,
    group,
    layout,
    title,
    navLabel,
    description,
    order: data.order,
    sitemap: data.sitemap,
    hasSiteMapBlock: data.blocks.some((block) => block.type === 'site-map'),
    links: [...internalLinks(data, own), ...markdownLinksOf(texts, route, own)],
    headings: headingsOf(texts),
    blockTypes: data.blocks.map((block) => block.type),
    showsOnlyBanner: page.body.trim() === '' && data.blocks.every((block) => BANNERS.has(block.type)),
    ownDescription: data.description !== undefined,
    pictures: picturesIn(data.blocks),
    service: data.service,
    draft: data.draft,
  };
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

/**
 * The index of what could be read, with every problem found, errors included: undefined only without a valid
 * site.yaml (a "Missing file" or its own mistakes are among the problems then).
 */
function collectIndex(
  options: LoadOptions,
  siteFile: SiteFile,
  files: ReadonlyArray<LoadedFile<PageSummary>>,
  pictureProblems: readonly ContentProblem[],
): { index: SiteIndex | undefined; problems: ContentProblem[] } {
  const problems = [...siteFile.problems];
  const groups = new Map<string, GroupData>();
  // Folders with a _group.yaml, valid or not: an invalid one is reported once, not again for each of its pages.
  const groupFolders = new Set<string>();
  const unreadRoutes = new Set<string>();
  const all: PageSummary[] = [];
  for (const entry of files) {
    if (entry.kind === 'group') {
      groupFolders.add(entry.folder);
      if (entry.data) groups.set(entry.folder, entry.data);
      problems.push(...entry.problems);
    } else if (entry.kind === 'page') {
      problems.push(...entry.problems);
      if (entry.page) all.push(entry.page);
      else if (entry.route) unreadRoutes.add(entry.route);
    } else {
      problems.push(entry.leftover ? leftoverFile(entry.file, entry.leftover) : unusedFile(entry.file));
    }
  }

  const sourceOf = (file: string) => readSourceForMessages({ ...options, contentDir: options.root }, file);
  const duplicates = sameAddress(all, sourceOf);
  problems.push(...duplicates);
  // A second file for an address is one mistake, reported as such: not again as a page outside a group.
  const duplicateFiles = new Set(duplicates.map((problem) => problem.location.file));
  const pages = options.includeDrafts ? all : all.filter((page) => !page.draft);
  const draftRoutes = new Set(options.includeDrafts ? [] : all.filter((page) => page.draft).map((page) => page.route));
  const groupList = [...groups.entries()]
    .map(([id, data]) => ({
      id,
      base: `/${id}`,
      data,
      pages: pages
        .filter((page) => page.group === id)
        .sort((a, b) => a.order - b.order || collator.compare(a.title, b.title)),
    }))
    .sort((a, b) => a.data.order - b.data.order || collator.compare(a.id, b.id));
  for (const page of all) {
    if (page.group && !groupFolders.has(page.group) && !duplicateFiles.has(page.file))
      problems.push(missingGroup(page, sourceOf(page.file)));
  }
  const { site, source: siteSource } = siteFile;
  // Looked up in the folders' listings, so a name differs from the file's in capitals on no system.
  const publicFiles = exactFiles(options.publicDir);
  const sourceImages = exactFiles(path.join(options.contentDir, 'images'));
  const siteRead = site && siteSource ? { data: site, source: siteSource } : undefined;
  problems.push(
    ...checkReferences({
      site: siteRead,
      invalidSite: siteRead ? undefined : siteFile.invalid,
      siteUrl: options.siteUrl,
      pages: all,
      groupIds: groupFolders,
      unreadRoutes,
      draftRoutes,
      sourceOf,
      publicFileExists: publicFiles.exists,
      sourceImageExists: sourceImages.exists,
      namedWithOtherCapitals: { publicFile: publicFiles.sameButCapitals, sourceImage: sourceImages.sameButCapitals },
    }),
  );
  problems.push(...pictureProblems);
  const routed = pages.filter((page) => page.route !== '/404').sort(byRoute);
  problems.push(
    ...contentWarnings({
      site: siteRead,
      pages: routed,
      groups: groupList,
      sourceOf,
      groupSourceOf: (id) =>
        sourceOf(displayPath(options.root, path.join(options.contentDir, 'pages', id, '_group.yaml'))),
    }),
  );
  const notFound = pages.find((page) => page.route === '/404');
  if (!notFound && !unreadRoutes.has('/404')) {
    const draft = all.find((page) => page.route === '/404');
    problems.push(
      draft
        ? draftNotFound(draft.file, sourceOf(draft.file))
        : missingNotFound(displayPath(options.root, path.join(options.contentDir, 'pages', '404.md'))),
    );
  }
  const warnings = problems.filter(isWarning);
  if (!site) return { index: undefined, problems };

  const index: SiteIndex = {
    site: {
      ...site,
      url: (options.siteUrl || site.url).replace(/\/+$/, ''),
      forms: { ...site.forms, endpoint: options.formsEndpoint ?? site.forms.endpoint },
    },
    groups: groupList,
    pages: routed,
    notFound,
    siteMapRoute: routed.find((page) => page.hasSiteMapBlock)?.route,
    addresses: [...new Set([site.url, options.siteUrl].filter((address): address is string => Boolean(address)))],
    warnings,
  };
  return { index, problems };
}

/** The site model of an index, each page from `pageOf`: one object per page, wherever the model lists it. */
export function modelOf(index: SiteIndex, pageOf: (summary: PageSummary) => Page): LoadedSiteModel {
  const made = new Map<string, Page>();
  const page = (summary: PageSummary) => {
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

type ReadSource = { source: ContentSource } | { problem: ContentProblem };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a file of the content folder (path relative to it); a file that is not text is a problem. */
function readSource(options: LoadOptions, relative: string): ReadSource {
  const absolute = path.resolve(options.contentDir, relative);
  const bytes = readFileSync(absolute);
  const file = displayPath(options.root, absolute);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    const where = notUtf8(bytes);
    if (where?.encoding) return { problem: encodingProblem(file, where) };
    return { problem: notTextProblem(file, 'bytes that are not UTF-8 text') };
  }
  // Text has no control characters but tabs, line breaks and form feeds.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
  const control = /[\u0000-\u0008\u000e-\u001f\u007f]/.exec(text);
  if (control)
    return {
      problem: notTextProblem(
        file,
        `a control character (code ${control[0].charCodeAt(0)}), as in a program or a picture`,
      ),
    };
  return { source: options.cache ? options.cache.source(file, text) : parseContentSource(file, text) };
}

/** Reads a file of the project for messages (the checks across files). */
function readSourceForMessages(options: LoadOptions, relative: string): ContentSource {
  const read = readSource(options, relative);
  return 'source' in read ? read.source : parseContentSource(read.problem.location.file, '');
}

function validate<S extends z.ZodType>(
  options: LoadOptions,
  source: ContentSource,
  schema: S,
): Validation<z.output<S>> {
  return options.cache ? options.cache.validate(source, schema) : validateSource(source, schema);
}

/** A file's name as messages show it: relative to the project, or absolute when outside it. */
function displayPath(root: string, absolute: string): string {
  const relative = path.relative(root, absolute);
  return toPosix(relative.startsWith('..') ? absolute : relative);
}

function byRoute(a: { route: string }, b: { route: string }): number {
  if (a.route === '/') return -1;
  if (b.route === '/') return 1;
  return collator.compare(a.route, b.route);
}

/** A text file saved in another encoding than UTF-8, at its first byte that UTF-8 cannot read. */
function encodingProblem(file: string, where: NotUtf8): ContentProblem {
  const { line, column, encoding, character, byte } = where;
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  const shown = encoding === 'UTF-16' ? 'UTF-16 LE' : 'Windows 1252';
  return {
    title: 'Text not saved as UTF-8',
    location: { file, line, column },
    field: '',
    expected: 'text saved as UTF-8, as every content file is',
    found:
      encoding === 'UTF-16'
        ? 'text saved as UTF-16'
        : `the byte ${hex}, "${character}" in Windows-1252, the encoding Word and Notepad use on Windows`,
    hint: `Save the file as UTF-8: in VS Code, click "${shown}" at the bottom right, then Save with Encoding, then UTF-8; in Notepad, File > Save As with Encoding: UTF-8.${character ? ` Then check that "${character}" shows as it should.` : ''}`,
    frame: codeFrame(where.text, line, column),
  };
}

function notTextProblem(file: string, found: string): ContentProblem {
  return {
    title: 'Not a text file',
    location: { file, line: 1, column: 1 },
    field: '',
    expected: 'text saved as UTF-8, as every content file is',
    found,
    hint: 'Open the file in a text editor and save it as UTF-8 text, or remove it if it landed in content/ by mistake.',
    frame: '',
  };
}

/** A page file must open with its front matter: one that does not is empty, or not a page at all. */
function frontMatterProblem(source: ContentSource): ContentProblem | undefined {
  if (source.frontMatter !== 'none') return undefined;
  const empty = source.text.trim() === '';
  return {
    title: 'No front matter',
    location: { file: source.file, line: 1, column: 1 },
    field: '',
    expected:
      'a page that starts with a line of three dashes (---), its fields (title, description, blocks), and another --- line',
    found: empty ? 'an empty file' : 'text that does not start with a --- line',
    hint: empty
      ? 'Copy the front matter of a page like it into the file, or delete the file.'
      : 'Add the front matter at the top: a --- line, then title: and description:, then another --- line; copy one from a page like it.',
    frame: empty ? '' : codeFrame(source.text, 1, 1),
  };
}

function fileNameProblem(file: string, mistake: NameMistake): ContentProblem {
  return { title: 'File name not allowed', location: { file, line: 1, column: 1 }, field: '', ...mistake, frame: '' };
}

function outsideMistake(route: string): NameMistake {
  return {
    found: `the address ${route}, which is outside the site`,
    expected: 'a name of lower-case letters, digits and hyphens, like tax-clearance.md',
    hint: 'Rename the file with lower-case letters, digits and hyphens.',
  };
}

function missingFile(file: string): ContentProblem {
  return {
    title: 'Missing file',
    location: { file, line: 1, column: 1 },
    field: '',
    expected: 'the file to exist',
    found: 'no such file',
    hint: 'Restore site.yaml: it holds the company name, contact details and menus.',
    frame: '',
  };
}

function leftoverFile(file: string, kind: string): ContentProblem {
  return {
    title: 'File left out',
    location: { file, line: 1, column: 1 },
    field: '',
    expected: "only pages (.md) and groups' _group.yaml in content/pages/",
    found: `the file ${path.posix.basename(file)}`,
    hint: leftoverHint(kind),
    severity: 'warning',
    frame: '',
  };
}

/**
 * No 404.md: an error, not a warning. Without it an address that leads nowhere gets the host's own page, in its
 * words and not the site's; the spec gives no copy for that page, and templates hold no copy, so the build stops.
 */
function missingNotFound(file: string): ContentProblem {
  return {
    title: 'No page for addresses that do not exist',
    location: { file, line: 1, column: 1 },
    field: '',
    expected: 'content/pages/404.md, the page a visitor sees at an address that leads nowhere',
    found: 'no 404.md in content/pages/',
    hint: "Restore 404.md (git restore content/pages/404.md), or write one: a title, a line saying the page is not there, and links to the site's main pages.",
    frame: '',
  };
}

/** 404.md marked draft: a build leaves drafts out, so the site would ship no page for addresses that lead nowhere. */
function draftNotFound(file: string, source: ContentSource): ContentProblem {
  const { line, column } = positionOf(source, locateOffset(source, ['draft']));
  return {
    title: 'No page for addresses that do not exist',
    location: { file, line, column },
    field: 'draft',
    expected: 'the page a visitor sees at an address that leads nowhere, published',
    found: 'draft: true, so the build leaves it out',
    hint: 'Delete the line draft: true (or write draft: false); 404.md is the only page the site shows at an address that leads nowhere.',
    frame: codeFrame(source.text, line, column),
  };
}

function unusedFile(file: string): ContentProblem {
  return {
    title: 'File not used',
    location: { file, line: 1, column: 1 },
    field: '',
    expected: "a page as a Markdown file (.md) or a group's _group.yaml",
    found: `the file ${path.posix.basename(file)}`,
    hint:
      meantName(path.posix.basename(file)) ??
      'Pages are .md files with front matter; rename the file or move it out of content/pages/.',
    frame: '',
  };
}

/** Two page files with one address (about.md and about/index.md): one problem naming both, at the second. */
function sameAddress(pages: readonly PageSummary[], sourceOf: (file: string) => ContentSource): ContentProblem[] {
  const first = new Map<string, PageSummary>();
  const problems: ContentProblem[] = [];
  for (const page of pages) {
    const earlier = first.get(page.route);
    if (!earlier) {
      first.set(page.route, page);
      continue;
    }
    problems.push({
      title: 'Two files for one address',
      location: { file: page.file, line: 1, column: 1 },
      field: '',
      expected: `one file for the address ${page.route}`,
      found: `${earlier.file} and ${page.file}, both for ${page.route}`,
      hint: `Keep one of the two files: delete or rename the other (pages/x.md and pages/x/index.md are both /x).`,
      frame: codeFrame(sourceOf(page.file).text, 1, 1),
    });
  }
  return problems;
}

/** The name a file was most likely meant to have: a page saved as .markdown or .MD, a group file as _group.yml. */
function meantName(base: string): string | undefined {
  if (/^_?group\.ya?ml$/i.test(base))
    return 'Rename it to _group.yaml: a group folder holds its title, order and description there.';
  const page = /^(.+)\.(md|markdown|mdown|mkd)$/i.exec(base);
  if (page) return `Rename it to ${slugOf(page[1]!) || 'a-page'}.md: pages are read from files whose names end in .md.`;
  return undefined;
}

/** The links of a site.yaml that was read but is not valid, when its YAML can be read at all. */
function missingGroup(page: PageSummary, source: ContentSource): ContentProblem {
  const folder = path.posix.dirname(page.file);
  return {
    title: 'Page in a folder that is not a group',
    location: { file: page.file, line: 1, column: 1 },
    field: '',
    expected: `a file ${folder}/_group.yaml naming the group`,
    found: 'no _group.yaml in the folder',
    hint: 'Add _group.yaml (title, order, description) to the folder, or move the page.',
    frame: codeFrame(source.text, 1, 1),
  };
}
