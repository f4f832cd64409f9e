/**
 * Resolves the header menu of site.yaml into links and group menus. A
 * group's menu lists at most MENU_LIMIT pages, then a link to the group's
 * list on the site map page, so menus (and every page carrying them) stay
 * the same size however many pages a group has.
 */
import type { Group, Page, SiteModel } from '../model/site-model';
import { hrefsOf } from '../context';
import type { NavItem, NavLink } from '../../islands/header/types';
import { perModel } from '../per-model';

/** Most pages a group's menus list; the site map page lists them all. */
export const MENU_LIMIT = 8;

/** Route of the page that holds the site map block, if the site has one. */
export const siteMapRoute = (model: SiteModel): string | undefined => model.siteMapRoute;

/** The group's column on the site map page (the column's id is the group's id). */
export function groupListHref(model: SiteModel, group: Group): string | undefined {
  const route = siteMapRoute(model);
  return route === undefined ? undefined : `${route}#${group.id}`;
}

/** The "All <group> services" link that ends a shortened list, if there is a site map page to point at. */
export function allInGroupLink(model: SiteModel, group: Group): NavLink[] {
  const href = groupListHref(model, group);
  return href === undefined ? [] : [{ label: `All ${group.data.title} services`, href }];
}

interface Placement {
  group: Group;
  /** Position of the page in its group's menu order. */
  index: number;
}

/** Each group page's group and position, by route. */
const placements = perModel((model) => {
  const byRoute = new Map<string, Placement>();
  for (const group of model.groups)
    group.pages.forEach((page, index) => {
      byRoute.set(page.route, { group, index });
    });
  return byRoute;
});

export const placementOf = (model: SiteModel, page: Page): Placement | undefined => placements(model).get(page.route);

const linkTo = (page: Page): NavLink => ({ label: page.navLabel, href: page.route });

/** The header's items, the same on every page, made once per site. */
export const headerItems = perModel((model) => {
  // The header island gets its addresses as the browser asks for them: below a folder, with the base in front.
  const href = hrefsOf(model);
  const served = (link: NavLink): NavLink => ({ ...link, href: href(link.href) });
  return model.site.navigation.header.map((item): NavItem => {
    if (!('group' in item)) return { kind: 'link', label: item.label, href: href(item.href) };
    const group = model.groups.find((candidate) => candidate.id === item.group);
    const pages = group?.pages ?? [];
    return {
      kind: 'group',
      id: item.group,
      label: group?.data.title ?? item.group,
      links:
        group && pages.length > MENU_LIMIT
          ? [...pages.slice(0, MENU_LIMIT).map(linkTo), ...allInGroupLink(model, group)].map(served)
          : pages.map(linkTo).map(served),
    };
  });
});
