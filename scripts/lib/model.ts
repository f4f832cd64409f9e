/** The typed site model every template renders from. */
import type { GroupData } from '../schemas/group';
import type { PageData } from '../schemas/page';
import type { Site } from '../schemas/site';

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
}
