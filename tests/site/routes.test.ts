/**
 * Every route of the specification exists in the build, with a unique title
 * "Page | Company", a description, social tags and a place in sitemap.xml.
 */
import { readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, inject, it } from 'vitest';
import { htmlFile, readHtml, sitemapRoutes } from '../support/site';

/** The route table of the specification, section 2. */
const SPEC_ROUTES = [
  '/',
  '/about',
  '/our-work',
  '/contact',
  '/request-quote',
  '/thank-you',
  '/services',
  '/solutions',
  '/why-us',
  '/compliance/zimra-tax-registration',
  '/compliance/praz-registration',
  '/compliance/annual-returns-filing',
  '/website-design/custom-website-design',
  '/website-design/web-hosting',
  '/website-design/healthcare-web-design',
  '/website-design/social-media-marketing',
  '/it-services/business-it-support',
  '/it-services/network-support',
  '/it-services/hardware-software-supply',
  '/it-services/connected-futures-kit',
  '/ngo-centre/ngo-registration',
  '/ngo-centre/proposal-writing',
  '/ngo-centre/impact-reports',
  '/ngo-centre/rapporteuring',
  '/ngo-centre/ngo-website-design',
  '/ngo-centre/join-our-ngo-network',
  '/privacy-policy',
  '/terms-conditions',
  '/cookie-policy',
  '/site-map',
];
/** The company's name as content/site.yaml states it. */
const COMPANY = (
  parse(readFileSync(path.resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as { name: string }
).name;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe('the routes of the specification', () => {
  it('lists 30 routes, and the build has a page for each and a 404 page', async () => {
    expect(SPEC_ROUTES).toHaveLength(30);
    for (const route of SPEC_ROUTES) await expect(access(htmlFile(route)), route).resolves.toBeUndefined();
    await expect(access(path.join(inject('distDir'), '404.html'))).resolves.toBeUndefined();
  });

  it.each(SPEC_ROUTES)('%s has a title ending in the company name, a description and social tags', async (route) => {
    const html = await readHtml(route);
    const title = attribute(html, /<title>([^<]+)<\/title>/);
    expect(title).toMatch(new RegExp(`^.+ \\| ${escapeRegExp(COMPANY)}$`));
    expect(attribute(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(40);
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toMatch(/\w{3}/);
    expect(attribute(html, /<meta property="og:description" content="([^"]+)"/)).toMatch(/\w{3}/);
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^https:\/\/.+\.(jpg|png)$/);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(
      new RegExp(`${route === '/' ? '/' : route}$`),
    );
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it('gives every page a different title', async () => {
    const titles = await Promise.all(
      SPEC_ROUTES.map(async (route) => attribute(await readHtml(route), /<title>([^<]+)<\/title>/)),
    );
    expect(new Set(titles).size).toBe(SPEC_ROUTES.length);
  });

  it('puts every route but the thank-you page in sitemap.xml, and nothing else', async () => {
    const listed = await sitemapRoutes();
    expect([...listed].sort()).toEqual(SPEC_ROUTES.filter((route) => route !== '/thank-you').sort());
  });
});
