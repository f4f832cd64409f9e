/**
 * The islands every page has. They travel inside the boot module instead of
 * chunks of their own (one file compresses better than four), and they are
 * classes rather than function components with hooks: then pages whose only
 * islands are these do without Preact's hooks runtime (about 1 KB gzip) and
 * stay within their 10 KB budget (reports/js-budget.json). Islands of single
 * pages use hooks as usual; the hooks load with them.
 */
import SiteHeader from './SiteHeader';
import StickyBar from './StickyBar';
import Toaster from './Toaster';

export const siteWide = { SiteHeader, StickyBar, Toaster };

export type SiteWideName = keyof typeof siteWide;
