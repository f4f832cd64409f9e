/** Every address the build writes is percent-encoded once, correctly, whatever site.url and the link hold. */
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../scripts/output/sitemap';
import { encodeUrl, siteUrl } from '../../templates/model/url';
import type { Site } from '../../templates/model/site';

describe('encodeUrl', () => {
  it('encodes spaces, accents, quotes and a lone %, and keeps what an address may hold', () => {
    expect(encodeUrl('/files/price list.pdf')).toBe('/files/price%20list.pdf');
    expect(encodeUrl('/café/menu')).toBe('/caf%C3%A9/menu');
    expect(encodeUrl('/a"b<c>d')).toBe('/a%22b%3Cc%3Ed');
    expect(encodeUrl('/100%')).toBe('/100%25');
    expect(encodeUrl("/a-b_c.d~e!$&'()*+,;=:@/f?x=1&y=2")).toBe("/a-b_c.d~e!$&'()*+,;=:@/f?x=1&y=2");
    expect(encodeUrl('/faq?q=tax clearance#how it works')).toBe('/faq?q=tax%20clearance#how%20it%20works');
    expect(encodeUrl('/a#b#c')).toBe('/a#b%23c');
    expect(encodeUrl('mailto:hello@example.co.zw')).toBe('mailto:hello@example.co.zw');
    expect(encodeUrl('tel:+263 78 212 4470')).toBe('tel:+263%2078%20212%204470');
    expect(encodeUrl('/emoji/😀')).toBe('/emoji/%F0%9F%98%80');
    expect(encodeUrl('/broken/\uD800')).toBe('/broken/%EF%BF%BD');
  });

  it('never encodes twice', () => {
    for (const href of ['/files/price%20list.pdf', '/caf%C3%A9', 'https://example.org/a%2Fb?x=%41'])
      expect(encodeUrl(href)).toBe(href);
    expect(encodeUrl(encodeUrl('/a b/ç%'))).toBe(encodeUrl('/a b/ç%'));
  });

  it('leaves the scheme and host of a full address to the URL parser', () => {
    expect(encodeUrl('https://Example.ORG/Tax Help')).toBe('https://example.org/Tax%20Help');
    expect(encodeUrl('https://bücher.example/ü')).toBe('https://xn--bcher-kva.example/%C3%BC');
  });
});

describe('addresses of the site', () => {
  it('joins site.url, with or without a path of its own, to a route', () => {
    expect(siteUrl('https://example.org', '/')).toBe('https://example.org/');
    expect(siteUrl('https://example.org/', '/about')).toBe('https://example.org/about');
    expect(siteUrl('https://example.org/mutapa site/', '/about')).toBe('https://example.org/mutapa%20site/about');
    expect(siteUrl('https://example.org/mutapa', 'sitemap.xml')).toBe('https://example.org/mutapa/sitemap.xml');
  });

  it('writes encoded addresses in sitemap.xml and robots.txt', () => {
    const site = { url: 'https://example.org/our site' } as Site;
    const pages = [
      { route: '/', sitemap: true },
      { route: '/tax clearance', sitemap: true },
    ];
    const locations = [...sitemapXml({ site, pages }).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(['https://example.org/our%20site/', 'https://example.org/our%20site/tax%20clearance']);
    expect(robotsTxt({ site })).toContain('Sitemap: https://example.org/our%20site/sitemap.xml\n');
  });
});
