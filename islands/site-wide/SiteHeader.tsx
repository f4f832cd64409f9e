/** Island: the sticky site header, with its drop-downs and the menu of narrow screens. */
import { Component, createRef } from '../runtime/component';
import { DesktopNav } from '../header/DesktopNav';
import { MobileMenu, readMobileMenu } from '../header/MobileMenu';
import type { HeaderMenu, NavPlace } from '../header/types';

export interface SiteHeaderProps extends NavPlace {
  siteName: string;
  /** The logo's picture; asked for at low priority, as the first paint of text does not wait for it. */
  logo: { src: string; width: number; height: number; fetchPriority?: 'low' };
  /** The menus' links: given on the server, read back from its HTML in the browser (readMobileMenu). */
  menu?: HeaderMenu;
  /** Scroll distance past which the header turns translucent. */
  scrollThreshold: number;
  /** The site's base path when it is served below a folder ("/site"); the other addresses come with it. */
  base?: string;
}

interface State {
  scrolled: boolean;
  menuOpen: boolean;
  /** Group whose drop-down is open on wide screens. */
  openGroup: string | null;
  /** Group expanded in the menu of narrow screens. */
  expanded: string | null;
}

/**
 * The sticky site header. It turns translucent once the page is scrolled
 * past the threshold or while the menu of narrow screens is open. That menu
 * is modal while open (the APG dialog's keyboard): the page behind it is
 * inert and does not scroll, Tab and Shift+Tab go round the toggle (which
 * closes it) and the menu's own links, and Escape closes it and gives focus
 * back to its toggle. (A class, like every site-wide island: see islands/site-wide/README.md.
 * Islands stay for the life of the page, so there is nothing to undo on unmount.)
 */
export default class SiteHeader extends Component<SiteHeaderProps, State> {
  override state: State = {
    scrolled: false,
    menuOpen: false,
    openGroup: null,
    // The group holding the current page is expanded when the menu of narrow screens opens.
    expanded: this.props.currentGroup,
  };
  private menu = this.props.menu ?? readMobileMenu();
  private toggle = createRef<HTMLButtonElement>();
  private wide: MediaQueryList | undefined;

  override componentDidMount() {
    this.onScroll();
    window.addEventListener('scroll', this.onScroll, { passive: true });
    document.addEventListener('keydown', this.onKey);
    this.wide = window.matchMedia('(min-width: 80rem)');
    this.wide.addEventListener('change', this.onWide);
  }

  override componentDidUpdate(_props: SiteHeaderProps, before: State) {
    const open = this.state.menuOpen;
    // The page behind the open menu must not scroll.
    document.documentElement.classList.toggle('overflow-hidden', open);
    // Nor be reached by keyboard or assistive technology: everything but this island is inert while it is open.
    if (open !== before.menuOpen) {
      const island = this.toggle.current?.closest('[data-island]');
      for (const element of document.body.children)
        if (element instanceof HTMLElement && element !== island) element.inert = open;
    }
  }

  /** Where Tab goes while the menu is open: the toggle, then the menu's links and buttons that show. */
  private modalStops(): HTMLElement[] {
    const inMenu = [...document.querySelectorAll<HTMLElement>('#mobile-menu a, #mobile-menu button')];
    return [this.toggle.current!, ...inMenu.filter((element) => element.getClientRects().length > 0)];
  }

  private onScroll = () => {
    const scrolled = window.scrollY > this.props.scrollThreshold;
    if (scrolled !== this.state.scrolled) this.setState({ scrolled });
  };
  private onKey = (event: KeyboardEvent) => {
    if (!this.state.menuOpen) return;
    if (event.key === 'Escape') this.closeMenu(true);
    if (event.key !== 'Tab') return;
    const stops = this.modalStops();
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const last = stops.length - 1;
    // From the last stop Tab goes round to the first, and Shift+Tab from the first to the last.
    const round = event.shiftKey ? (at <= 0 ? last : -1) : at === last || at === -1 ? 0 : -1;
    if (round === -1) return;
    event.preventDefault();
    stops[round]?.focus();
  };
  private onWide = () => {
    if (this.wide?.matches) this.closeMenu(false);
  };
  private closeMenu = (returnFocus: boolean) => {
    this.setState({ menuOpen: false });
    if (returnFocus) this.toggle.current?.focus();
  };

  override render() {
    const { siteName, logo, current, currentGroup } = this.props;
    const { items, cta } = this.menu;
    const { scrolled, menuOpen, openGroup, expanded } = this.state;
    const translucent = scrolled || menuOpen;
    // The menu is the header's sibling: the header's backdrop filter would otherwise
    // contain the fixed menu and cut it to the header's height.
    return (
      <>
        <header
          data-translucent={translucent ? 'true' : 'false'}
          className={`sticky top-0 z-50 h-20 border-b transition-colors duration-200 motion-reduce:transition-none ${
            translucent ? 'border-ink-100 bg-white/85 shadow-sm backdrop-blur-md' : 'border-transparent bg-white'
          }`}
        >
          <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
            <a href={`${this.props.base ?? ''}/`} className="flex shrink-0 items-center rounded-md" inert={menuOpen}>
              <img {...logo} alt={`${siteName}, home`} className="h-10 w-auto" />
            </a>
            <DesktopNav
              items={items}
              cta={cta}
              current={current}
              currentGroup={currentGroup}
              openGroup={openGroup}
              setOpenGroup={(group) => this.setState({ openGroup: group })}
            />
            <button
              ref={this.toggle}
              type="button"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => this.setState({ menuOpen: !menuOpen })}
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink-800 hover:bg-brand-50 xl:hidden noscript:hidden"
            >
              <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
              </svg>
            </button>
            <a
              href={`${this.props.base ?? ''}/site-map`}
              className="hidden min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 xl:hidden noscript:inline-flex"
            >
              Menu
            </a>
          </div>
        </header>
        <MobileMenu
          items={items}
          cta={cta}
          current={current}
          currentGroup={currentGroup}
          open={menuOpen}
          expanded={expanded}
          setExpanded={(group) => this.setState({ expanded: group })}
          onClose={() => this.closeMenu(false)}
        />
      </>
    );
  }
}
