/**
 * Every link to a part of a page (`/about#our-approach`, `#top-of-list`) points at an element the target page
 * really has. Read from the built files: a crawler checks a fragment only when it happens to fetch the target
 * page after the link, so its verdict would depend on the order of the crawl.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveFile } from '../serve/static-server';
import { withBase, withoutBase } from '../../templates/model/url';
import { basePathOfBuild, htmlFilesOf, routeOfFile } from './built-pages';
import { addressesIn, fragmentTargetsIn } from './page-addresses';
import type { SiteProblem } from './site-problem';
import { excerptAt, positionAt } from './text-position';

/** Fragments a browser handles without an element: the top of the page. */
const BUILT_IN_FRAGMENTS = new Set(['', 'top']);

export async function checkBuiltFragments(options: { outDir: string; cwd?: string }): Promise<SiteProblem[]> {
  const cwd = options.cwd ?? process.cwd();
  const origin = 'http://site.invalid';
  const targetsOf = new Map<string, Promise<Set<string>>>();
  const targets = (file: string) => {
    let known = targetsOf.get(file);
    if (!known) {
      known = readFile(file, 'utf8').then(fragmentTargetsIn);
      targetsOf.set(file, known);
    }
    return known;
  };
  const problems: SiteProblem[] = [];
  const base = await basePathOfBuild(options.outDir);
  for (const file of await htmlFilesOf(options.outDir)) {
    const absolute = path.join(options.outDir, file);
    const html = await readFile(absolute, 'utf8');
    const page = new URL(withBase(base, routeOfFile(file)), origin);
    for (const address of addressesIn(html, page)) {
      if (address.attribute !== 'href' || address.url.origin !== origin) continue;
      const fragment = safeDecode(address.url.hash.slice(1));
      if (BUILT_IN_FRAGMENTS.has(fragment)) continue;
      const target = await resolveFile(options.outDir, withoutBase(base, address.url.pathname));
      // A page that does not exist is the crawl's to report.
      if (!target?.endsWith('.html') || (await targets(target)).has(fragment)) continue;
      const shown = `${address.url.pathname === page.pathname ? '' : address.url.pathname}#${fragment}`;
      problems.push({
        file: path.relative(cwd, absolute),
        ...positionAt(html, address.offset),
        title: 'Link to a missing part of a page',
        reason: `${shown}: ${address.url.pathname} has no element with the id "${fragment}"`,
        detail: `at ${excerptAt(html, address.offset)}`,
      });
    }
  }
  return problems;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
