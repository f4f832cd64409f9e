/**
 * The `_headers` file (Netlify and Cloudflare Pages format): the security
 * headers for every address, each page's strict Content-Security-Policy
 * (naming that page's own inline style alone), long immutable caching for
 * hashed assets. The preview server applies the same file, so what is
 * tested locally is what is served.
 */
import { createHash } from 'node:crypto';
import { EARLY_INPUT_SCRIPT } from '../../templates/layout/early-input';
import { REFERRER_POLICY } from '../../templates/layout/referrer-policy';
import type { StyleSources } from '../render/first-screen';
import type { Site } from '../../templates/model/site';
import { basePathOf } from '../../templates/model/url';

/** The policy's source that allows the page's one inline script, by its hash. */
const EARLY_INPUT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

/** What the headers depend on: the site's settings. */
type WithSite = { site: Site };

/**
 * The policy for a <meta http-equiv> tag, for hosts that cannot send headers
 * (GitHub Pages): the same, less the directives a meta tag cannot carry.
 */
export function metaContentSecurityPolicy(model: WithSite, styleSources: readonly string[] = []): string {
  return forMetaTag(contentSecurityPolicy(model, styleSources));
}

/** A policy less the directives a <meta http-equiv> tag cannot carry (frame-ancestors, which browsers ignore there). */
const forMetaTag = (policy: string) =>
  policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');

/**
 * The site's policy. `styleSources` allow the inline styles of first screens by their hashes
 * (scripts/render/first-screen.ts): a page's own, in its meta tag and in its rule of _headers.
 */
export function contentSecurityPolicy(model: WithSite, styleSources: readonly string[] = []): string {
  const formOrigin = new URL(model.site.forms.endpoint).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_INPUT_SOURCE}`,
    ["style-src 'self'", ...styleSources].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${formOrigin}`,
    `form-action 'self' ${formOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** Where the web editor logs in and saves: site.yaml's `editing:`, or the local backend of npm run cms. */
export type AdminBackend = { local: true } | { local?: false; editing?: Site['editing'] };

/** The hosts the editing app must reach for its backend: the git host's API (and its avatars), or none beyond this site. */
function backendSources(backend: AdminBackend): { connect: string[]; img: string[] } {
  if (backend.local) return { connect: [], img: [] };
  const name = backend.editing?.backend ?? 'git-gateway';
  if (name === 'github') return { connect: ['https://api.github.com'], img: ['https://avatars.githubusercontent.com'] };
  if (name === 'gitlab') return { connect: ['https://gitlab.com'], img: ['https://gitlab.com'] };
  // git-gateway: Netlify Identity and the gateway answer at this site's own /.netlify/ addresses.
  return { connect: [], img: [] };
}

/**
 * The web editor's policy (/admin/ only), as narrow as its backend allows: it reaches this site and the
 * git host of `editing:` only. Decap CMS needs two loosenings, for as long as it is built this way:
 * 'unsafe-eval' because it validates config.yml with Ajv, which compiles its JSON Schemas into functions
 * (new Function) as the app starts; and inline styles because its
 * components are styled with Emotion, which writes <style> elements at run time. Chosen pictures show from
 * blob: URLs. Every other route keeps the site's policy.
 */
export function adminContentSecurityPolicy(backend: AdminBackend = {}): string {
  const hosts = backendSources(backend);
  const withHosts = (list: string[]) => (list.length > 0 ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${withHosts(hosts.img)}`,
    "font-src 'self' data:",
    // Decap reads a picture chosen for upload back from its blob: URL.
    `connect-src 'self' blob:${withHosts(hosts.connect)}`,
    "frame-src 'self' blob:",
    "media-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The web editor's policy for its page's meta tag, for hosts that send no headers: the same, less
 * frame-ancestors (its first script refuses a frame instead: scripts/cms/app/frame-guard.ts).
 */
export const adminMetaContentSecurityPolicy = (backend: AdminBackend = {}) =>
  forMetaTag(adminContentSecurityPolicy(backend));

/** The media folders' public addresses: the pictures of public/images/, served as they are. */
export const MEDIA_PATHS = ['/images/'] as const;

/**
 * Headers of a file of a media folder: pictures, opened at their own address, run no script and load
 * nothing but themselves (an SVG keeps its inline styles), in a sandbox of no origin; and their type is
 * never guessed from their content.
 */
const MEDIA_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
export const MEDIA_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': MEDIA_POLICY,
  'X-Content-Type-Options': 'nosniff',
};

/** An SVG drawing's type, saying it is UTF-8 (scripts/serve/content-types.ts has why). */
export const SVG_TYPE = 'image/svg+xml; charset=utf-8';

/**
 * A rule per SVG drawing the site serves as it is (`addresses`, like /images/logo.svg), giving its type with
 * its charset: hosts send `image/svg+xml` alone. One per file, since a pattern's `*` in the middle of an
 * address is not read alike by every host; the last rules of the file, so that past the hundred rules
 * Cloudflare Pages reads, only these are lost.
 */
function svgTypeRules(addresses: readonly string[]): Rule[] {
  return [...addresses].sort().map((address): Rule => [address, { 'Content-Type': SVG_TYPE }]);
}

/** Whether a URL path is a file of a media folder. */
export const isMediaPath = (urlPath: string) => MEDIA_PATHS.some((prefix) => urlPath.startsWith(prefix));

/** A year, and never asked again: for files whose name changes with their contents. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A week, then asked again (answered 304 when unchanged): for files whose address stays, as browsers ask for it. */
export const ICON_CACHE = 'public, max-age=604800';
/** The icons the build writes at the root under fixed names (scripts/assets/images.ts), browsers asking for some by name. */
export const ICON_FILES = ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png'];

