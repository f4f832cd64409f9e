/** The trail from the home page to a page inside a service group. */
import type { Page, SiteModel } from '../../scripts/content/model';
import type { Crumb } from '../ui/Breadcrumbs';
import { groupListHref, placementOf } from './nav';

/** Crumbs of a page in a group: home, the group (its list on the site map page, if any), the page. */
export function breadcrumbsOf(model: SiteModel, page: Page): Crumb[] {
  const group = placementOf(model, page)?.group;
  if (!group) return [];
  const home = model.pages.find((candidate) => candidate.route === '/');
  return [
    { label: home?.navLabel ?? 'Home', href: '/' },
    { label: group.data.title, href: groupListHref(model, group) },
    { label: page.navLabel, href: page.route },
  ];
}
