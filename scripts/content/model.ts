/**
 * The build's view of the site model: the model the templates render
 * (templates/model/site-model.ts), with what the build keeps besides to
 * check, order and index pages loaded in several threads, and the warnings
 * of the content.
 */
import type { Picture } from '../../templates/model/blocks/picture';
import type { Group, Page, PageHeader, SiteModel } from '../../templates/model/site-model';
import type { Site } from '../../templates/model/site';
import type { ContentProblem } from '../problems/errors';

export type { Group, Page, PageHeader, SiteModel };

/**
 * A link in a content file to a page or file of this site: at a field of its
 * YAML, or written in Markdown (in a Markdown field, or in the body, whose
 * path is ['body']).
 */
export interface InternalLink {
  path: Array<string | number>;
  value: string;
  /** For a link written in Markdown: the address as written, and where in its text (markdown-checks.ts). */
  written?: string;
  at?: { line: number; column: number };
}

/** A Markdown heading of a page: the id it gets, as written, and where (as an InternalLink's path and at). */
export interface PageHeading {
  id: string;
  written: string;
  path: Array<string | number>;
  at: { line: number; column: number };
}

/** What the whole build must know of a page, besides its header: enough to check, order and list it. */
export interface PageSummary extends PageHeader {
  order: number;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /** Holds the site map block. */
  hasSiteMapBlock: boolean;
  links: InternalLink[];
  /** Its Markdown headings, whose ids must be the page's own. */
  headings: PageHeading[];
  /** The type of each of its blocks, in order. */
  blockTypes: string[];
  /** No text and no block but a banner: the page would show its banner alone. */
  showsOnlyBanner: boolean;
  /** Its front matter has a description of its own (without one, it shows site.yaml's). */
  ownDescription: boolean;
  pictures: Picture[];
  /** Service preselected in the contact form (front matter `service`). */
  service: string | undefined;
  /** Left out of a build; shown by the dev server with a Draft label. */
  draft: boolean;
}

/** The site model as the content loader gives it: with the matters of taste the content could improve on (they do not stop the build). */
export interface LoadedSiteModel extends SiteModel {
  warnings: ContentProblem[];
}

/** The site as its page summaries: the model's shape, without the pages' content. */
export type SiteIndex = SiteIndexOf<PageSummary>;

/**
 * The index a render worker is sent: each page as its header only, as a template may read no more of a page
 * another thread loaded (render/page-header-only.ts); the worker's own pages it loaded itself.
 */
export type RenderIndex = SiteIndexOf<PageHeader>;

export interface SiteIndexOf<Summary extends PageHeader> {
  site: Site;
  groups: Array<Omit<Group, 'pages'> & { pages: Summary[] }>;
  pages: Summary[];
  notFound: Summary | undefined;
  siteMapRoute: string | undefined;
  /** site.yaml's url, and SITE_URL when it differs: the addresses a link inside the site may be written with. */
  addresses: string[];
  /**
   * site.yaml's links into the site, as the load read them: the build checks those that end in #… against the
   * pages it rendered from this same reading, not from site.yaml read again once they are written.
   */
  siteLinks: InternalLink[];
  warnings: ContentProblem[];
}
