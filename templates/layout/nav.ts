/** Resolves the header menu of site.yaml into links and group menus. */
import type { SiteModel } from '../../scripts/lib/model';
import type { NavItem } from '../../islands/header/types';

export function headerItems(model: SiteModel): NavItem[] {
  return model.site.navigation.header.map((item): NavItem => {
    if ('group' in item) {
      const group = model.groups.find((candidate) => candidate.id === item.group);
      return {
        kind: 'group',
        id: item.group,
        label: group?.data.title ?? item.group,
        links: (group?.pages ?? []).map((page) => ({ label: page.navLabel, href: page.route })),
      };
    }
    return { kind: 'link', label: item.label, href: item.href };
  });
}
