/**
 * A page as the site will show it, from an entry of the web editor: its
 * current fields checked by the build's page schema, made into a page as the
 * loader makes it, put into the site's model in place of the saved one, and
 * rendered to HTML by the site's own templates. Islands show their server
 * HTML; nothing hydrates.
 */
import { basePathOf } from '../../../templates/model/url';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext, type RenderContext } from '../../../templates/context';
import { PageView } from '../../../templates/pages/PageView';
import type { Page, SiteModel } from '../../content/model';
import { pageDefaults, pageOf } from '../../content/page-header';
import { pictureKey, type PreparedPicture } from '../../assets/prepared-pictures';
import type { Picture } from '../../../templates/model/blocks/picture';
import { pageSchema } from '../../../templates/model/page';
import type { PreviewData, PreviewPage, PreviewSite } from '../preview-data';

export interface PreviewTools {
  data: PreviewData;
  /** Editor-written Markdown as HTML, as the build renders it on the page at `route`. */
  markdown: (source: string, route?: string, base?: string) => string;
  /** Year of the footer's copyright line. */
  year: number;
}

/** An entry of the editor, as the preview reads it. */
export interface PageEntry {
  /** The form's values: the front matter's fields, and the Markdown body as `body`. */
  fields: Record<string, unknown>;
  /** The file from the project root (content/pages/about.md); undefined for a page not saved yet. */
  path: string | undefined;
  /** Folder of content/pages the entry's collection keeps its pages in ('' for the top). */
  folder: string;
  /** URL of an image of content/images/ the build has not made files for yet (one just chosen). */
  assetUrl: (source: string) => string;
}

export type PreviewResult = { html: string; problems?: undefined } | { html?: undefined; problems: string[] };

const collator = new Intl.Collator();

export function renderPagePreview(tools: PreviewTools, entry: PageEntry): PreviewResult {
  const site = tools.data.site;
  if (!site)
    return {
      problems: [
        "The site's content has problems the build reports (run npm run build to see them); the preview shows once they are fixed.",
      ],
    };
  const { body, ...frontMatter } = withoutEmptyValues(entry.fields);
  const parsed = pageSchema.safeParse(frontMatter);
  if (!parsed.success)
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'The page'}: ${issue.message}`) };
  const file = pageFileOf(entry, tools.data.contentDir, parsed.data.title);
  const page = pageOf(
    {
      file,
      displayFile: `${tools.data.contentDir}/pages/${file}`,
      data: parsed.data,
      body: typeof body === 'string' ? body : undefined,
    },
    pageDefaults(site.site),
  );
  const model = previewModel(site, page);
  const context: RenderContext = {
    model,
    page,
    assets: { css: tools.data.cssUrl ?? '', boot: '', preloadsFor: () => [] },
    year: tools.year,
    eagerIslands: new Set(),
    markdown: (source) => tools.markdown(source, page.route, basePathOf(model.site.url)),
    picture: (picture) =>
      tools.data.pictures[pictureKey(picture)] ?? unpreparedPicture(picture, entry.assetUrl(picture.source)),
  };
  try {
    const html = renderToStaticMarkup(
      <SiteContext.Provider value={context}>
        <PageView />
      </SiteContext.Provider>,
    );
    return { html };
  } catch (error) {
    return { problems: [`The page could not be drawn: ${error instanceof Error ? error.message : String(error)}`] };
  }
}

/**
 * The form's values as a file would hold them: the editor keeps a field that was emptied as an empty
 * text or null, where the file leaves the key out.
 */
export function withoutEmptyValues(value: Record<string, unknown>): Record<string, unknown> {
  const clean = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(clean);
    if (!item || typeof item !== 'object') return item;
    return Object.fromEntries(
      Object.entries(item).flatMap(([key, field]) =>
        field === '' || field === null || field === undefined ? [] : [[key, clean(field)]],
      ),
    );
  };
  return clean(value) as Record<string, unknown>;
}

/** The entry's file relative to content/pages; a new page's is named after its title, as the editor will name it. */
function pageFileOf(entry: PageEntry, contentDir: string, title: string | undefined): string {
  const pagesDir = `${contentDir}/pages/`;
  if (entry.path?.startsWith(pagesDir)) return entry.path.slice(pagesDir.length);
  const slug =
    (title ?? '')
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'new-page';
  return `${entry.folder ? `${entry.folder}/` : ''}${slug}.md`;
}

/** An image with no files made for it yet: the source itself, at every width. */
function unpreparedPicture(picture: Picture, url: string): PreparedPicture {
  return { avif: [], webp: [{ width: picture.width, url }], fallback: url };
}

/** The site's model with the entry's page in place of its saved self (or added, for a new page), in menu order. */
export function previewModel(site: PreviewSite, page?: Page): SiteModel {
  const byRoute = new Map<string, Page>(site.pages.map((header) => [header.route, headerOnly(header)]));
  const order = new Map(site.pages.map((header) => [header.route, header.order]));
  if (!page) {
    const pageOf = (route: string) => byRoute.get(route) ?? [];
    return {
      site: site.site,
      groups: site.groups.map((group) => ({ ...group, pages: group.pages.flatMap(pageOf) })),
      pages: [...byRoute.values()],
      notFound: site.notFound ? headerOnly(site.notFound) : undefined,
      siteMapRoute: site.siteMapRoute ?? undefined,
    };
  }
  const isNotFound = page.route === site.notFound?.route;
  if (!isNotFound) {
    byRoute.set(page.route, page);
    order.set(page.route, page.data.order);
  }
  const pages = [...byRoute.values()].sort((a, b) =>
    a.route === '/' ? -1 : b.route === '/' ? 1 : collator.compare(a.route, b.route),
  );
  const inMenuOrder = (a: Page, b: Page) =>
    (order.get(a.route) ?? 0) - (order.get(b.route) ?? 0) || collator.compare(a.title, b.title);
  const groups = site.groups.map(({ pages: routes, ...group }) => {
    const members = routes.filter((route) => route !== page.route);
    if (!isNotFound && page.group === group.id) members.push(page.route);
    return { ...group, pages: members.flatMap((route) => byRoute.get(route) ?? []).sort(inMenuOrder) };
  });
  const holdsSiteMap = page.data.blocks.some((block) => block.type === 'site-map');
  const siteMapRoute =
    site.siteMapRoute === page.route && !holdsSiteMap
      ? undefined
      : (site.siteMapRoute ?? (holdsSiteMap ? page.route : undefined));
  return {
    site: site.site,
    groups,
    pages,
    notFound: isNotFound ? page : site.notFound ? headerOnly(site.notFound) : undefined,
    siteMapRoute,
  };
}

/** Another page of the site: its header, and content that throws when read (templates read only the headers of other pages). */
function headerOnly({ order: _order, ...header }: PreviewPage): Page {
  const elsewhere = (): never => {
    throw new Error(`A template read the content of ${header.route} while rendering another page.`);
  };
  return Object.defineProperties({ ...header } as Page, {
    data: { get: elsewhere, enumerable: false },
    body: { get: elsewhere, enumerable: false },
  });
}
