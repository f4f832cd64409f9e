/**
 * The pages' schema.org descriptions (templates/layout/structured-data.ts):
 * the business whole on the home page, and on each service page the
 * service, who provides it and the breadcrumbs; other pages carry none.
 */
import { describe, expect, it } from 'vitest';
import { readHtml, sitemapRoutes } from '../support/site';

type Json = Record<string, unknown>;

/** The nodes of a page's JSON-LD graph, each script element parsed as JSON. */
async function graphOf(route: string): Promise<Json[]> {
  const html = await readHtml(route);
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => (JSON.parse(match[1]!) as { '@graph': Json[] })['@graph'],
  );
}

const SERVICE_GROUPS = ['/compliance/', '/website-design/', '/it-services/', '/ngo-centre/'];

describe('structured data', () => {
  it('describes the business whole on the home page', async () => {
    const [business, ...rest] = await graphOf('/');
    expect(rest).toEqual([]);
    expect(business).toMatchObject({
      '@type': 'ProfessionalService',
      '@id': expect.stringMatching(/\/#business$/),
      name: 'Mutapa Consulting',
      telephone: expect.stringMatching(/^\+263\d+$/),
      address: { '@type': 'PostalAddress', addressLocality: 'Harare' },
      openingHoursSpecification: { '@type': 'OpeningHoursSpecification' },
    });
  });

  it('describes the service of each service page, names its provider and gives its breadcrumbs', async () => {
    const [home] = await graphOf('/');
    const services = (await sitemapRoutes()).filter((route) => SERVICE_GROUPS.some((group) => route.startsWith(group)));
    expect(services.length).toBeGreaterThan(10);
    for (const route of services) {
      const graph = await graphOf(route);
      expect(
        graph.map((node) => node['@type']),
        route,
      ).toEqual(['Service', 'BreadcrumbList']);
      const [service, breadcrumbs] = graph as [Json, Json];
      expect(String(service.url), route).toMatch(new RegExp(`${route}$`));
      // Named by the same @id as on the home page, not described again.
      expect(service.provider, route).toEqual({
        '@type': 'ProfessionalService',
        '@id': home!['@id'],
        name: home!.name,
        url: home!.url,
      });
      const items = breadcrumbs.itemListElement as Json[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items.at(-1)?.item, route).toBe(service.url);
    }
  });

  it('leaves the other pages without any', async () => {
    for (const route of ['/about', '/contact', '/privacy-policy', '/our-work'])
      expect(await graphOf(route), route).toEqual([]);
  });
});
