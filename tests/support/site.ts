/** Reads the built site of the test run: its routes and files. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/** Routes listed in the built sitemap.xml, as paths. */
export async function sitemapRoutes(): Promise<string[]> {
  const xml = await readFile(path.join(inject('distDir'), 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)?<\/loc>/g)].map((match) => match[1] || '/');
}

/** dist-relative HTML file of a route (a route ending in .html is that file). */
export function htmlFile(route: string): string {
  if (route.endsWith('.html')) return path.join(inject('distDir'), route.slice(1));
  return path.join(inject('distDir'), route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
}

export async function readHtml(route: string): Promise<string> {
  return readFile(htmlFile(route), 'utf8');
}

/** How many forms the <main> of a page's HTML holds. */
export function formsInMain(html: string): number {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main.match(/<form\b/g)?.length ?? 0;
}
