/**
 * The specification's sections, counts and constants, as a visitor reads
 * them with JavaScript turned off: everything here must be in the HTML.
 */
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { builderPrices, capNote, hostingPlans, packageBuilder } from '../support/hosting-content';
import { expectedTotal, money } from '../support/hosting-prices';
import { pageBlock } from '../support/page-content';

const open = useBrowser({ javaScriptEnabled: false });
let page: Page;
afterEach(async () => {
  await page?.close();
});

async function visit(route: string): Promise<Page> {
  ({ page } = await open(route, DESKTOP));
  return page;
}

/** The section of <main> whose heading reads `heading`. */
const section = (heading: string | RegExp): Locator =>
  page.locator('main section').filter({ has: page.getByRole('heading', { name: heading, exact: typeof heading === 'string' }) }).last();
/** The items of the first list of a section. */
const itemsOf = (heading: string | RegExp): Locator => section(heading).locator('ul').first().locator(':scope > li');
const headingsIn = (locator: Locator, level: number) => locator.getByRole('heading', { level }).allInnerTexts();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mainText = () => page.locator('main').innerText();

describe('home', () => {
  it('has the hero buttons, Trusted By, three service cards, two claims, four partners and the case study', async () => {
    await visit('/');
    const hero = page.locator('main section').first();
    await expect.poll(() => hero.getByRole('link', { name: 'Request a Quote' }).getAttribute('href')).toBe('/contact');
    await expect.poll(() => hero.getByRole('link', { name: 'Explore Our Work' }).getAttribute('href')).toBe('/our-work');
    expect(await itemsOf('Trusted By').allInnerTexts()).toEqual(['SMEs', 'NGOs', 'Startups']);
    const cards = page.locator('main li').filter({ has: page.locator('h3') }).filter({ has: page.locator('a[href^="/compliance/"], a[href^="/website-design/"], a[href^="/it-services/"]') });
    expect(await cards.count()).toBe(3);
    const text = await mainText();
    expect(text).toContain('Clear, Actionable Advice');
    expect(text).toContain('Future-Ready Systems');
    const partners = itemsOf('Proudly Partnering With');
    expect(await partners.count()).toBe(4);
    const partnerText = (await partners.allInnerTexts()).join(' ');
    for (const category of ['Healthcare', 'NGO', 'IT Service Management', 'Government Entity']) expect(partnerText).toContain(category);
    const caseStudy = page.locator('main section').filter({ hasText: 'Featured Case Study' });
    const learnMore = caseStudy.getByRole('link', { name: /Learn More/ });
    expect(await learnMore.getAttribute('target')).toBe('_blank');
    expect(await learnMore.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('the partners', () => {
  it('are each named once: by the logo, whose alt text names them, not again as text', async () => {
    const names = pageBlock<{ partners: Array<{ name: string }> }>('index.md', 'partners').partners.map((partner) => partner.name);
    expect(names.length).toBeGreaterThan(0);
    await visit('/');
    const cards = page.locator('section', { has: page.getByRole('heading', { name: 'Proudly Partnering With' }) }).locator('li');
    expect(await cards.count()).toBe(names.length);
    for (const [index, name] of names.entries()) {
      const card = cards.nth(index);
      expect(await card.innerText()).not.toContain(name);
      expect(await card.getByRole('img', { name }).count()).toBe(1);
    }
  });
});

describe('about', () => {
  it('has its four sections and six sectors', async () => {
    await visit('/about');
    for (const heading of ['Who We Are', 'Our Mission', 'Our Approach', 'Sectors We Serve']) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    expect(await headingsIn(section('Sectors We Serve'), 3)).toEqual([
      'Tech Startups', 'NGOs', 'Healthcare Providers', 'Construction Firms', 'Agriculture Businesses', 'Government Entities',
    ]);
  });
});

describe('our work', () => {
  it('groups 5, 1 and 1 projects; every card with a link opens it in a new tab, and one has none', async () => {
    await visit('/our-work');
    expect(await itemsOf('Web Design & Digital Experiences').count()).toBe(5);
    expect(await itemsOf('Compliance & Advisory').count()).toBe(1);
    expect(await itemsOf('NGO & Social Impact').count()).toBe(1);
    const cards = page.locator('main section li').filter({ has: page.locator('h3') });
    const links = cards.getByRole('link', { name: /Learn More/ });
    expect(await cards.count()).toBe(7);
    expect(await links.count()).toBe(6);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(await page.getByRole('heading', { name: 'Start Your Project With Us' }).count()).toBe(1);
  });
});

describe('services, solutions, why us', () => {
  it('shows four service groups of six bullets, each with Learn More, and the kit teaser to /contact', async () => {
    await visit('/services');
    // Each group has its Learn More button in the page, hidden until its script runs (it needs one to say anything).
    const groups = page.locator('main li').filter({ has: page.locator('button', { hasText: 'Learn More' }) });
    expect(await groups.count()).toBe(4);
    for (const group of await groups.all()) expect(await group.locator('ul > li').count()).toBe(6);
    const kit = page.locator('main section').filter({ has: page.getByRole('heading', { name: 'Connected Futures Kit' }) });
    // To the contact page, with the kit preselected in the form.
    expect(await kit.locator('a[href^="/contact"]').count()).toBeGreaterThan(0);
  });

  it('shows the four solutions and a Contact Us link', async () => {
    await visit('/solutions');
    expect(await headingsIn(page.locator('main'), 3)).toEqual(['Strategic Consulting', 'Digital Transformation', 'Market Entry & Expansion', 'Operational Excellence']);
    expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThan(0);
  });

  it('shows the four values, an image and the commitment', async () => {
    await visit('/why-us');
    expect(await headingsIn(page.locator('main'), 3)).toEqual(['Local Expertise', 'Pan-African Network', 'Results-Driven', 'Integrity']);
    const image = page.locator('main img').first();
    expect(await image.getAttribute('alt')).toMatch(/\w{3}/);
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
    expect(await mainText()).toMatch(/commitment/i);
  });
});

describe('web hosting', () => {
  it('has the plans with their prices and features from the content, the badge, and Order Now links in new tabs', async () => {
    const stated = hostingPlans();
    await visit('/website-design/web-hosting');
    const plans = itemsOf(stated.heading);
    expect(await plans.count()).toBe(stated.plans.length);
    const shown = await plans.allInnerTexts();
    stated.plans.forEach((plan, index) => {
      const text = shown[index] ?? '';
      for (const part of [plan.badge, plan.name, plan.price, ...plan.features]) {
        if (part !== undefined) expect(text, `${plan.name}: ${part}`).toContain(part);
      }
    });
    const orders = plans.getByRole('link', { name: stated.plans[0]?.action.label ?? '' });
    expect(await orders.count()).toBe(stated.plans.length);
    for (const order of await orders.all()) expect(await order.getAttribute('target')).toBe('_blank');
  });

  it('shows the package builder\'s prices as tables without JavaScript, with no slider, and the key features', async () => {
    const stated = packageBuilder();
    const prices = builderPrices(stated);
    const features = pageBlock<{ heading: string; items: Array<{ title: string }> }>('website-design/web-hosting.md', 'feature-grid');
    await visit('/website-design/web-hosting');
    const builder = section(stated.heading);
    const text = await builder.innerText();
    const dollars = (amount: number) => money(Math.round(amount * 100));
    const last = stated.tiers.at(-1)?.upTo ?? 0;
    const expected = [
      ...stated.tiers.map((tier) => expectedTotal(tier.upTo, false, false, prices)),
      `${last + 1}–${stated.accounts.max}`,
      `${dollars(stated.beyond.base)} + ${dollars(stated.beyond.perAccount)} per account over ${last}`,
      ...stated.addOns.map((addOn) => `+${dollars(addOn.price)}/month`),
      capNote(stated),
    ];
    for (const price of expected) expect(text, price).toContain(price);
    // A slider that cannot compute is not shown.
    expect(await builder.getByRole('slider').count()).toBe(0);
    expect(await builder.getByRole('link', { name: stated.action.label }).getAttribute('target')).toBe('_blank');
    expect(await headingsIn(section(features.heading), 3)).toEqual(features.items.map((item) => item.title));
  });
});

describe('Connected Futures Kit', () => {
  const KIT = 'it-services/connected-futures-kit.md';

  it('has the packages with their price ranges and features, and the options readable, as the content states them', async () => {
    const { packages } = pageBlock<{ packages: Array<{ name: string; price: string; sections: Array<{ features: string[] }> }> }>(KIT, 'kit-packages');
    const stated = pageBlock<{ heading: string; items: Array<{ name: string; price: string; description: string }> }>(KIT, 'kit-options');
    await visit('/it-services/connected-futures-kit');
    const text = await mainText();
    for (const kit of packages) {
      // The price stands right under the name.
      expect(text, kit.name).toMatch(new RegExp(`${escapeRegExp(kit.name)}\\s*${escapeRegExp(kit.price)}`));
      for (const feature of kit.sections.flatMap((part) => part.features)) expect(text, `${kit.name}: ${feature}`).toContain(feature);
    }
    const options = section(stated.heading);
    for (const { name } of stated.items) {
      expect(await options.getByText(name, { exact: false }).first().isVisible(), name).toBe(true);
    }
    // Each option opens without a script (a <details>); its text is in the page.
    const optionText = (await options.textContent()) ?? '';
    for (const item of stated.items) {
      expect(optionText, item.name).toContain(item.price);
      expect(optionText.replace(/\s+/g, ' '), item.name).toContain(item.description);
    }
  });
});

describe('NGO centre', () => {
  it('lists the four registration steps', async () => {
    await visit('/ngo-centre/ngo-registration');
    expect(await headingsIn(section('How registration works'), 3)).toEqual([
      'Initial consultation', 'Document drafting', 'Application preparation', 'Submission and follow-up',
    ]);
  });

  it('shows five rapporteuring features, the 25 events claim and Hire a Rapporteur to /contact', async () => {
    await visit('/ngo-centre/rapporteuring');
    expect(await headingsIn(section('What our rapporteurs deliver'), 3)).toHaveLength(5);
    expect(await mainText()).toMatch(/over 25 events across Africa/);
    const hire = await page.getByRole('link', { name: 'Hire a Rapporteur' }).all();
    expect(hire.length).toBeGreaterThan(0);
    for (const link of hire) expect(await link.getAttribute('href')).toMatch(/^\/contact(\?service=Rapporteuring)?$/);
  });
});

describe('legal pages', () => {
  it.each(['/privacy-policy', '/terms-conditions', '/cookie-policy'])('%s is effective 13 January 2023', async (route) => {
    await visit(route);
    expect(await mainText()).toContain('13 January 2023');
  });

  it('states every term of the specification', async () => {
    await visit('/terms-conditions');
    const text = (await mainText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/Payment is due within 7 days of the date of our invoice/);
    expect(text).toMatch(/interest [^.]* at 4% per year above the base rate/);
    expect(text).toMatch(/Missing or short-delivered Products must be reported to us in writing within 7 days of delivery/);
    expect(text).toMatch(/proof of delivery must be made within 14 days/);
    expect(text).toMatch(/at least 12 hours before the Products are dispatched/);
    expect(text).toMatch(/returned within 30 days of delivery/);
    expect(text).toMatch(/breach within 14 days of receiving written notice/);
    expect(text).toMatch(/notice sent by post is deemed received 2 days after posting/);
  });
});

describe('contact and site map', () => {
  it('shows the contact card with the hours and promises a reply within 24 hours', async () => {
    await visit('/contact');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Contact Us');
    const text = await mainText();
    expect(text).toContain('Mon - Fri 8:00 AM - 5:00 PM');
    expect(text).toContain('within 24 hours');
    expect(text).toMatch(/Harare/);
  });

  it('groups the site map into company, the four groups and quick access with WhatsApp in a new tab', async () => {
    await visit('/site-map');
    expect(await headingsIn(page.locator('main'), 2)).toEqual(['Company', 'Compliance', 'Website Design', 'IT Services', 'NGO Centre', 'Quick Access']);
    const chat = page.locator('main a[href^="https://wa.me/"]');
    expect(await chat.getAttribute('target')).toBe('_blank');
  });
});
