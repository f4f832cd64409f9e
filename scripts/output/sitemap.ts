/** sitemap.xml and robots.txt, with absolute URLs from site.url. */
import type { Site } from '../../templates/model/site';
import { basePathOf, siteUrl } from '../../templates/model/url';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function pageUrl(model: { site: Site }, route: string): string {
  return siteUrl(model.site.url, route);
}

/** The routes listed: every page whose front matter leaves sitemap on. */
export function sitemapXml(model: { site: Site; pages: ReadonlyArray<{ route: string; sitemap: boolean }> }): string {
  const urls = model.pages
    .filter((page) => page.sitemap)
    .map((page) => `  <url><loc>${escapeXml(pageUrl(model, page.route))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything may be indexed but the web editor. */
export function robotsTxt(model: { site: Site }): string {
  return `User-agent: *\nAllow: /\nDisallow: ${basePathOf(model.site.url)}/admin/\n\nSitemap: ${siteUrl(model.site.url, '/sitemap.xml')}\n`;
}
