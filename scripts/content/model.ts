/**
 * The typed site model every template renders from, and the index of the
 * site the build keeps while pages are loaded in several threads.
 */
import type { GroupData } from '../schemas/group';
import type { PageData } from '../schemas/page';
import type { Site } from '../schemas/site';
import type { Picture } from '../schemas/blocks/picture';
import type { ContentProblem } from '../problems/errors';

/**
 * A page of the site. A large build loads and renders pages in worker
 * threads, each holding the content of its own pages only: of another page
 * a template may read every field but `data` and `body`, which throw there.
 */
export interface Page {
  /** URL path, like /compliance/praz-registration ("/" for the home page). */
  route: string;
  /** Content file it came from, relative to the project. */
  file: string;
  /** Id of the group folder it sits in, if any. */
  group: string | undefined;
  layout: 'page' | 'service';
  /** Title shown in menus and the browser tab. */
  title: string;
  /** Label of the page in menus. */
  navLabel: string;
  description: string;
  data: PageData;
  /** Markdown body below the front matter ('' if none). */
  body: string;
}

/** The fields of a page every thread may know. */
export type PageHeader = Omit<Page, 'data' | 'body'>;

/**
 * A link in a content file to a page or file of this site: at a field of its
 * YAML, or written in Markdown (in a Markdown field, or in the body, whose
 * path is ['body']).
 */
export interface InternalLink {
  path: Array<string | number>;
  value: string;
  /** For a link written in Markdown: which of the links to this address in that text it is (0 for the first), to find its line. */
  occurrence?: number;
}

/** What the whole build must know of a page, besides its header: enough to check, order and list it. */
export interface PageSummary extends PageHeader {
  order: number;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /** Holds the site map block. */
  hasSiteMapBlock: boolean;
  links: InternalLink[];
  pictures: Picture[];
  /** Service preselected in the contact form (front matter `service`). */
  service: string | undefined;
  /** Left out of a build; shown by the dev server with a Draft label. */
  draft: boolean;
}

export interface Group {
  id: string;
  /** Route of the group folder, like /compliance. */
  base: string;
  data: GroupData;
  /** The group's pages in menu order. */
  pages: Page[];
}

export interface SiteModel {
  site: Site;
  groups: Group[];
  /** Every page that gets a route, in a stable order (home first). */
  pages: Page[];
  /** The page rendered to 404.html. */
  notFound: Page | undefined;
  /** Route of the page holding the site map block, if any. */
  siteMapRoute: string | undefined;
  /** Matters of taste the content could improve on; they do not stop the build. */
  warnings?: ContentProblem[];
}

/** The site as its page summaries: the model's shape, without the pages' content. */
export interface SiteIndex {
  site: Site;
  groups: Array<Omit<Group, 'pages'> & { pages: PageSummary[] }>;
  pages: PageSummary[];
  notFound: PageSummary | undefined;
  siteMapRoute: string | undefined;
  warnings: ContentProblem[];
}
