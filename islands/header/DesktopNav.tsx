/** The header's navigation on wide screens: links, drop-downs and the call to action. */
import type { FocusEvent, KeyboardEvent } from 'react';
import type { NavGroup, NavItem, NavLink, NavPlace } from './types';

interface Props extends NavPlace {
  items: NavItem[];
  cta: NavLink;
  /** Id of the group whose drop-down is open. */
  openGroup: string | null;
  setOpenGroup: (group: string | null) => void;
}

/** Wide-screen navigation: links, group drop-downs and the call-to-action button. */
export function DesktopNav({ items, cta, current, currentGroup, openGroup, setOpenGroup }: Props) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.href}>
              <a href={item.href} aria-current={item.href === current ? 'page' : undefined} className="nav-link">
                {item.label}
              </a>
            </li>
          ) : (
            <GroupMenu
              key={item.id}
              group={item}
              current={current}
              isCurrent={currentGroup === item.id}
              open={openGroup === item.id}
              setOpen={(open) => setOpenGroup(open ? item.id : null)}
            />
          ),
        )}
        <li className="ml-3">
          <a href={cta.href} className="nav-cta">
            {cta.label}
          </a>
        </li>
      </ul>
    </nav>
  );
}

interface GroupMenuProps {
  group: NavGroup;
  current: string;
  /** The group holds the page being shown. */
  isCurrent: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Where each key moves focus among a menu's links, from the focused one (-1: the button); negative counts from the end. */
const moves: Record<string, (index: number) => number> = {
  ArrowDown: (index) => index + 1,
  ArrowUp: (index) => Math.max(index, 0) - 1,
  Home: () => 0,
  End: () => -1,
};

/**
 * One drop-down, after the WAI-ARIA disclosure navigation pattern: hover
 * opens it; keyboard focus alone does not. Enter or Space on the button
 * toggles it, ArrowDown (ArrowUp) opens it on its first (last) link, the
 * arrows, Home and End move between its links, and Escape closes it with
 * focus back on the button. It closes when the pointer or focus leaves.
 */
function GroupMenu({ group, current, isCurrent, open, setOpen }: GroupMenuProps) {
  const buttonId = `nav-${group.id}-button`;
  const menuId = `nav-${group.id}-menu`;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') {
      if (open) document.getElementById(buttonId)?.focus();
      setOpen(false);
      return;
    }
    const links = [...document.querySelectorAll<HTMLElement>(`#${menuId} a`)];
    const index = links.indexOf(event.target as HTMLElement);
    const move = moves[event.key];
    // From the button, only the arrows lead into the menu.
    if (!move || (index < 0 && !event.key.startsWith('Arrow'))) return;
    event.preventDefault();
    const focus = () => links[(move(index) + links.length) % links.length]?.focus();
    if (open) focus();
    else {
      setOpen(true);
      // A hidden link cannot take focus: wait for the menu to render.
      setTimeout(focus);
    }
  };

  return (
    <li
      className="group relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event: FocusEvent<HTMLLIElement>) =>
        event.currentTarget.contains(event.relatedTarget as Node | null) || setOpen(false)
      }
    >
      <button
        type="button"
        id={buttonId}
        aria-expanded={open}
        aria-controls={menuId}
        // Enter or Space (a click of detail 0) toggles; a pointer's click keeps open what its hover opened.
        onClick={(event) => setOpen(!open || (event.detail > 0 && event.currentTarget.matches(':hover')))}
        className={`nav-item hover:text-brand-700 ${isCurrent ? 'text-brand-800' : 'text-ink-700'}`}
      >
        {group.label}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
        >
          <path d="M5 8l5 5 5-5" />
        </svg>
      </button>
      <div
        id={menuId}
        className={`nav-drop ${open ? 'block' : 'hidden noscript:group-hover:block noscript:group-focus-within:block'}`}
      >
        <ul>
          {group.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
