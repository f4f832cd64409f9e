/** The site chrome around every page: header, main content, footer. */
import type { ReactNode } from 'react';
import { useBasePath, useHref, useSite } from '../context';
import { withBase } from '../model/url';
import { Island } from '../Island';
import SiteHeader from '../../islands/site-wide/SiteHeader';
import Toaster from '../../islands/site-wide/Toaster';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { MobileBar, MOBILE_BAR_ROOM } from './MobileBar';
import { headerItems, placementOf } from './nav';

/**
 * Header, main content and footer of every page, with the floating chat
 * button, the sticky bar of small screens and the notification area.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { model, page } = useSite();
  const { site } = model;
  const base = useBasePath();
  const href = useHref();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow"
      >
        Skip to content
      </a>
      <Island
        name="SiteHeader"
        component={SiteHeader}
        // The island reads its menu back from its own HTML: the page carries it once.
        serverOnly={['menu']}
        props={{
          siteName: site.name,
          logo: { src: withBase(base, '/images/logo.svg'), width: 180, height: 40, fetchPriority: 'low' },
          menu: {
            items: headerItems(model),
            cta: { label: site.navigation.cta.label, href: href(site.navigation.cta.href) },
          },
          // The addresses above are as the browser asks for them: so is the page's, to mark its link.
          current: withBase(base, page.route),
          currentGroup: placementOf(model, page)?.group.id ?? null,
          scrollThreshold: 10,
          // Only below a folder: a site at its host's root keeps the same props.
          ...(base ? { base } : {}),
        }}
      />
      <main id="main">{children}</main>
      <Footer />
      <aside aria-label="Quick contact">
        <ChatButton />
        <MobileBar />
      </aside>
      {/* Room at the end for the sticky bar and the chat button of small screens, kept at all times so nothing shifts. */}
      <div className={`bg-brand-950 ${MOBILE_BAR_ROOM}`} />
      <Island name="Toaster" component={Toaster} when="idle" props={{}} />
    </>
  );
}
