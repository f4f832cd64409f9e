/**
 * Checks what a schema cannot, across files: that menu groups exist, that
 * every link to a page or file of this site (in a field or in Markdown)
 * points at something that will be built, that every picture and logo is
 * there, and that a page's preselected service is one the forms offer.
 * A check whose input could not be read (a page file with a mistake) is
 * left out rather than reported twice. It asks for files through the
 * functions it is given, so the web editor runs it in the browser too.
 */
import { BRAND_PICTURES, type BrandPicture } from '../../shared/brand-pictures';
import { ownSiteOf, ownSitePath, type OwnSite } from '../../../templates/model/own-site';
import { basePathOf, withoutBase } from '../../../templates/model/url';
import type { Site } from '../../../templates/model/site';
import { codeFrame } from '../../problems/code-frame';
import type { ContentProblem } from '../../problems/errors';
import { checkRedirects } from './check-redirects';
import { locateOffset } from '../yaml/locate';
import { filePosition } from '../markdown/markdown-checks';
import type { InternalLink, PageSummary } from '../model';
import type { InvalidSite } from './invalid-site';
import type { RefusedPage } from './refused-page';
import { linkToMovedPage } from './moved-pages';
import { meantRoute } from './meant-route';
import { isPicture } from '../files/pictures';
import { positionOf, type ContentSource } from '../yaml/source';
import { formatFieldPath } from '../yaml/validate';

interface ReferenceInput {
  /** site.yaml, when it could be read and is valid. */
  site: { data: Site; source: ContentSource } | undefined;
  /**
   * site.yaml when it could be read but has a mistake: its links and redirects are checked as a valid one's
   * are, so they show with that mistake, not once it is fixed.
   */
  invalidSite?: Pick<InvalidSite, 'links' | 'redirects' | 'source'> | undefined;
  /** The address the site is built for, when SITE_URL overrides site.yaml's: links may start with its base path. */
  siteUrl?: string | undefined;
  /** Every page that could be read, drafts included (links' #fragments are checked once pages are rendered: section-links.ts). */
  pages: ReadonlyArray<
    Pick<PageSummary, 'file' | 'route' | 'links' | 'pictures' | 'service' | 'draft'> &
      Partial<Pick<PageSummary, 'hasSiteMapBlock' | 'order'>>
  >;
  /** Pages that will not be built, for a mistake of their own: their links are checked all the same (refused-page.ts). */
  refusedPages?: readonly RefusedPage[];
  /** Folders that hold a _group.yaml, valid or not. */
  groupIds: ReadonlySet<string>;
  /** Routes of page files that could not be read: links to them are not reported. */
  unreadRoutes: ReadonlySet<string>;
  /** Routes of drafts when the build leaves them out; empty when they are shown. */
  draftRoutes: ReadonlySet<string>;
  /** Whether public/ holds a file at this site path (like /images/logo.svg). */
  publicFileExists: (sitePath: string) => boolean;
  /** Whether content/images/ holds a file of this name. */
  sourceImageExists: (name: string) => boolean;
  /** The name a file has when the one written differs from it in capitals only (`ZRCA.svg` for `zrca.svg`). */
  namedWithOtherCapitals?: {
    publicFile: (sitePath: string) => string | undefined;
    sourceImage: (name: string) => string | undefined;
  };
  /** A content file by the name messages show, read again to point at a problem in it. */
  sourceOf: (file: string) => ContentSource;
}

type PathKey = string | number;

/** Fields that name an image in public/ rather than a page: a logo's `src`, a social image (`ogImage`, a page's `og.image`). */
const IMAGE_FIELDS: ReadonlySet<string> = new Set(['src', 'ogImage', 'image']);
/**
 * Images the build makes at the root of the site (images.ts), taken as there: a site whose
 * source for one is missing is stopped (missingBrandPictures).
 */
const MADE_BY_THE_BUILD: ReadonlySet<string> = new Set(BRAND_PICTURES.map((picture) => picture.made));
type Detail = Pick<ContentProblem, 'title' | 'expected' | 'found' | 'hint'>;

