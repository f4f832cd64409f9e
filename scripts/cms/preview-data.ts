/**
 * What the web editor's previews need from the built site, written beside
 * the app as /admin/preview-data.json: the site's model without the pages'
 * content (site.yaml, the groups, every page's header for the menus), the
 * image files made for each picture, the stylesheet's URL, and which of the
 * editor's collections hold pages.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GroupData } from '../../templates/model/group';
import type { Site } from '../../templates/model/site';
import { pictureFiles, preparedOf } from '../assets/images';
import type { PageHeader, SiteIndex } from '../content/model';
import { pictureKey, type PreparedPicture } from '../assets/prepared-pictures';
import { startSitePages } from '../render/render-site';
import { EDITOR_CONTENT_DIR, makeCmsConfig } from './config';

export interface PreviewDataOptions {
  root: string;
  contentDir: string;
  /** URL of the site's stylesheet. */
  cssUrl?: string;
  /** The site's index, when the build has loaded it already; loaded here otherwise. */
  index?: SiteIndex;
  /** Folder of static files (public/ unless told otherwise), for the loader's checks. */
  publicDir?: string;
}

/** A page of the site as previews know it: what menus and lists show, and its place in its group. */
export interface PreviewPage extends PageHeader {
  order: number;
}

export interface PreviewSite {
  site: Site;
  groups: Array<{ id: string; base: string; data: GroupData; pages: string[] }>;
  /** Every page with a route, as the site's model lists them. */
  pages: PreviewPage[];
  notFound: PreviewPage | null;
  siteMapRoute: string | null;
}

/** A collection of the editor whose entries are pages, and the folder of content/pages its entries sit in ('' for the top). */
export interface PageCollection {
  name: string;
  folder: string;
}

/** A file of the editor whose preview is the site's header and footer: site.yaml, or a group's _group.yaml. */
export type ChromeFile = { name: string; kind: 'site' } | { name: string; kind: 'group'; group: string };

export interface PreviewData {
  cssUrl: string | null;
  /** The content folder relative to the project, as the editor's entries' paths start (content). */
  contentDir: string;
  /** Null when the content has problems the build reports: previews then say so. */
  site: PreviewSite | null;
  /** The image files made for each picture the pages show, by pictureKey. */
  pictures: Record<string, PreparedPicture>;
  pageCollections: PageCollection[];
  chromeFiles: ChromeFile[];
}

export async function previewData(options: PreviewDataOptions): Promise<PreviewData> {
  const contentDir = path.resolve(options.contentDir);
  const relativeContent = EDITOR_CONTENT_DIR;
  const [index, config] = await Promise.all([
    options.index ?? loadIndex(options),
    makeCmsConfig({ root: options.root, contentDir }),
  ]);
  return {
    cssUrl: options.cssUrl ?? null,
    contentDir: relativeContent,
    site: index ? previewSite(index) : null,
    pictures: index ? await picturesOf(index, path.join(contentDir, 'images')) : {},
    pageCollections: pageCollectionsOf(config, `${relativeContent}/pages`),
    chromeFiles: chromeFilesOf(config, relativeContent),
  };
}

/** The site's index as a build loads it, or undefined when its content has problems (the build reports them). */
async function loadIndex(options: PreviewDataOptions): Promise<SiteIndex | undefined> {
  const pages = startSitePages({
    root: options.root,
    contentDir: options.contentDir,
    publicDir: options.publicDir ?? path.join(options.root, 'public'),
    workers: 0,
  });
  try {
    return await pages.load();
  } catch {
    return undefined;
  } finally {
    await pages.close();
  }
}

function previewSite(index: SiteIndex): PreviewSite {
  const pageOf = ({ route, file, group, layout, title, navLabel, description, order }: PreviewPage): PreviewPage => ({
    route,
    file,
    group,
    layout,
    title,
    navLabel,
    description,
    order,
  });
  return {
    site: index.site,
    groups: index.groups.map(({ id, base, data, pages }) => ({
      id,
      base,
      data,
      pages: pages.map((page) => page.route),
    })),
    pages: index.pages.map(pageOf),
    notFound: index.notFound ? pageOf(index.notFound) : null,
    siteMapRoute: index.siteMapRoute ?? null,
  };
}

/** The files the images stage makes for every picture of the site, named as it names them. */
async function picturesOf(index: SiteIndex, imagesDir: string): Promise<Record<string, PreparedPicture>> {
  const pictures: Record<string, PreparedPicture> = {};
  const sources = new Map<string, Promise<Buffer | undefined>>();
  for (const page of index.notFound ? [...index.pages, index.notFound] : index.pages) {
    for (const picture of page.pictures) {
      const key = pictureKey(picture);
      if (key in pictures) continue;
      if (!sources.has(picture.source))
        sources.set(
          picture.source,
          readFile(path.join(imagesDir, picture.source)).catch(() => undefined),
        );
      const source = await sources.get(picture.source);
      if (source) pictures[key] = preparedOf(picture, pictureFiles(picture, source));
    }
  }
  return pictures;
}

const collectionsOf = (config: Record<string, unknown>): unknown[] =>
  Array.isArray(config.collections) ? (config.collections as unknown[]) : [];

/** The editor's folder collections under content/pages, with the folder each one's entries sit in. */
export function pageCollectionsOf(config: Record<string, unknown>, pagesDir: string): PageCollection[] {
  return collectionsOf(config).flatMap((collection) => {
    if (!collection || typeof collection !== 'object') return [];
    const { name, folder } = collection as { name?: unknown; folder?: unknown };
    if (typeof name !== 'string' || typeof folder !== 'string') return [];
    const trimmed = folder.replace(/^\/+|\/+$/g, '');
    if (trimmed === pagesDir) return [{ name, folder: '' }];
    return trimmed.startsWith(`${pagesDir}/`) ? [{ name, folder: trimmed.slice(pagesDir.length + 1) }] : [];
  });
}

/** The editor's file entries for site.yaml and the groups' _group.yaml, by the name the editor gives each. */
export function chromeFilesOf(config: Record<string, unknown>, contentDir: string): ChromeFile[] {
  const groupsDir = `${contentDir}/pages/`;
  const GROUP_FILE = '/_group.yaml';
  return collectionsOf(config).flatMap((collection) => {
    const files = collection && typeof collection === 'object' ? (collection as { files?: unknown }).files : undefined;
    if (!Array.isArray(files)) return [];
    return files.flatMap((entry: unknown): ChromeFile[] => {
      const { name, file } = (entry ?? {}) as { name?: unknown; file?: unknown };
      if (typeof name !== 'string' || typeof file !== 'string') return [];
      const relative = file.replace(/^\/+/, '');
      if (relative === `${contentDir}/site.yaml`) return [{ name, kind: 'site' }];
      const group =
        relative.startsWith(groupsDir) && relative.endsWith(GROUP_FILE)
          ? relative.slice(groupsDir.length, -GROUP_FILE.length)
          : '';
      return group && !group.includes('/') ? [{ name, kind: 'group', group }] : [];
    });
  });
}