/**
 * How long browsers keep each kind of file. Content-hashed files (the scripts, the stylesheet and the
 * pictures the build makes, all in /assets/) are immutable for a year; the icons are kept a week; pages
 * have no rule, so they revalidate on every visit (the hosts' default, and the preview server's and the
 * nginx block's). No file of these is matched by a broader rule that sets Cache-Control too.
 */
export function cacheRules(): Array<[string, Record<string, string>]> {
  return [
    ['/assets/*', { 'Cache-Control': IMMUTABLE }],
    ...ICON_FILES.map((file): [string, Record<string, string>] => [file, { 'Cache-Control': ICON_CACHE }]),
  ];
}

/** Cloudflare Pages reads the first 100 rules of a _headers file, and no more. */
export const HOST_RULE_LIMIT = 100;

/** A rule of _headers: the addresses it matches, and the headers it sets there. */
export type Rule = [pattern: string, headers: Record<string, string>];

/** A page's policies: what it may load (its inline styles by `styleSources`), and what windows it shares with. */
const pagePolicies = (model: WithSite, styleSources: readonly string[]): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(model, styleSources),
  'Cross-Origin-Opener-Policy': 'same-origin',
});

/**
 * The rules of each page's policies: at the page's address, and with a slash after it, as hosts that serve
 * about/index.html at /about/ give it. One policy per page, naming its own style alone: the site's 20 hashes
 * in one policy were 1.3 KB of headers on every response, most of the first round trip's spare room.
 */
function pagePolicyRules(model: WithSite, pages: Readonly<StyleSources>): Rule[] {
  return pages.flatMap(([route, source]) => {
    const policy = pagePolicies(model, source ? [source] : []);
    const addresses = route === '/' ? [route] : [route, `${route}/`];
    return addresses.map((address): Rule => [address, policy]);
  });
}

/**
 * The file. No two rules that match one address set the same header: hosts differ in what they do then
 * (Netlify keeps the narrower rule's value, Cloudflare Pages joins both, so two policies would both be
 * enforced and two lifetimes make a cache keep the file for the first or not at all). So the site-wide
 * rule sets no policy: each page's rule does (`pages`, each page's route and the source of its inline
 * style, none when it has none), the media folders' and the web editor's their own; what else is served
 * (the 404 page at any address, robots.txt) carries its policy in its meta tag or runs nothing, and
 * framing is refused everywhere by X-Frame-Options.
 * A site with more pages than Cloudflare Pages reads rules for (HOST_RULE_LIMIT) gets one site-wide policy
 * naming every page's style instead, which the later rules replace on Netlify and on the preview server: the
 * one case of a header set twice (the README says what a deploy to Cloudflare Pages must add then).
 * `svgFiles`: the addresses of the SVG drawings served as they are, each given its type with its charset.
 */
export function headersFile(
  model: WithSite,
  pages: Readonly<StyleSources> = [],
  svgFiles: readonly string[] = [],
): string {
  const everywhere: Record<string, string> = {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  const others: Rule[] = [
    // nosniff is the site-wide rule's already.
    ['/images/*', { 'Cache-Control': 'public, max-age=86400', 'Content-Security-Policy': MEDIA_POLICY }],
    ...cacheRules(),
    // The web editor gets its own policy, is never indexed, and is always fresh. Its login through GitHub or
    // GitLab opens a window of the git host that must answer the editor's.
    [
      '/admin/*',
      {
        'Content-Security-Policy': adminContentSecurityPolicy({ editing: model.site.editing }),
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        'X-Robots-Tag': 'noindex, nofollow',
        'Cache-Control': 'no-cache',
      },
    ],
  ];
  let perPage = pagePolicyRules(model, pages);
  if (1 + perPage.length + others.length > HOST_RULE_LIMIT) {
    const sources = [...new Set(pages.map(([, source]) => source).filter(Boolean))].sort();
    Object.assign(everywhere, pagePolicies(model, sources));
    perPage = [];
  }
  const rules: Rule[] = [['/*', everywhere], ...perPage, ...others, ...svgTypeRules(svgFiles)];
  // Below a folder, every rule is for the site's own addresses there.
  const base = basePathOf(model.site.url);
  return headersFileText(rules.map(([pattern, headers]): Rule => [`${base}${pattern}`, headers]));
}

/** Rules written as a _headers file: each pattern on a line, its headers indented below it. */
export function headersFileText(rules: readonly Rule[]): string {
  return rules
    .map(([pattern, headers]) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

export interface HeaderRule {
  pattern: string;
  headers: Array<[string, string]>;
}

/** Reads a `_headers` file back into rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The base path of the site a _headers file is for ("" at a host's root, "/site" below a folder): its first
 * rule is the site-wide one, for every address of the site (headersFile).
 */
export function basePathOfRules(rules: readonly HeaderRule[]): string {
  const first = rules[0]?.pattern ?? '/*';
  return first.endsWith('/*') ? first.slice(0, -2) : '';
}

/** Whether a URL path matches a rule's pattern (`*` matches anything, `:name` one segment). */
export function matchesPattern(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`).test(urlPath);
}

/** Headers of every rule matching the path, as written, a later rule's header replacing an earlier one's. */
export function headersMatching(rules: readonly HeaderRule[], urlPath: string): Array<[string, string]> {
  const merged = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, urlPath)) continue;
    for (const [name, value] of rule.headers) merged.set(name.toLowerCase(), [name, value]);
  }
  return [...merged.values()];
}

/** Headers of every rule matching the path, later rules adding to earlier ones, by lower-case name. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  return Object.fromEntries(headersMatching(rules, urlPath).map(([name, value]) => [name.toLowerCase(), value]));
}