export function checkReferences(input: ReferenceInput): ContentProblem[] {
  const routes = new Set(input.pages.map((page) => page.route));
  const problems: ContentProblem[] = [];
  const { site } = input;

  site?.data.navigation.header.forEach((item, index) => {
    if ('group' in item && !input.groupIds.has(item.group)) {
      problems.push(
        problemAt(site.source, ['navigation', 'header', index, 'group'], {
          title: 'Unknown group',
          expected: `one of ${[...input.groupIds].map((id) => JSON.stringify(id)).join(', ')}`,
          found: `the group "${item.group}"`,
          hint: 'Use the folder name of a group under content/pages/.',
        }),
      );
    }
  });

  const publicFileExists = (target: string) => MADE_BY_THE_BUILD.has(target) || input.publicFileExists(target);
  // Old addresses of renamed pages (site.yaml's redirects:), and the pages a misspelt address may have meant.
  const movedTo = new Map(site?.data.redirects.map((redirect) => [redirect.from, redirect.to]));
  const published = [...routes].filter((route) => !input.draftRoutes.has(route) && route !== '/404');
  const siteMapRoute = input.pages.find((page) => page.hasSiteMapBlock && !page.draft)?.route;
  const groupOf = (route: string): GroupFolder | undefined => {
    const id = route.slice(1);
    if (!input.groupIds.has(id)) return undefined;
    const firstPage = input.pages
      .filter((page) => page.route.startsWith(`${route}/`) && !page.draft)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.route.localeCompare(b.route))[0]?.route;
    if (!firstPage) return undefined;
    return { id, firstPage, siteMapColumn: siteMapRoute && `${siteMapRoute}#${id}` };
  };
  // Below a folder (https://example.org/site), a link may be written with the folder or without it.
  const base = basePathOf(input.siteUrl || input.site?.data.url || '');
  const checkLinks = (links: readonly InternalLink[], source: () => ContentSource, fromDraft: boolean) => {
    for (const link of links) {
      const target = decodePath(withoutBase(base, link.value).split(/[?#]/)[0] ?? '');
      const route = target.replace(/\/$/, '') || '/';
      const isImage = IMAGE_FIELDS.has(String(link.path.at(-1))) && link.at === undefined;
      if (target === '' || input.unreadRoutes.has(route)) continue;
      if (routes.has(route)) {
        if (!fromDraft && input.draftRoutes.has(route))
          problems.push(linkProblem(source(), link, draftLink(link.value)));
        continue;
      }
      if (publicFileExists(target)) {
        if (!isImage && isDrawing(target)) problems.push(linkProblem(source(), link, drawingLink(link)));
        continue;
      }
      const to = isImage ? undefined : movedTo.get(route);
      if (to !== undefined) {
        const rest = link.value.slice(link.value.split(/[?#]/)[0]!.length);
        problems.push(linkProblem(source(), link, linkToMovedPage(writtenLink(link), route, to, rest)));
        continue;
      }
      const named = input.namedWithOtherCapitals?.publicFile(target);
      problems.push(
        linkProblem(
          source(),
          link,
          isImage
            ? missingImage(link.value, named)
            : missingPage(link, named ?? meantRoute(route, published), groupOf(route)),
        ),
      );
    }
  };
  if (site) {
    checkLinks(internalLinks(site.data, ownSiteOf([site.data.url, input.siteUrl])), () => site.source, false);
    problems.push(...missingBrandPictures(site, input));
    problems.push(...checkRedirects({ ...input, site, routes, publicFileExists, problemAt }));
  } else if (input.invalidSite) {
    const { links, redirects, source } = input.invalidSite;
    checkLinks(links, () => source, false);
    if (redirects)
      problems.push(
        ...checkRedirects({ ...input, site: { data: { redirects }, source }, routes, publicFileExists, problemAt }),
      );
  }
  for (const page of input.refusedPages ?? []) checkLinks(page.links, () => input.sourceOf(page.file), page.draft);
  for (const page of input.pages) {
    checkLinks(page.links, () => input.sourceOf(page.file), page.draft);
    const missing = page.pictures.filter((picture) => !input.sourceImageExists(picture.source));
    if (missing.length > 0)
      problems.push(
        ...missingPictures(
          input.sourceOf(page.file),
          missing.map((picture) => picture.source),
          (name) => input.namedWithOtherCapitals?.sourceImage(name),
        ),
      );
    if (site && page.service !== undefined && !site.data.forms.serviceOptions.includes(page.service)) {
      problems.push(
        problemAt(
          input.sourceOf(page.file),
          ['service'],
          serviceNotOffered(page.service, site.data.forms.serviceOptions),
        ),
      );
    }
  }
  return problems;
}

/**
 * Every `href` and image path (IMAGE_FIELDS) that points inside the site, in document order: a site path, or
 * an `href` written with the site's own address (`own`), as the path it leads to.
 */
export function internalLinks(data: unknown, own?: OwnSite): InternalLink[] {
  const found: InternalLink[] = [];
  // One path, grown and shrunk while walking; copied only for a link found.
  const at: PathKey[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        at.push(index);
        walk(value[index]);
        at.pop();
      }
    } else if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        const item: unknown = (value as Record<string, unknown>)[key];
        at.push(key);
        if (typeof item === 'string') {
          const ownPath = key === 'href' && own ? ownSitePath(item, own) : undefined;
          if ((key === 'href' || IMAGE_FIELDS.has(key)) && item.startsWith('/'))
            found.push({ path: [...at], value: item });
          else if (ownPath !== undefined) found.push({ path: [...at], value: ownPath, written: item });
        } else walk(item);
        at.pop();
      }
    }
  };
  walk(data);
  return found;
}

/** An SVG drawing's address: shown in a page through <img> only, where it never runs what it holds. */
const isDrawing = (target: string) => /\.svg$/i.test(target);

/**
 * A link that opens a drawing as a page of its own: where the host sends no headers (GitHub Pages), a drawing
 * opened so runs on the site's address as a page does.
 */
const drawingLink = (link: InternalLink): Detail => ({
  title: 'Link to a drawing',
  expected: 'a link to a page, or to a PNG or JPEG picture',
  found: `${writtenLink(link)}, an SVG drawing, which the link would open as a page of this site`,
  hint: 'Show the drawing on the page instead (a picture block or a logo), or link to a PNG of it.',
});

const missingPage = (link: InternalLink, meant: string | undefined, group: GroupFolder | undefined): Detail => ({
  title: 'Link to a page that does not exist',
  expected: 'the path of a page of this site, like /contact',
  found: group
    ? `${writtenLink(link)}, the folder of the group ${group.id}, which is not a page itself`
    : writtenLink(link),
  hint: group
    ? `Link to one of its pages, like ${group.firstPage}${group.siteMapColumn ? `, or to its column on the site map, ${group.siteMapColumn}` : ''}.`
    : meant
      ? `Did you mean ${meant}? Pages are named after their files in content/pages/.`
      : 'Check the spelling; pages are named after their files in content/pages/.',
});

/** A group's folder, which links may name by mistake for a page: its first page, and its column on the site map. */
interface GroupFolder {
  id: string;
  firstPage: string;
  siteMapColumn: string | undefined;
}

/** The fix for a file name that differs from the file's in capitals only. */
const otherCapitals = (named: string): string =>
  `Did you mean ${named}? Write the name with the same capitals as the file: the web server tells them apart, even where your computer does not.`;

/** The link as the editor wrote it, with the address it leads to when that is another. */
export const writtenLink = (link: InternalLink): string => {
  if (!link.written || link.written === link.value) return `the link "${link.value}"`;
  // Written with the site's own address, or relative to the page.
  return /^(https?:|www\.)/i.test(link.written)
    ? `the link "${link.written}", this site's page ${link.value}`
    : `the link "${link.written}", which leads to ${link.value} from this page`;
};

const draftLink = (value: string): Detail => ({
  title: 'Link to a draft page',
  expected: 'a link to a published page: drafts are left out of the built site',
  found: `the link "${value}", a page with draft: true`,
  hint: 'Publish the page (remove draft: true from it), or remove the link until it is.',
});

const missingImage = (value: string, named: string | undefined): Detail => ({
  title: 'Image not found',
  expected: 'the path of a file in public/, like /images/partners/ministry.svg',
  found: `"${value}", which is not there`,
  hint: named ? otherCapitals(named) : 'Add the image to public/ at that path, or correct the path.',
});

const serviceNotOffered = (service: string, options: readonly string[]): Detail => ({
  title: 'Service not offered',
  expected: `one of forms.serviceOptions in site.yaml: ${options.map((option) => JSON.stringify(option)).join(', ')}`,
  found: `the service "${service}"`,
  hint: 'Use one of the services exactly as site.yaml lists it, or add this one to forms.serviceOptions.',
});

/** One problem per missing picture of a page, at its `source` field. */
function missingPictures(
  source: ContentSource,
  missing: readonly string[],
  namedOtherwise: (name: string) => string | undefined,
): ContentProblem[] {
  const data: unknown = source.document.toJS();
  const blocks = data && typeof data === 'object' && 'blocks' in data ? data.blocks : undefined;
  return picturePaths(blocks, ['blocks'])
    .filter(({ picture }) => missing.includes(picture))
    .map(({ path: at, picture }) => {
      const named = namedOtherwise(picture);
      return problemAt(source, [...at, 'source'], {
        title: 'Image not found',
        expected: 'the name of a file in content/images/',
        found: `"${picture}", which is not there`,
        hint: named ? otherCapitals(named) : 'Add the image to content/images/, or correct its name in the page.',
      });
    });
}

/** Where each picture sits in the blocks, found by shape as picturesIn finds them. */
export function picturePaths(value: unknown, at: PathKey[]): Array<{ path: PathKey[]; picture: string }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => picturePaths(item, [...at, index]));
  if (!value || typeof value !== 'object') return [];
  if (isPicture(value)) return [{ path: at, picture: value.source }];
  return Object.entries(value).flatMap(([key, item]) => picturePaths(item, [...at, key]));
}

