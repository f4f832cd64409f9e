/**
 * Adds the dev server's parts to a rendered page: the live-reload client
 * (an external module, so the page's content security stays as built) and,
 * when the content is broken, the overlay with its stylesheet.
 */
import { clientUrl, OVERLAY_CSS_URL } from './urls';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tag that loads the live-reload client for a page rendered from `route`. */
export function clientTag(route: string): string {
  return `<script type="module" src="${escapeAttribute(clientUrl(route))}"></script>`;
}

export function injectClient(html: string, route: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? html + clientTag(route) : html.slice(0, at) + clientTag(route) + html.slice(at);
}

/** Puts an overlay's HTML first in the body of a page, with the overlay's stylesheet in the head. */
export function injectOverlay(html: string, overlay: string): string {
  const head = html.indexOf('</head>');
  const withCss = head === -1 ? html : `${html.slice(0, head)}<link rel="stylesheet" href="${OVERLAY_CSS_URL}"/>${html.slice(head)}`;
  const body = /<body[^>]*>/.exec(withCss);
  if (!body) return withCss + overlay;
  const end = body.index + body[0].length;
  return withCss.slice(0, end) + overlay + withCss.slice(end);
}
