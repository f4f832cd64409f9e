/** sitemap.xml and robots.txt, with absolute URLs from site.url. */
import type { SiteModel } from './model';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function pageUrl(model: SiteModel, route: string): string {
  return `${model.site.url}${route}`;
}

export function sitemapXml(model: SiteModel): string {
  const urls = model.pages
    .filter((page) => page.data.sitemap)
    .map((page) => `  <url><loc>${escapeXml(pageUrl(model, page.route))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(model: SiteModel): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${model.site.url}/sitemap.xml\n`;
}
