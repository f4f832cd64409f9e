import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { isCurrentGroup, type NavGroup, type NavItem, type NavLink } from './types';

interface Props {
  items: NavItem[];
  cta: NavLink;
  current: string;
}

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-ink-700 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';

/** Wide-screen navigation: plain links and group drop-downs (hover, focus, click; Escape closes). */
export function DesktopNav({ items, cta, current }: Props) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.href}>
              <a href={item.href} className={linkClass} aria-current={item.href === current ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ) : (
            <GroupMenu
              key={item.id}
              group={item}
              current={current}
              open={openGroup === item.id}
              onOpenChange={(open) => setOpenGroup(open ? item.id : null)}
            />
          ),
        )}
        <li className="ml-3">
          <a
            href={cta.href}
            className="inline-flex min-h-11 items-center rounded-lg bg-accent-400 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function GroupMenu({ group, current, open, onOpenChange }: GroupMenuProps) {
  const buttonId = `nav-${group.id}-button`;
  const panelId = `nav-${group.id}-menu`;
  const active = isCurrentGroup(group, current);
  // While the pointer rests on the group, hover has opened it: a click then keeps it open.
  const hovering = useRef(false);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      onOpenChange(false);
      document.getElementById(buttonId)?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <li
      className="group relative"
      onMouseEnter={() => {
        hovering.current = true;
        onOpenChange(true);
      }}
      onMouseLeave={() => {
        hovering.current = false;
        onOpenChange(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        type="button"
        id={buttonId}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(hovering.current || !open)}
        onFocus={(event) => {
          // Keyboard focus opens the menu; a mouse press is handled by the click.
          if (event.currentTarget.matches(':focus-visible')) onOpenChange(true);
        }}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:text-brand-700 ${active ? 'text-brand-700' : 'text-ink-700'}`}
      >
        {group.label}
        <svg viewBox="0 0 20 20" aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </button>
      <div
        id={panelId}
        className={`absolute left-0 top-full z-50 w-72 pt-2 ${open ? 'block' : 'hidden noscript:group-hover:block noscript:group-focus-within:block'}`}
      >
        <ul className="rounded-xl border border-ink-100 bg-white p-2 shadow-lg">
          {group.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={link.href === current ? 'page' : undefined}
                className="block rounded-lg px-3 py-2 text-sm text-ink-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
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
