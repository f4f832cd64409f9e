/**
 * Loads and validates everything in content/ into the site model.
 * Collects every problem of every file before failing, so an editor sees
 * all mistakes of a run at once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { groupSchema, type GroupData } from '../schemas/group';
import { pageSchema, type PageData } from '../schemas/page';
import { siteSchema, type Site } from '../schemas/site';
import { codeFrame } from './code-frame';
import { checkReferences } from './check-references';
import type { ContentCache } from './dev/content-cache';
import { ContentError, type ContentProblem } from './errors';
import { listFiles, toPosix } from './files';
import type { Group, Page, SiteModel } from './model';
import { parseContentSource, type ContentSource } from './source';
import { validateSource, type Validation } from './validate';

/** Sorts as String.prototype.localeCompare does, without making a collator per comparison. */
const collator = new Intl.Collator();

/** A file of content/pages, read and checked. */
type Loaded =
  | { kind: 'group'; source: ContentSource; result: Validation<GroupData> }
  | { kind: 'page'; source: ContentSource; result: Validation<PageData> }
  | { kind: 'other'; source: ContentSource };

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
}

export async function loadContent(options: LoadOptions): Promise<SiteModel> {
  const problems: ContentProblem[] = [];
  // Read at once: content files are small, and reading them one by one through the thread pool costs several times more.
  const contentBase = displayPath(options.root, options.contentDir);
  const read = (relative: string): ContentSource => {
    const text = readFileSync(path.join(options.contentDir, relative), 'utf8');
    const file = contentBase ? `${contentBase}/${relative}` : relative;
    return options.cache ? options.cache.source(file, text) : parseContentSource(file, text);
  };
  const validate: typeof validateSource = (source, schema) =>
    options.cache ? options.cache.validate(source, schema) : validateSource(source, schema);

  let siteSource: ContentSource | undefined;
  try {
    siteSource = read('site.yaml');
  } catch {
    // Reported just below, as a missing file.
  }
  let site: Site | undefined;
  if (!siteSource) {
    problems.push(missingFile(displayPath(options.root, path.join(options.contentDir, 'site.yaml'))));
  } else {
    const result = validate(siteSource, siteSchema);
    if (result.ok) site = result.data;
    else problems.push(...result.problems);
  }

  const groups = new Map<string, GroupData>();
  // Folders with a _group.yaml, valid or not: an invalid one is reported once, not again for each of its pages.
  const groupFolders = new Set<string>();
  const pages: Page[] = [];
  const pageSources = new Map<string, ContentSource>();
  const files = await listFiles(path.join(options.contentDir, 'pages'));
  for (const file of files) {
    const entry = loadFile(file, read(`pages/${file}`), validate);
    const { source } = entry;
    const folder = path.posix.dirname(file);
    if (entry.kind === 'group') {
      groupFolders.add(folder);
      const { result } = entry;
      if (result.ok) groups.set(folder, result.data);
      else problems.push(...result.problems);
    } else if (entry.kind === 'page') {
      const { result } = entry;
      if (!result.ok) {
        problems.push(...result.problems);
        continue;
      }
      const data = result.data;
      const route = routeOf(file);
      const group = folder === '.' ? undefined : folder;
      const title = data.title ?? site?.defaultTitle ?? '';
      pages.push({
        route,
        file: source.file,
        group,
        layout: data.layout ?? (group ? 'service' : 'page'),
        title,
        navLabel: data.navLabel ?? title,
        description: data.description ?? site?.description ?? '',
        data,
        body: source.body ?? '',
      });
      pageSources.set(route, source);
    } else {
      problems.push(unusedFile(source.file));
    }
  }

  const groupList = buildGroups(groups, pages);
  for (const page of pages) {
    if (page.group && !groupFolders.has(page.group)) problems.push(missingGroup(page, pageSources.get(page.route)));
  }
  if (site && siteSource && problems.length === 0) {
    problems.push(
      ...checkReferences({ site, siteSource, pages, pageSources, groups: groupList, publicDir: options.publicDir }),
    );
  }
  if (problems.length > 0 || !site) throw new ContentError(problems);

  const siteUrl = (options.siteUrl ?? site.url).replace(/\/+$/, '');
  return {
    site: { ...site, url: siteUrl, forms: { ...site.forms, endpoint: options.formsEndpoint ?? site.forms.endpoint } },
    groups: groupList,
    pages: pages.filter((page) => page.route !== '/404').sort(byRoute),
    notFound: pages.find((page) => page.route === '/404'),
  };
}

function loadFile(file: string, source: ContentSource, validate: typeof validateSource): Loaded {
  if (path.posix.basename(file) === '_group.yaml') return { kind: 'group', source, result: validate(source, groupSchema) };
  if (file.endsWith('.md')) return { kind: 'page', source, result: validate(source, pageSchema) };
  return { kind: 'other', source };
}

/** A file's name as messages show it: relative to the project, or absolute when outside it. */
function displayPath(root: string, absolute: string): string {
  const relative = path.relative(root, absolute);
  return toPosix(relative.startsWith('..') ? absolute : relative);
}

/** pages/index.md → /, pages/about.md → /about, pages/a/index.md → /a. */
export function routeOf(file: string): string {
  const withoutExtension = file.replace(/\.md$/, '');
  const route = `/${withoutExtension}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

function buildGroups(groups: Map<string, GroupData>, pages: Page[]): Group[] {
  return [...groups.entries()]
    .map(([id, data]) => ({
      id,
      base: `/${id}`,
      data,
      pages: pages
        .filter((page) => page.group === id)
        .sort((a, b) => a.data.order - b.data.order || collator.compare(a.title, b.title)),
    }))
    .sort((a, b) => a.data.order - b.data.order || collator.compare(a.id, b.id));
}

function byRoute(a: Page, b: Page): number {
  if (a.route === '/') return -1;
  if (b.route === '/') return 1;
  return collator.compare(a.route, b.route);
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

function unusedFile(file: string): ContentProblem {
  return {
    title: 'File not used',
    location: { file, line: 1, column: 1 },
    field: '',
    expected: 'a page as a Markdown file (.md) or a group\'s _group.yaml',
    found: `the file ${path.posix.basename(file)}`,
    hint: 'Pages are .md files with front matter; rename the file or move it out of content/pages/.',
    frame: '',
  };
}

function missingGroup(page: Page, source: ContentSource | undefined): ContentProblem {
  const folder = path.posix.dirname(page.file);
  return {
    title: 'Page in a folder that is not a group',
    location: { file: page.file, line: 1, column: 1 },
    field: '',
    expected: `a file ${folder}/_group.yaml naming the group`,
    found: 'no _group.yaml in the folder',
    hint: 'Add _group.yaml (title, order, description) to the folder, or move the page.',
    frame: source ? codeFrame(source.text, 1, 1) : '',
  };
}
