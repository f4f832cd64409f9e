/**
 * site.yaml's `redirects:` as each kind of host takes them: `_redirects` (Netlify, Cloudflare Pages, and the
 * preview server), the nginx block's locations (scripts/serve/nginx.ts reads `_redirects` back), and for a
 * host with neither (GitHub Pages) a small page at the old address that moves the browser on.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Redirect, redirectPageFile } from '../../templates/model/redirects';
import type { Site } from '../../templates/model/site';
import { basePathOf, siteUrl, withBase } from '../../templates/model/url';
import { REFERRER_POLICY } from '../../templates/layout/referrer-policy';
import { metaContentSecurityPolicy } from './headers';
import { OutputError } from './output-safety';

/**
 * The `_redirects` file. Each redirect takes two lines: Netlify serves a file at an address before any rule
 * unless the rule is forced (`301!`), and a page is kept at the old address for hosts without redirects;
 * Cloudflare Pages, which knows no `!`, skips that line (listing it as invalid in its deploy log) and reads the
 * plain one below it, as it puts rules before files anyway. Netlify takes the first of two rules for an address.
 */
export function redirectsFile(site: Pick<Site, 'url' | 'redirects'>): string {
  const base = basePathOf(site.url);
  const lines = site.redirects.flatMap(({ from, to }) => {
    const pair = `${withBase(base, from)} ${withBase(base, to)}`;
    return [`${pair} 301!`, `${pair} 301`];
  });
  return [
    '# Old addresses of the site (site.yaml, redirects:). Each twice: Netlify reads the forced line (301!),',
    '# Cloudflare Pages the plain one.',
    ...lines,
    '',
  ].join('\n');
}

/** The redirects of a `_redirects` file this build wrote, one per old address, with the base path in both. */
export function parseRedirectsFile(text: string): Redirect[] {
  const seen = new Set<string>();
  const found: Redirect[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to || !/^30[12378]!?$/.test(status ?? '') || seen.has(from)) continue;
    seen.add(from);
    found.push({ from, to });
  }
  return found;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page at an old address, for hosts that send no redirect: it moves the browser on at once (meta refresh),
 * names the new address as the canonical one so search engines move their listing, is never indexed, and
 * shows a link for a browser that does not follow the refresh. No style and no script: its policy allows none.
 * `title`: the new page's title, when it is a page of this site.
 */
export function redirectPage(site: Site, redirect: Redirect, title: string | undefined): string {
  const external = redirect.to.startsWith('https://');
  const target = external ? redirect.to : withBase(basePathOf(site.url), redirect.to);
  const canonical = external ? redirect.to : siteUrl(site.url, redirect.to);
  const name = title ?? redirect.to;
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(metaContentSecurityPolicy({ site }))}"/>`,
    `<meta name="referrer" content="${REFERRER_POLICY}"/>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<title>${escapeHtml(`Moved: ${name} | ${site.name}`)}</title>`,
    '<meta name="robots" content="noindex"/>',
    `<link rel="canonical" href="${escapeHtml(canonical)}"/>`,
    `<meta http-equiv="refresh" content="${escapeHtml(`0; url=${target}`)}"/>`,
    '</head><body>',
    `<p>This page has moved to <a href="${escapeHtml(target)}">${escapeHtml(name)}</a>.</p>`,
    '</body></html>\n',
  ].join('');
}

/**
 * Writes `_redirects` and the page at each old address into the staging folder, after the pages: a page file
 * found there already is never overwritten (the content check refuses an old address that is a page's, so
 * this stops only what slipped past it, like two addresses one file system takes for the same).
 */
export async function writeRedirects(
  staging: string,
  index: { site: Site; pages: ReadonlyArray<{ route: string; title: string }> },
): Promise<string[]> {
  const { site } = index;
  if (site.redirects.length === 0) return [];
  await writeFile(path.join(staging, '_redirects'), redirectsFile(site));
  const written = ['_redirects'];
  const titles = new Map(index.pages.map((page) => [page.route, page.title]));
  for (const redirect of site.redirects) {
    const file = redirectPageFile(redirect.from);
    await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
    await writeFile(path.join(staging, file), redirectPage(site, redirect, titles.get(redirect.to)), {
      flag: 'wx',
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
      throw new OutputError(
        `The redirect from ${redirect.from} in site.yaml would replace ${file}, which the build wrote already: remove the redirect, or give it another old address.`,
      );
    });
    written.push(file);
  }
  return written;
}
