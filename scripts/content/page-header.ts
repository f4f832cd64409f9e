/**
 * A page as the loader makes it from its file's place and its checked front
 * matter: what the front matter leaves out comes from the folder it sits in
 * and from site.yaml. Free of Node's modules, so the web editor's previews
 * make their page the same way in the browser.
 */
import type { PageData } from '../../templates/model/page';
import type { Site } from '../../templates/model/site';
import type { Page } from './model';

/** What a page takes from site.yaml when its front matter leaves it out. */
export interface PageDefaults {
  title: string;
  description: string;
  /** The site's address (site.yaml's url): a page's link written with it leads inside the site. */
  siteAddress?: string | undefined;
}

export const pageDefaults = (site: Site | undefined): PageDefaults => ({
  title: site?.defaultTitle ?? '',
  description: site?.description ?? '',
  siteAddress: site?.url,
});

/** pages/index.md → /, pages/about.md → /about, pages/a/index.md → /a. */
export function routeOf(file: string): string {
  const withoutExtension = file.replace(/\.md$/, '');
  const route = `/${withoutExtension}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

export interface PageSource {
  /** Path relative to content/pages, like compliance/praz-registration.md. */
  file: string;
  /** The content file as messages name it, relative to the project. */
  displayFile: string;
  data: PageData;
  body: string | undefined;
}

export function pageOf({ file, displayFile, data, body }: PageSource, defaults: PageDefaults): Page {
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
  const group = folder === '.' ? undefined : folder;
  const title = data.title ?? defaults.title;
  return {
    route: routeOf(file),
    file: displayFile,
    group,
    layout: data.layout ?? (group ? 'service' : 'page'),
    title,
    navLabel: data.navLabel ?? title,
    description: data.description ?? defaults.description,
    data,
    body: body ?? '',
  };
}
