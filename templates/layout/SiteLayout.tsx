import type { ReactNode } from 'react';
import { useSite } from '../context';
import { Island } from '../Island';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { headerItems } from './nav';

/** Header, main content, footer and the floating chat button of every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { model, page } = useSite();
  const { site } = model;
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
        props={{
          siteName: site.name,
          logo: { src: '/images/logo.svg', width: 180, height: 40 },
          items: headerItems(model),
          cta: { label: site.navigation.cta.label, href: site.navigation.cta.href },
          current: page.route,
          scrollThreshold: 10,
        }}
      />
      <main id="main">{children}</main>
      <Footer />
      <ChatButton />
    </>
  );
}
