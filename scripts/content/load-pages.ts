/**
 * The files of content/pages loaded: each read, its name checked, validated as a page or a group, its
 * fields' links and Markdown checked; a page kept whole (by the thread that renders it) and summed up
 * for the index (site-index.ts), where the checks across files run.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ownSiteOf, type OwnSite } from '../../templates/model/own-site';
import { groupSchema } from '../../templates/model/group';
import { pageSchema } from '../../templates/model/page';
import { codeFrame } from '../problems/code-frame';
import { isWarning, type ContentProblem } from '../problems/errors';
import { fileNameProblem, outsideMistake } from './files/file-problems';
import { nameMistake, routeStaysInside, type NameContext } from './files/file-names';
import { leftoverKind } from './files/leftover-files';
import { picturesIn } from './files/pictures';
import { displayPath, readSource, validateCached } from './files/read-source';
import { internalLinks } from './links/check-references';
import { fieldLinkProblems } from './links/field-links';
import { refusedPageOf } from './links/refused-page';
import type { LoadedFile, LoadOptions } from './load-content';
import { headingsOf, markdownLinksOf, markdownProblems, markdownTextsOf } from './markdown/markdown-checks';
import type { Page, PageSummary } from './model';
import { pageOf, routeOf, type PageDefaults } from './page-header';
import type { ContentSource } from './yaml/source';

/** Reads and checks files of content/pages (paths relative to it). */
function loadPageFiles(
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
    if (!entry.page) return { ...entry, page: undefined, route: routeOf(files[index] ?? '') };
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
    const result = validateCached(options, source, groupSchema);
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
  const result = validateCached(options, source, pageSchema);
  const own = ownSiteOfPages(options, defaults);
  if (!result.ok) return notBuilt(source, result.problems, route, own);
  const page = pageOf({ file, displayFile: source.file, data: result.data, body: source.body }, defaults);
  const problems = [
    ...fieldLinkProblems(source, result.data, own),
    ...markdownProblems(source, markdownTextsOf(result.data, page.body), route, own),
  ];
  if (problems.some((problem) => !isWarning(problem))) return notBuilt(source, problems, route, own);
  return { kind: 'page', page, problems };
}

/** A page that will not be built as it is: its `problems`, and what can still be checked in it (refused-page.ts). */
function notBuilt(source: ContentSource, problems: ContentProblem[], route: string, own: OwnSite): LoadedFile<Page> {
  const refused = refusedPageOf(source, problems, route, own);
  return {
    kind: 'page',
    page: undefined,
    problems: [...problems, ...(refused?.slips ?? [])],
    route,
    refused: refused?.page,
  };
}

/** The blocks that open a page with its heading (templates/blocks: isHero). */
const BANNERS: ReadonlySet<string> = new Set(['home-hero', 'page-hero']);

/** The site's own hosts, as the pages' links are read against them: site.yaml's url, and SITE_URL. */
function ownSiteOfPages(options: LoadOptions, defaults: PageDefaults): OwnSite {
  return ownSiteOf([defaults.siteAddress, options.siteUrl]);
}

/** A page as the whole build must know it; `own`, the site's own hosts (own-site.ts). */
function summaryOf(page: Page, own?: OwnSite): PageSummary {
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
