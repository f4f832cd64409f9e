/**
 * Where a page's first screen ends, in builds that put the first screen's
 * rules inline in the head (assets.inlineFirstScreen). The first screen is
 * the page's header, its hero and the block after it: on a phone, what shows
 * before any scrolling, and the page's largest text.
 *
 * - With scripts, the early-input script (./early-input.ts) links the
 *   stylesheet once the first screen is painted, so the first paint needs
 *   nothing but the HTML. Until the stylesheet has come, failed or been
 *   STYLESHEET_TIME_LIMIT_MS on its way, what follows this mark stays hidden
 *   (LATER_HIDDEN_RULE of ./early-input.ts), so nothing shows half styled on a link that works.
 * - Without scripts, the link in this mark's <noscript> loads the stylesheet
 *   here: the browser paints the first screen, and what follows once the
 *   stylesheet has come.
 *
 * Renders nothing in builds that link the stylesheet in the head (the dev server's pages).
 */
import { useHref, useSite } from '../context';
import { FIRST_SCREEN_END_ATTRIBUTE } from './early-input';

export function EndOfFirstScreen() {
  const { assets } = useSite();
  const href = useHref();
  if (!assets.inlineFirstScreen) return null;
  return (
    <noscript {...{ [FIRST_SCREEN_END_ATTRIBUTE]: '' }}>
      <link rel="stylesheet" href={href(assets.css)} />
    </noscript>
  );
}
