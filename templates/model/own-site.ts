/**
 * Links written with the site's own address: an editor who copies an
 * address from the browser writes `https://www.mutapaconsulting.co.zw/contact`
 * for the page `/contact`. Such a link is a link inside the site: checked as
 * one (a page that does not exist is reported) and written into the pages
 * as the site path, opening in the same tab, below a folder with the base.
 *
 * The site is known by the address of site.yaml's `url` and, when a build
 * sets it, by SITE_URL's; each with or without `www.`, over https or http.
 */
import { basePathOf, withBase } from './url';

/** The hosts the site answers on, each with the base path it is served below there ("" at the host's root). */
export type OwnSite = ReadonlyMap<string, string>;

/** The site's own hosts, from its addresses (site.yaml's url, SITE_URL); an address that is not one is left out. */
export function ownSiteOf(addresses: ReadonlyArray<string | undefined>): OwnSite {
  const hosts = new Map<string, string>();
  for (const address of addresses) {
    const host = hostOf(address ?? '');
    if (!host) continue;
    const bare = host.replace(/^www\./, '');
    const base = basePathOf(address ?? '');
    for (const name of [bare, `www.${bare}`]) if (!hosts.has(name)) hosts.set(name, base);
  }
  return hosts;
}

/**
 * The site path a link written with the site's own address leads to (`/contact`, `/about#team`, `/` for the
 * home page), or undefined when it is not one. `www.` alone is read as https://www.
 */
export function ownSitePath(href: string, own: OwnSite): string | undefined {
  if (own.size === 0) return undefined;
  const written = /^www\./i.test(href) ? `https://${href}` : href;
  if (!/^https?:\/\//i.test(written)) return undefined;
  const host = hostOf(written);
  const base = host === undefined ? undefined : own.get(host);
  if (base === undefined) return undefined;
  const rest = written.replace(/^https?:\/\/[^/?#]*/i, '');
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  if (!base) return path;
  if (path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`) || path.startsWith(`${base}#`))
    return path.slice(base.length).replace(/^(?=[?#]|$)/, '/');
  return undefined;
}

/** An address as a page writes it: a link with the site's own address as its site path, then below the base. */
export function servedHref(base: string, own: OwnSite, href: string): string {
  return withBase(base, ownSitePath(href, own) ?? href);
}

function hostOf(address: string): string | undefined {
  const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(address)?.[1];
  return host ? host.toLowerCase().replace(/\.$/, '') : undefined;
}