export function linkProblem(source: ContentSource, link: InternalLink, detail: Detail): ContentProblem {
  if (link.at === undefined) return problemAt(source, link.path, detail);
  const position = filePosition(source, link.path, link.at, link.written ?? link.value);
  return {
    ...detail,
    field: formatFieldPath(link.path),
    location: { file: source.file, ...position },
    frame: codeFrame(source.text, position.line, position.column),
  };
}

export function problemAt(source: ContentSource, fieldPath: PathKey[], detail: Detail): ContentProblem {
  const { line, column } = positionOf(source, locateOffset(source, fieldPath));
  return {
    ...detail,
    field: formatFieldPath(fieldPath),
    location: { file: source.file, line, column },
    frame: codeFrame(source.text, line, column),
  };
}

function decodePath(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/**
 * A picture the build makes from a source that is not there would be a broken link on every page (or in
 * every shared link's preview): an error at site.yaml, so that a deleted picture, in the web editor
 * too, stops the build and the live site keeps its pictures.
 */
function missingBrandPictures(
  site: { data: { ogImage?: string | undefined }; source: ContentSource },
  input: ReferenceInput,
): ContentProblem[] {
  const missing = (picture: BrandPicture) =>
    picture.from === 'public'
      ? !input.publicFileExists(`/${picture.source}`)
      : !input.sourceImageExists(picture.source);
  return BRAND_PICTURES.filter(
    (picture) => (picture.everyPage || site.data.ogImage === picture.made) && missing(picture),
  ).map((picture) => {
    const source = `${picture.from}/${picture.source}`;
    return {
      ...problemAt(site.source, picture.everyPage ? [] : ['ogImage'], {
        title: 'Picture the build cannot make',
        expected: `${source}, which the build makes ${picture.made} from`,
        found: `no ${source}`,
        hint: `Every page names ${picture.made} as ${picture.what}: put its source back at ${source}. Nothing is built until it is there.`,
      }),
    };
  });
}
