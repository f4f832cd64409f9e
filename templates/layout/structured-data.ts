/** schema.org descriptions of the business and the page, from content. */
import type { Page, SiteModel } from '../model/site-model';
import { perModel } from '../per-model';
import { breadcrumbsOf } from './breadcrumbs';
import { placementOf } from './nav';

type Json = Record<string, unknown>;

const DAY_URL = 'https://schema.org/';

/** The business named, not described again: who provides a service page's service. */
const businessNamed = (model: SiteModel): Json => ({
  '@type': 'ProfessionalService',
  '@id': `${model.site.url}/#business`,
  name: model.site.name,
  url: `${model.site.url}/`,
});

/** The business: a ProfessionalService (a kind of LocalBusiness) in Mt Pleasant, Harare. */
export function businessOf(model: SiteModel): Json {
  const { site } = model;
  const { contact } = site;
  return {
    ...businessNamed(model),
    slogan: site.tagline,
    description: site.description,
    logo: `${site.url}/images/logo.svg`,
    image: `${site.url}${site.ogImage}`,
    email: contact.email,
    telephone: contact.phone.replace(/\s+/g, ''),
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${contact.address.street}, ${contact.address.suburb}`,
      addressLocality: contact.address.city,
      addressCountry: contact.address.country,
    },
    areaServed: { '@type': 'Country', name: contact.address.country },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: contact.hours.days.map((day) => `${DAY_URL}${day}`),
      opens: contact.hours.opens,
      closes: contact.hours.closes,
    },
    sameAs: site.social.map((profile) => profile.url),
  };
}

const businessOnce = perModel(businessOf);

/**
 * What is known about one page: on the home page, the business whole (its address, hours and profiles); on a
 * service page, the service, who provides it and the breadcrumbs. Other pages describe neither, and get none:
 * the business once, on the page that stands for it, spares every other page about 450 bytes (gzip) of the
 * first round trip.
 */
export function structuredDataOf(model: SiteModel, page: Page): Json | undefined {
  const { site } = model;
  const url = `${site.url}${page.route === '/' ? '/' : page.route}`;
  const graph: Json[] = page.route === '/' ? [businessOnce(model)] : [];
  const group = placementOf(model, page)?.group;
  if (group) {
    graph.push({
      '@type': 'Service',
      '@id': `${url}#service`,
      name: page.title,
      description: page.description,
      url,
      serviceType: group.data.title,
      category: group.data.title,
      provider: businessNamed(model),
      areaServed: { '@type': 'Country', name: site.contact.address.country },
    });
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbsOf(model, page).map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        ...(crumb.href ? { item: `${site.url}${crumb.href}` } : {}),
      })),
    });
  }
  return graph.length > 0 ? { '@context': 'https://schema.org', '@graph': graph } : undefined;
}

/** JSON for a script element: `<` is escaped so the text can never close the element. */
export const scriptJson = (data: Json) => JSON.stringify(data).replace(/</g, '\\u003c');
