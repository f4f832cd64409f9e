/**
 * The site model the templates render: the site's settings, its groups and
 * its pages, as the build makes them from content/ once it has checked it.
 */
import type { GroupData } from './group';
import type { PageData } from './page';
import type { Site } from './site';

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
  /**
   * Every address the site is known by: site.yaml's url, and SITE_URL when a build sets another. A link
   * written with one of them leads inside the site (own-site.ts). Without it, site.url alone.
   */
  addresses?: readonly string[];
}
