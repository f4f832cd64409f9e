/** The header's menu on narrow screens, with expandable groups. */
import type { HeaderMenu, NavItem, NavLink, NavPlace } from './types';

interface Props extends NavPlace, HeaderMenu {
  open: boolean;
  /** Id of the expanded group. */
  expanded: string | null;
  setExpanded: (group: string | null) => void;
  onClose: () => void;
}

/** A group's list in this menu has the id mobile-<group id>. */
const GROUP_LIST = 'mobile-';

/** The full-height menu of narrow screens, with expandable groups; following a link closes it. */
export function MobileMenu({ items, cta, current, currentGroup, open, expanded, setExpanded, onClose }: Props) {
  return (
    <div id="mobile-menu" className={`mobile-menu xl:hidden ${open ? 'block' : 'hidden'}`}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on any link inside closes the menu; the links handle keys themselves */}
      <nav aria-label="Mobile" onClick={(event) => (event.target as Element).closest('a') && onClose()}>
        <ul className="space-y-1">
          {items.map((item) =>
            item.kind === 'link' ? (
              <li key={item.href}>
                <a href={item.href} aria-current={item.href === current ? 'page' : undefined} className="mobile-link">
                  {item.label}
                </a>
              </li>
            ) : (
              <li key={item.id}>
                <button
                  type="button"
                  aria-expanded={expanded === item.id}
                  aria-controls={GROUP_LIST + item.id}
                  onClick={() => setExpanded(expanded === item.id ? null : item.id)}
                  className={`mobile-group ${currentGroup === item.id ? 'text-brand-800' : 'text-ink-800'}`}
                >
                  {item.label}
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className={`h-5 w-5 transition-transform ${expanded === item.id ? 'rotate-180' : ''}`}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.75"
                  >
                    <path d="M5 8l5 5 5-5" />
                  </svg>
                </button>
                <ul id={GROUP_LIST + item.id} className={`mobile-sublist ${expanded === item.id ? 'block' : 'hidden'}`}>
                  {item.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
        <a href={cta.href} className="mobile-cta">
          {cta.label}
        </a>
      </nav>
    </div>
  );
}

const linkIn = (link: Element): NavLink => ({ label: link.textContent!, href: link.getAttribute('href')! });

/**
 * The header's menu, read back in the browser from this menu as the server
 * rendered it (it lists every item, every group's links and the call to
 * action), so that the header's props do not carry the menu a second time.
 */
export function readMobileMenu(): HeaderMenu {
  const items = [...document.querySelectorAll('#mobile-menu nav>ul>li')].map((item): NavItem => {
    // A link's item holds the link; a group's, its button, then its list.
    const [first, list] = item.children as unknown as [Element, Element?];
    return list
      ? {
          kind: 'group',
          id: list.id.slice(GROUP_LIST.length),
          label: first.textContent!,
          links: [...list.querySelectorAll('a')].map(linkIn),
        }
      : { kind: 'link', ...linkIn(first) };
  });
  return { items, cta: linkIn(document.querySelector('.mobile-cta')!) };
}
