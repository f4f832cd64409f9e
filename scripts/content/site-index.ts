/**
 * The loaded files put together into the site's index, in order: groups with their pages, the pages
 * by address, the 404 page apart; and the checks across files run over every file that could be read
 * (links, menus, pictures, matters of taste), each problem with its file and line.
 */
import path from 'node:path';
import type { GroupData } from '../../templates/model/group';
import { ownSiteOf } from '../../templates/model/own-site';
import { codeFrame } from '../problems/code-frame';
import { isWarning, wholeFileProblem, type ContentProblem } from '../problems/errors';
import { contentWarnings } from './content-warnings';
import { exactFiles } from './files/exact-files';
import { leftoverFile, unusedFile } from './files/file-problems';
import { displayPath, readSourceForMessages } from './files/read-source';
import { checkReferences, internalLinks } from './links/check-references';
import type { RefusedPage } from './links/refused-page';
import type { LoadedFile, LoadOptions, SiteFile } from './load-content';
import type { PageSummary, SiteIndex } from './model';
import { locateOffset } from './yaml/locate';
import { positionOf, type ContentSource } from './yaml/source';

/** Sorts as String.prototype.localeCompare does, without making a collator per comparison. */
const collator = new Intl.Collator();

/**
 * The index of what could be read, with every problem found, errors included: undefined only without a valid
 * site.yaml (a "Missing file" or its own mistakes are among the problems then).
 */
export function collectIndex(
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
  const refusedPages: RefusedPage[] = [];
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
      if (entry.refused) refusedPages.push(entry.refused);
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
      refusedPages,
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
    siteLinks: internalLinks(site, ownSiteOf([site.url, options.siteUrl])),
    warnings,
  };
  return { index, problems };
}

function byRoute(a: { route: string }, b: { route: string }): number {
  if (a.route === '/') return -1;
  if (b.route === '/') return 1;
  return collator.compare(a.route, b.route);
}

/**
 * No 404.md: an error, not a warning. Without it an address that leads nowhere gets the host's own page, in its
 * words and not the site's; the spec gives no copy for that page, and templates hold no copy, so the build stops.
 */
function missingNotFound(file: string): ContentProblem {
  return wholeFileProblem(file, {
    title: 'No page for addresses that do not exist',
    expected: 'content/pages/404.md, the page a visitor sees at an address that leads nowhere',
    found: 'no 404.md in content/pages/',
    hint: "Restore 404.md (git restore content/pages/404.md), or write one: a title, a line saying the page is not there, and links to the site's main pages.",
  });
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
    problems.push(
      wholeFileProblem(
        page.file,
        {
          title: 'Two files for one address',
          expected: `one file for the address ${page.route}`,
          found: `${earlier.file} and ${page.file}, both for ${page.route}`,
          hint: `Keep one of the two files: delete or rename the other (pages/x.md and pages/x/index.md are both /x).`,
        },
        codeFrame(sourceOf(page.file).text, 1, 1),
      ),
    );
  }
  return problems;
}

function missingGroup(page: PageSummary, source: ContentSource): ContentProblem {
  const folder = path.posix.dirname(page.file);
  return wholeFileProblem(
    page.file,
    {
      title: 'Page in a folder that is not a group',
      expected: `a file ${folder}/_group.yaml naming the group`,
      found: 'no _group.yaml in the folder',
      hint: 'Add _group.yaml (title, order, description) to the folder, or move the page.',
    },
    codeFrame(source.text, 1, 1),
  );
}
