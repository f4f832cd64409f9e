/** The navigation the header receives as props, resolved from content. */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  kind: 'group';
  /** Group folder id, used to derive element ids. */
  id: string;
  label: string;
  links: NavLink[];
}

export type NavItem = ({ kind: 'link' } & NavLink) | NavGroup;

export const isCurrentGroup = (group: NavGroup, current: string) => group.links.some((link) => link.href === current);
