import { useEffect, useRef, useState } from 'react';
import { DesktopNav } from './header/DesktopNav';
import { MobileMenu } from './header/MobileMenu';
import type { NavItem, NavLink } from './header/types';

export interface SiteHeaderProps {
  siteName: string;
  logo: { src: string; width: number; height: number };
  items: NavItem[];
  cta: NavLink;
  /** Route of the page being shown, to mark its link. */
  current: string;
  /** Scroll distance past which the header turns translucent. */
  scrollThreshold: number;
}

/**
 * The sticky site header. Turns translucent once the page is scrolled past
 * the threshold or while the mobile menu is open.
 */
export default function SiteHeader({ siteName, logo, items, cta, current, scrollThreshold }: SiteHeaderProps) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > scrollThreshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [scrollThreshold]);

  useEffect(() => {
    if (!menuOpen) return;
    // The page behind the open menu must not scroll.
    document.documentElement.classList.add('overflow-hidden');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu(true);
    };
    const wide = window.matchMedia('(min-width: 64rem)');
    const onWide = () => wide.matches && closeMenu(false);
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    return () => {
      document.documentElement.classList.remove('overflow-hidden');
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
    };
  }, [menuOpen]);

  function closeMenu(returnFocus: boolean) {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }

  const translucent = scrolled || menuOpen;
  return (
    <header
      data-translucent={translucent ? 'true' : 'false'}
      className={`sticky top-0 z-50 h-20 border-b transition-colors duration-200 ${
        translucent ? 'border-ink-100 bg-white/85 shadow-sm backdrop-blur-md' : 'border-transparent bg-white'
      }`}
    >
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" className="flex shrink-0 items-center rounded-md">
          <img src={logo.src} width={logo.width} height={logo.height} alt={`${siteName}, home`} className="h-10 w-auto" />
        </a>
        <DesktopNav items={items} cta={cta} current={current} />
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink-800 hover:bg-brand-50 lg:hidden noscript:hidden"
        >
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
        </button>
        <a
          href="/site-map"
          className="hidden min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 lg:hidden noscript:inline-flex"
        >
          Menu
        </a>
      </div>
      <MobileMenu items={items} cta={cta} current={current} open={menuOpen} onClose={() => closeMenu(false)} />
    </header>
  );
}
