/**
 * What a link to an address that is no page most likely meant: the page's new address when `redirects:` in
 * site.yaml names it as an old one, else the page whose address is closest to it. Kept apart from the
 * checks that use it (check-references.ts, check-redirects.ts), which only ask for the words.
 */
import type { ContentProblem } from '../../problems/errors';
import { meantRoute } from './meant-route';

type Detail = Pick<ContentProblem, 'title' | 'expected' | 'found' | 'hint'>;

/**
 * The page a redirect's new address that is no page was meant for: read as a link to no page is
 * (meant-route.ts), so a check of links and a check of redirects suggest the same page for the same slip.
 */
export function closestRoute(target: string, routes: Iterable<string>): string | undefined {
  return meantRoute(
    target,
    [...routes].filter((route) => route !== target),
  );
}

/** The fix for an address that is no page: the closest page's, or where addresses come from. */
export function pageAddressHint(closest: string | undefined): string {
  return closest
    ? `Did you mean ${closest}? Pages are named after their files in content/pages/.`
    : 'Check the spelling; pages are named after their files in content/pages/.';
}

/**
 * A link to an old address that `redirects:` sends on: it works, but costs each visitor a round trip more
 * (a second or more on phone data), so the link is to be written with the page's address now. `found` is the
 * link as the editor wrote it; `rest` its ?query and #part, which carry over to the new address.
 */
export function linkToMovedPage(found: string, from: string, to: string, rest: string): Detail {
  const now = to.startsWith('/') ? `${to}${rest}` : to;
  return {
    title: 'Link to a page that has moved',
    expected: `the address the page has now, ${now}`,
    found: `${found}, an old address that redirects: in site.yaml sends on to ${to}`,
    hint: `${from} has moved to ${to}: link to ${now}. The redirect is for old bookmarks and other sites' links; from the site's own pages it makes every visitor wait for a second page load.`,
  };
}
