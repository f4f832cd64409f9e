/** The trail from the home page to a page inside a service group. */
import type { Page, SiteModel } from '../../scripts/lib/model';
import type { Crumb } from '../ui/Breadcrumbs';

/** Crumbs of a page in a group: home, the group (its list on the site map page, if any), the page. */
export function breadcrumbsOf(model: SiteModel, page: Page): Crumb[] {
  const group = model.groups.find((candidate) => candidate.id === page.group);
  if (!group) return [];
  const home = model.pages.find((candidate) => candidate.route === '/');
  const siteMap = model.pages.find((candidate) => candidate.data.blocks.some((block) => block.type === 'site-map'));
  return [
    { label: home?.navLabel ?? 'Home', href: '/' },
    { label: group.data.title, href: siteMap ? `${siteMap.route}#${group.id}` : undefined },
    { label: page.navLabel, href: page.route },
  ];
}
