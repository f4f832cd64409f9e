/**
 * What the web editor's checks need to know of the rest of the site, written
 * beside the app as /admin/site-data.json: every page's address (and which
 * are drafts), the files in public/ and content/images/, and site.yaml's
 * settings, so a link to a page that does not exist is refused in the browser
 * as the build refuses it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { listFiles, listPageFiles } from '../shared/files';
import { routeOf } from '../content/load-content';
import { splitFrontMatter } from '../content/yaml/source';
import { EDITOR_CONTENT_DIR } from './config';
import type { SiteIndex } from '../content/model';

export interface AdminData {
  siteName: string;
  /** The content folder as the editor's collections name files (content/, wherever it is). */
  contentDir: string;
  /** Route of every page file, by its file relative to content/pages; drafts only for npm run cms (a build publishes no draft's name). */
  pages: Array<{ file: string; route: string; draft: boolean }>;
  /** Group folders (those holding a _group.yaml). */
  groups: string[];
  /** Files of public/, as site paths (/images/logo.svg). */
  publicFiles: string[];
  /** File names in content/images/. */
  images: string[];
  /** site.yaml's data as written, for checks of a page against it (the services the forms offer). */
  site: unknown;
  /** URL of the site's stylesheet, for previews; null when unknown (npm run cms before a build). */
  cssUrl: string | null;
  /** Path of the local backend on the page's own server (npm run cms); null in a build. */
  localBackend: string | null;
}

const readText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Whether a page file says `draft: true`; a file that cannot be read is taken as published. */
function isDraft(text: string): boolean {
  const { yaml } = splitFrontMatter(text);
  // Front matter that never names the key is not a draft: only the rare one that does is parsed (4,000 pages in 2.4 s otherwise).
  if (!yaml.includes('draft')) return false;
  try {
    const data: unknown = parse(yaml);
    return typeof data === 'object' && data !== null && (data as { draft?: unknown }).draft === true;
  } catch {
    return false;
  }
}

export async function adminData(options: {
  root: string;
  contentDir: string;
  publicDir?: string | undefined;
  cssUrl?: string | undefined;
  localBackend?: string | undefined;
  includeDrafts?: boolean | undefined;
  /**
   * The site as the build loaded it: its pages and groups are taken from it rather than read again
   * (a build publishes no draft, and its index holds every other page).
   */
  index?: SiteIndex | undefined;
}): Promise<AdminData> {
  const publicDir = options.publicDir ?? path.join(options.root, 'public');
  const { pages, groups } =
    options.index && options.includeDrafts !== true
      ? pagesOfIndex(options.index, options.root, options.contentDir)
      : await pagesOnDisk(options.contentDir, options.includeDrafts === true);
  let site: unknown = null;
  let siteName = 'the site';
  try {
    site = parse(readText(path.join(options.contentDir, 'site.yaml')));
    const name = (site as { name?: unknown } | null)?.name;
    if (typeof name === 'string') siteName = name;
  } catch {
    // A site.yaml that cannot be read is reported by the build; the editor still opens.
  }
  return {
    siteName,
    contentDir: EDITOR_CONTENT_DIR,
    pages,
    groups,
    publicFiles: (await listFiles(publicDir).catch(() => [] as string[])).map((file) => `/${file}`),
    images: await listFiles(path.join(options.contentDir, 'images')).catch(() => [] as string[]),
    site,
    cssUrl: options.cssUrl ?? null,
    localBackend: options.localBackend ?? null,
  };
}

type PagesAndGroups = Pick<AdminData, 'pages' | 'groups'>;

/** Every page file and group folder, read from content/pages (drafts named only when asked for). */
async function pagesOnDisk(contentDir: string, includeDrafts: boolean): Promise<PagesAndGroups> {
  const files = await listPageFiles(contentDir);
  const pages = files
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ file, route: routeOf(file), draft: isDraft(readText(path.join(contentDir, 'pages', file))) }))
    .filter((page) => includeDrafts || !page.draft);
  const groups = files.filter((file) => file.endsWith('/_group.yaml')).map((file) => file.split('/')[0] ?? '');
  // listFiles gives the pages sorted; a group's name sorts apart from its path (a-b/ comes before a/).
  return { pages, groups: groups.sort() };
}

/** The same, from the index a build loaded: its pages (the 404 page among them) and its groups. */
function pagesOfIndex(index: SiteIndex, root: string, contentDir: string): PagesAndGroups {
  const pagesDir = path.join(contentDir, 'pages');
  const all = index.notFound ? [...index.pages, index.notFound] : index.pages;
  const pages = all.map((page) => {
    const file = path.relative(pagesDir, path.resolve(root, page.file)).split(path.sep).join('/');
    return { file, route: page.route, draft: false };
  });
  return { pages: pages.sort(byFile), groups: index.groups.map((group) => group.id).sort() };
}

const byFile = (a: { file: string }, b: { file: string }) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
