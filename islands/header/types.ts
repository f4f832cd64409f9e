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

/** What the header's menus list: the items, then the call to action. */
export interface HeaderMenu {
  items: NavItem[];
  cta: NavLink;
}

/** Where the page being shown sits in the navigation. */
export interface NavPlace {
  /** Route of the page, to mark its link. */
  current: string;
  /** Id of the group holding the page, to mark the group (its menu may not list every page of a large group). */
  currentGroup: string | null;
}
