/**
 * Addresses as the build writes them into pages, the sitemap and
 * robots.txt: percent-encoded where a character may not stand as it is,
 * and never encoded twice.
 */

/** Characters a path, query or fragment may hold as they are (RFC 3986: unreserved, sub-delims, ":", "@", "/", "?"). */
const ALLOWED = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;

/**
 * Percent-encodes what must be in a link, a path or a whole address: spaces,
 * accents, quotes, a lone % and the like. Valid %XX stay as they are, so an
 * address encoded already comes out the same. The scheme and host of a full
 * address are left to the URL parser.
 */
export function encodeUrl(href: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(href)?.[0];
  if (origin) {
    let base: string;
    try {
      base = new URL(origin).origin;
    } catch {
      base = origin;
    }
    return base + encodeRest(href.slice(origin.length));
  }
  return encodeRest(href);
}

/** Path, query and fragment: the first # starts the fragment, where a further # is encoded. */
function encodeRest(rest: string): string {
  const hash = rest.indexOf('#');
  if (hash === -1) return encodePart(rest);
  return `${encodePart(rest.slice(0, hash))}#${encodePart(rest.slice(hash + 1))}`;
}

function encodePart(part: string): string {
  let out = '';
  for (let index = 0; index < part.length; index++) {
    const char = part[index]!;
    if (ALLOWED.test(char)) out += char;
    else if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(part.slice(index + 1, index + 3))) out += char;
    else {
      const code = part.codePointAt(index)!;
      const whole = String.fromCodePoint(code);
      // A lone surrogate cannot be encoded as UTF-8: it stands for a character lost on the way.
      out += /[\uD800-\uDFFF]/.test(whole) && whole.length === 1 ? '%EF%BF%BD' : encodeURIComponent(whole);
      index += whole.length - 1;
    }
  }
  return out;
}

/** The absolute address of a path of the site (a route, or a file like /sitemap.xml), from site.url, which may have a path of its own. */
export function siteUrl(base: string, sitePath: string): string {
  return encodeUrl(`${base.replace(/\/+$/, '')}${sitePath.startsWith('/') ? sitePath : `/${sitePath}`}`);
}

/**
 * The path a site served below a folder starts with: "" for a site at the root of its host, "/site" for
 * https://example.org/site. Content writes site paths from the root of the site (`/about`); the build adds
 * this in front of each, so the same content works at a host's root and below a folder.
 */
export function basePathOf(siteAddress: string): string {
  // Read from the text rather than by the URL parser: it runs for every component that writes a link.
  const pathname = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i.exec(siteAddress)?.[1] ?? '';
  return pathname.replace(/\/+$/, '');
}

/** A site path (`/about`, `/images/logo.svg`) as the browser must ask for it; other addresses as they are. */
export function withBase(base: string, href: string): string {
  if (!base || !href.startsWith('/') || href.startsWith('//')) return href;
  return `${base}${href}`;
}

/** A site path without the site's base in front, when it has it: links may be written either way. */
export function withoutBase(base: string, href: string): string {
  if (!base) return href;
  if (href === base) return '/';
  return href.startsWith(`${base}/`) || href.startsWith(`${base}#`) || href.startsWith(`${base}?`)
    ? href.slice(base.length) || '/'
    : href;
}
