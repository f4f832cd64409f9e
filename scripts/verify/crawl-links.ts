/**
 * linkinator over a built site, served as a static host serves it: every page is a starting point (so a
 * page no other links to is checked too), and internal links and assets are followed; links to other sites
 * are counted, not fetched. A broken link is reported at the place of the page that holds it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { resolveFile, startServer } from '../serve/static-server';
import { withoutBase } from '../../templates/model/url';
import { htmlFilesOf, routeOfFile } from './built-pages';
import { addressesIn } from './page-addresses';
import type { SiteProblem } from './site-problem';
import { excerptAt, positionAt } from './text-position';

export interface CrawlReport {
  problems: SiteProblem[];
  checked: number;
  external: number;
}

export async function crawlBuiltLinks(options: { outDir: string; cwd?: string }): Promise<CrawlReport> {
  const cwd = options.cwd ?? process.cwd();
  const server = await startServer({ dir: options.outDir, port: 0 });
  try {
    const pages = (await htmlFilesOf(options.outDir)).filter((file) => file !== '404.html');
    // Every address of this host is followed, inside the site's folder or not: a link that forgot the base
    // path must fail, not pass as another site's.
    const origin = new URL(server.url).origin;
    const base = new URL(server.url).pathname.replace(/\/$/, '');
    const result = await new LinkChecker().check({
      path: pages.map((file) => `${server.url}${routeOfFile(file)}`),
      recurse: true,
      concurrency: 8,
      linksToSkip: async (link) => !link.startsWith(`${origin}/`) && link !== origin,
    });
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    const problems = await Promise.all(
      broken.map((link) => locateBrokenLink(link, { outDir: options.outDir, origin, base, cwd })),
    );
    return {
      problems: dedupe(problems),
      checked: result.links.filter((link) => link.state === LinkState.OK).length,
      external: new Set(result.links.filter((link) => link.state === LinkState.SKIPPED).map((link) => link.url)).size,
    };
  } finally {
    await server.close();
  }
}

async function locateBrokenLink(
  link: LinkResult,
  site: { outDir: string; origin: string; base: string; cwd: string },
): Promise<SiteProblem> {
  const target = new URL(link.url);
  const shown = target.origin === site.origin ? target.href.slice(site.origin.length) : target.href;
  const title = 'Broken link';
  const reason = `${shown} answers ${link.status || 'nothing'}`;
  const parent = link.parent ? new URL(link.parent) : undefined;
  const file = parent ? await resolveFile(site.outDir, withoutBase(site.base, parent.pathname)) : undefined;
  if (!parent || !file) return { file: path.relative(site.cwd, site.outDir), line: 1, column: 1, title, reason };
  const html = await readFile(file, 'utf8');
  const addresses = addressesIn(html, parent);
  const place =
    addresses.find((address) => address.url.href === target.href) ??
    addresses.find((address) => address.url.href.split('#')[0] === target.href.split('#')[0]);
  const offset = place?.offset ?? 0;
  return {
    file: path.relative(site.cwd, file),
    ...positionAt(html, offset),
    title,
    reason,
    detail: place ? `at ${excerptAt(html, offset)}` : undefined,
  };
}

function dedupe(problems: SiteProblem[]): SiteProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}:${problem.line}:${problem.column}:${problem.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
