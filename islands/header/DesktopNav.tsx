import type { FocusEvent, KeyboardEvent } from 'react';
import { Component } from '../runtime/component';
import type { NavGroup, NavItem, NavLink, NavPlace } from './types';

interface Props extends NavPlace {
  items: NavItem[];
  cta: NavLink;
  /** Id of the group whose drop-down is open. */
  openGroup: string | null;
  setOpenGroup: (group: string | null) => void;
}

const itemClass = 'flex items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium hover:text-brand-700';
const currentClass = 'aria-[current=page]:font-semibold aria-[current=page]:text-brand-800';

/** Wide-screen navigation: links, group drop-downs and the call-to-action button. */
export function DesktopNav({ items, cta, current, currentGroup, openGroup, setOpenGroup }: Props) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={item.href === current ? 'page' : undefined}
                className={`${itemClass} text-ink-700 ${currentClass} aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8`}
              >
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
          <a
            href={cta.href}
            className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg bg-accent-400 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          >
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

/**
 * One drop-down: it opens on hover, on keyboard focus and on click, and
 * closes on Escape (focus back on its button), when the pointer leaves and
 * when focus leaves it.
 */
class GroupMenu extends Component<GroupMenuProps> {
  /** While the pointer rests on the group, hover has opened it, and a click keeps it open. */
  private hovering = false;
  /** Focus given back by Escape must not open the menu again. */
  private returning = false;

  private hover(on: boolean) {
    this.hovering = on;
    this.props.setOpen(on);
  }

  private onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !this.props.open) return;
    this.props.setOpen(false);
    this.returning = true;
    document.getElementById(`nav-${this.props.group.id}-button`)?.focus();
  };

  private onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) this.props.setOpen(false);
  };

  private onButtonFocus = (event: FocusEvent<HTMLButtonElement>) => {
    // Keyboard focus opens the menu; a mouse press is handled by the click.
    if (!this.returning && event.currentTarget.matches(':focus-visible')) this.props.setOpen(true);
    this.returning = false;
  };

  override render() {
    const { group, current, isCurrent, open, setOpen } = this.props;
    return (
      <li className="group relative" onMouseEnter={() => this.hover(true)} onMouseLeave={() => this.hover(false)} onKeyDown={this.onKeyDown} onBlur={this.onBlur}>
        <button
          type="button"
          id={`nav-${group.id}-button`}
          aria-expanded={open}
          aria-controls={`nav-${group.id}-menu`}
          onClick={() => setOpen(this.hovering || !open)}
          onFocus={this.onButtonFocus}
          className={`${itemClass} ${isCurrent ? 'text-brand-800' : 'text-ink-700'}`}
        >
          {group.label}
          <svg viewBox="0 0 20 20" aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="1.75">
            <path d="M5 8l5 5 5-5" />
          </svg>
        </button>
        <div
          id={`nav-${group.id}-menu`}
          className={`absolute left-0 top-full z-50 w-72 pt-2 ${open ? 'block' : 'hidden noscript:group-hover:block noscript:group-focus-within:block'}`}
        >
          <ul className="rounded-xl border border-ink-100 bg-white p-2 shadow-lg">
            {group.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={link.href === current ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm text-ink-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 ${currentClass}`}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </li>
    );
  }
}
