/**
 * The page a link to no page was most likely meant for: the address a
 * redirect in site.yaml sends it to (the page was renamed), the page of
 * the same name in another folder (it was moved), or the address a few
 * letters away (a slip: /contct for /contact, /about-us for /about).
 */
import { editDistance } from '../../problems/describe-value';

/** The route meant by `target`, a site path no page has; undefined when none is close enough. */
export function meantRoute(
  target: string,
  routes: Iterable<string>,
  redirects: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  const redirected = redirects.get(target);
  if (redirected !== undefined) return redirected;
  const name = lastSegment(target);
  let best: { route: string; score: number } | undefined;
  for (const route of routes) {
    const score = distance(target, name, route);
    if (score !== undefined && (!best || score < best.score)) best = { route, score };
  }
  return best?.route;
}

/** How far a route is from the target, or undefined when too far to be what was meant. */
function distance(target: string, name: string, route: string): number | undefined {
  const whole = editDistance(target.toLowerCase(), route.toLowerCase());
  if (whole <= Math.max(2, Math.floor(target.length / 5))) return whole;
  const own = lastSegment(route);
  if (!name || !own) return undefined;
  // Moved to another folder under the same name.
  if (own === name) return 3;
  // In the same folder, a name cut short or lengthened (/about-us for /about, /praz for /praz-registration).
  const sameFolder = parentOf(target) === parentOf(route);
  if (sameFolder && (own.startsWith(`${name}-`) || name.startsWith(`${own}-`))) return 4;
  return undefined;
}

const lastSegment = (route: string) => route.slice(route.lastIndexOf('/') + 1);
const parentOf = (route: string) => route.slice(0, route.lastIndexOf('/'));
