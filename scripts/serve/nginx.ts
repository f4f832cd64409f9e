/**
 * An nginx server block that serves dist/ with the same headers as
 * dist/_headers, clean URLs and the 404 page, and keeps to itself what the
 * preview server does (dot-files, _headers, links leading out of dist/).
 */
import { basePathOfRules, type HeaderRule, headersMatching } from '../output/headers';

const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/**
 * The location a rule's pattern becomes: a folder's prefix (`/assets/*`; nginx takes the longest
 * prefix, as _headers takes the later, narrower rule) or one address (`= /favicon.ico`, a page's `= /about`).
 * The site-wide rule goes on the server itself.
 */
function locationMatch(pattern: string, siteWide: string): string | undefined {
  if (pattern === siteWide) return undefined;
  if (pattern.endsWith('/*') && !pattern.slice(0, -2).includes('*')) return pattern.slice(0, -1);
  if (!pattern.includes('*') && !pattern.includes(':')) return `= ${pattern}`;
  throw new Error(`The nginx block has no location for the _headers pattern ${pattern}`);
}

/** Headers nginx sets itself: the type comes from its types, its charset from `charset` and `charset_types`. */
const SET_BY_NGINX = new Set(['content-type']);

/**
 * The server block. For a site built for a folder of its host (SITE_URL=https://example.org/site), `root` is
 * the folder that holds the site's folder: dist/ goes in <root>/site/.
 */
export function nginxServerBlock(
  allRules: readonly HeaderRule[],
  options: { serverName: string; root: string },
): string {
  // add_header would send a second Content-Type beside nginx's own: the rules that only give one need no location.
  const rules = allRules
    .map((rule) => ({ ...rule, headers: rule.headers.filter(([name]) => !SET_BY_NGINX.has(name.toLowerCase())) }))
    .filter((rule) => rule.headers.length > 0);
  const base = basePathOfRules(rules);
  const siteWide = `${base}/*`;
  const everywhere = rules.filter((rule) => rule.pattern === siteWide).flatMap((rule) => rule.headers);
  const addHeaders = (headers: ReadonlyArray<[string, string]>, indent: string) =>
    headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`).join('\n');
  // nginx drops the server's add_header lines in a location that has its own, and serves a request from
  // one location only: each location sets every header of every rule that matches its files, a later
  // rule's header replacing an earlier one's, as hosts apply _headers (/images/ keeps the site-wide
  // headers beside its own policy and caching).
  const locations = rules.flatMap((rule) => {
    const match = locationMatch(rule.pattern, siteWide);
    if (match === undefined) return [];
    const sample = match.startsWith('= ') ? match.slice(2) : `${match}file`;
    // Clean URLs here too: a page's own location (`= /about`) serves /about/index.html.
    return [
      `    location ${match} {\n${addHeaders(headersMatching(rules, sample), '        ')}\n        try_files $uri $uri/index.html $uri.html =404;\n    }`,
    ];
  });
  return `server {
    listen 80;
    listen [::]:80;
    server_name ${options.serverName};
    root ${options.root};${base ? `\n    # The site is served at ${base}/: copy dist/ to ${options.root.replace(/\/+$/, '')}${base}/.\n    location = ${base} {\n        return 301 ${base}/;\n    }` : ''}

    # Text says it is UTF-8, SVG drawings included: a browser reads a drawing sent without a charset in the
    # encoding its XML declaration names.
    charset utf-8;
    charset_types text/plain text/xml text/css text/javascript application/javascript application/json application/xml application/manifest+json image/svg+xml;
    gzip on;
    gzip_types text/css text/javascript application/javascript application/json image/svg+xml application/xml text/plain;

${addHeaders([...everywhere, ['Cache-Control', 'public, max-age=0, must-revalidate']], '    ')}

    # As the preview server: no dot-file (but /.well-known/), not _headers, no link leading out of the root.
    disable_symlinks on from=$document_root;
    location ~ /\\.(?!well-known/) {
        return 404;
    }
    location = ${base}/_headers {
        return 404;
    }

    # Clean URLs: /about is served from /about/index.html.
    location / {
        try_files $uri $uri/index.html $uri.html =404;
    }
    error_page 404 ${base}/404.html;

${locations.join('\n\n')}
}
`;
}
