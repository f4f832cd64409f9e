/**
 * Adds the dev server's parts to a rendered page: the live-reload client
 * (an external module, so the page's content security stays as built) and,
 * when the content is broken, the overlay with its stylesheet.
 */
import { clientUrl, OVERLAY_CSS_URL } from './urls';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The tag that loads the live-reload client for a page rendered from
 * `route` at `version` of the site (see DevSite.version): a tab that was
 * reloading when a later change came is told on connecting.
 */
export function clientTag(route: string, version: number): string {
  return `<script type="module" src="${escapeAttribute(clientUrl(route))}" ${VERSION_ATTRIBUTE}="${version}"></script>`;
}

/** The attribute of the client's tag that holds the site's version. */
export const VERSION_ATTRIBUTE = 'data-dev-version';

export function injectClient(html: string, route: string, version: number): string {
  const tag = clientTag(route, version);
  const at = html.indexOf('</head>');
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/** Puts an overlay's HTML first in the body of a page, with the overlay's stylesheet in the head. */
export function injectOverlay(html: string, overlay: string): string {
  const head = html.indexOf('</head>');
  const withCss =
    head === -1 ? html : `${html.slice(0, head)}<link rel="stylesheet" href="${OVERLAY_CSS_URL}"/>${html.slice(head)}`;
  const body = /<body[^>]*>/.exec(withCss);
  if (!body) return withCss + overlay;
  const end = body.index + body[0].length;
  return withCss.slice(0, end) + overlay + withCss.slice(end);
}
