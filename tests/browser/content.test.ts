/**
 * The pages' sections as a visitor reads them with JavaScript turned off:
 * everything here must be in the HTML. What a page shows is read from its
 * content file (tests/support/page-content.ts), so an editor's change of a
 * heading, a count or a price is followed, not a failure; the legal pages
 * keep the specification's terms and date.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { DESKTOP, preparePage } from '../support/browser';
import { newTestContext } from '../support/run/chromium';
import { builderPrices, capNote, hostingPlans, packageBuilder } from '../support/hosting-content';
import { expectedCents, expectedTotal, money } from '../support/hosting-prices';
import { pageBlock, pageBlocks } from '../support/page-content';

// One tab for the file: with JavaScript off nothing changes a page once loaded, so each test needs only its route.
let page: Page;
let closeContext = async () => {};
beforeAll(async () => {
  const context = await newTestContext({ javaScriptEnabled: false });
  closeContext = () => context.close();
  ({ page } = await preparePage(context, DESKTOP));
});
afterAll(async () => {
  await closeContext();
});

async function visit(route: string): Promise<Page> {
  const url = `${inject('siteUrl')}${route}`;
  if (page.url() !== url) await page.goto(url, { waitUntil: 'load' });
  return page;
}

/** The target and href of each link a locator finds, in one round trip. */
const linkAttributes = (links: Locator) =>
  links.evaluateAll((elements) =>
    elements.map((element) => ({ target: element.getAttribute('target'), href: element.getAttribute('href') })),
  );

/** The section of <main> whose heading reads `heading`. */
const section = (heading: string | RegExp): Locator =>
  page
    .locator('main section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: typeof heading === 'string' }) })
    .last();
/** The items of the first list of a section. */
const itemsOf = (heading: string | RegExp): Locator => section(heading).locator('ul').first().locator(':scope > li');
const headingsIn = (locator: Locator, level: number) => locator.getByRole('heading', { level }).allInnerTexts();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mainText = () => page.locator('main').innerText();

describe('home', () => {
  it('has the hero buttons, Trusted By, the service cards, the claims, the partners and the case study, as the content states them', async () => {
    const hero = pageBlock<{ actions: Array<{ label: string; href: string }> }>('index.md', 'home-hero');
    const trusted = pageBlock<{ heading: string; items: string[] }>('index.md', 'trusted-by');
    const { cards: statedCards } = pageBlock<{ cards: Array<{ href: string }> }>('index.md', 'service-cards');
    const claims = pageBlock<{ items: Array<{ title: string }> }>('index.md', 'claims');
    const partnersBlock = pageBlock<{ heading: string; partners: Array<{ category: string }> }>('index.md', 'partners');
    const caseStudy = pageBlock<{ eyebrow: string; link: { label: string } }>('index.md', 'case-study');
    await visit('/');
    const heroSection = page.locator('main section').first();
    for (const action of hero.actions) {
      await expect
        .poll(() => heroSection.getByRole('link', { name: action.label }).getAttribute('href'))
        .toBe(action.href);
    }
    expect(await itemsOf(trusted.heading).allInnerTexts()).toEqual(trusted.items);
    const cards = page
      .locator('main li')
      .filter({ has: page.locator('h3') })
      .filter({ has: page.locator(statedCards.map((card) => `a[href="${card.href}"]`).join(', ')) });
    expect(await cards.count()).toBe(statedCards.length);
    const text = await mainText();
    for (const claim of claims.items) expect(text).toContain(claim.title);
    const partners = itemsOf(partnersBlock.heading);
    expect(await partners.count()).toBe(partnersBlock.partners.length);
    const partnerText = (await partners.allInnerTexts()).join(' ');
    for (const { category } of partnersBlock.partners) expect(partnerText).toContain(category);
    const caseStudySection = page.locator('main section').filter({ hasText: caseStudy.eyebrow });
    const learnMore = caseStudySection.getByRole('link', { name: caseStudy.link.label });
    expect(await learnMore.getAttribute('target')).toBe('_blank');
    expect(await learnMore.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('the partners', () => {
  it('are each named once: by the logo, whose alt text names them, not again as text', async () => {
    const names = pageBlock<{ partners: Array<{ name: string }> }>('index.md', 'partners').partners.map(
      (partner) => partner.name,
    );
    expect(names.length).toBeGreaterThan(0);
    await visit('/');
    const cards = page
      .locator('section', {
        has: page.getByRole('heading', { name: pageBlock<{ heading: string }>('index.md', 'partners').heading }),
      })
      .locator('li');
    const texts = await cards.allInnerTexts();
    expect(texts.length).toBe(names.length);
    for (const [index, name] of names.entries()) {
      expect(texts[index]).not.toContain(name);
      expect(await cards.nth(index).getByRole('img', { name }).count()).toBe(1);
    }
  });
});

describe('about', () => {
  it('has its sections and sectors, as the content states them', async () => {
    await visit('/about');
    for (const { heading } of pageBlocks<{ type: string; heading: string }>('about.md').filter(
      (block) => block.type === 'prose',
    )) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    const sectors = pageBlock<{ heading: string; items: Array<{ name: string }> }>('about.md', 'sectors');
    expect(await headingsIn(section(sectors.heading), 3)).toEqual(sectors.items.map((item) => item.name));
  });
});

describe('our work', () => {
  it('groups the projects as the content does; every card with a link opens it in a new tab, and a card without one has none', async () => {
    type Projects = { type: string; heading: string; projects: Array<{ url?: string }> };
    const groups = pageBlocks<Projects>('our-work.md').filter((block) => block.type === 'projects');
    const stated = groups.flatMap((group) => group.projects);
    expect(stated.some((project) => !project.url)).toBe(true);
    await visit('/our-work');
    for (const group of groups) expect(await itemsOf(group.heading).count(), group.heading).toBe(group.projects.length);
    const cards = page.locator('main section li').filter({ has: page.locator('h3') });
    const links = cards.getByRole('link', { name: /Learn More/ });
    expect(await cards.count()).toBe(stated.length);
    expect(await links.count()).toBe(stated.filter((project) => project.url).length);
    for (const { target, href } of await linkAttributes(links)) {
      expect(target).toBe('_blank');
      expect(href).toMatch(/^https:\/\//);
    }
    const form = pageBlock<{ heading: string }>('our-work.md', 'project-brief-form');
    expect(await page.getByRole('heading', { name: form.heading }).count()).toBe(1);
  });
});

type Titled = { heading: string; items: Array<{ title: string }> };

describe('services, solutions, why us', () => {
  it('shows the service groups with their bullets, each with Learn More, and the kit teaser to /contact', async () => {
    const { groups: stated } = pageBlock<{ groups: Array<{ features: string[] }> }>('services.md', 'service-groups');
    const kit = pageBlock<{ title: string }>('services.md', 'case-study');
    await visit('/services');
    // Each group has its Learn More button in the page, hidden until its script runs (it needs one to say anything).
    const groups = page.locator('main li').filter({ has: page.locator('button', { hasText: 'Learn More' }) });
    expect(await groups.count()).toBe(stated.length);
    for (const [index, group] of (await groups.all()).entries())
      expect(await group.locator('ul > li').allInnerTexts()).toEqual(stated[index]?.features);
    const teaser = page.locator('main section').filter({ has: page.getByRole('heading', { name: kit.title }) });
    // To the contact page, with the kit preselected in the form.
    expect(await teaser.locator('a[href^="/contact"]').count()).toBeGreaterThan(0);
  });

  it('shows the solutions and a Contact Us link', async () => {
    const stated = pageBlock<Titled>('solutions.md', 'feature-grid');
    await visit('/solutions');
    expect(await headingsIn(page.locator('main'), 3)).toEqual(stated.items.map((item) => item.title));
    expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThan(0);
  });

  it('shows the values, an image and the commitment', async () => {
    const values = pageBlock<Titled>('why-us.md', 'feature-grid');
    const commitment = pageBlock<{ heading: string }>('why-us.md', 'image-text');
    await visit('/why-us');
    expect(await headingsIn(page.locator('main'), 3)).toEqual(values.items.map((item) => item.title));
    const image = page.locator('main img').first();
    expect(await image.getAttribute('alt')).toMatch(/\w{3}/);
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: commitment.heading }).count()).toBe(1);
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
      // A plan with accounts shows the package builder's price for them, worked out here independently.
      const price =
        plan.accounts === undefined ? plan.price : money(expectedCents(plan.accounts, false, false, builderPrices()));
      expect(price, `${plan.name}'s price`).toMatch(/^\$\d/);
      for (const part of [plan.badge, plan.name, price, ...plan.features]) {
        if (part !== undefined) expect(text, `${plan.name}: ${part}`).toContain(part);
      }
    });
    const orders = plans.getByRole('link', { name: stated.plans[0]?.action.label ?? '' });
    expect(await orders.count()).toBe(stated.plans.length);
    for (const { target } of await linkAttributes(orders)) expect(target).toBe('_blank');
  });

  it("shows the package builder's prices as tables without JavaScript, with no slider, and the key features", async () => {
    const stated = packageBuilder();
    const prices = builderPrices(stated);
    const features = pageBlock<{ heading: string; items: Array<{ title: string }> }>(
      'website-design/web-hosting.md',
      'feature-grid',
    );
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
    const { packages } = pageBlock<{
      packages: Array<{ name: string; price: string; sections: Array<{ features: string[] }> }>;
    }>(KIT, 'kit-packages');
    const stated = pageBlock<{ heading: string; items: Array<{ name: string; price: string; description: string }> }>(
      KIT,
      'kit-options',
    );
    await visit('/it-services/connected-futures-kit');
    const text = await mainText();
    for (const kit of packages) {
      // The price stands right under the name.
      expect(text, kit.name).toMatch(new RegExp(`${escapeRegExp(kit.name)}\\s*${escapeRegExp(kit.price)}`));
      for (const feature of kit.sections.flatMap((part) => part.features))
        expect(text, `${kit.name}: ${feature}`).toContain(feature);
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
  it('lists the registration steps', async () => {
    const steps = pageBlock<{ heading: string; steps: Array<{ title: string }> }>(
      'ngo-centre/ngo-registration.md',
      'steps',
    );
    await visit('/ngo-centre/ngo-registration');
    expect(await headingsIn(section(steps.heading), 3)).toEqual(steps.steps.map((step) => step.title));
  });

  it('shows the rapporteuring features, the events claim and Hire a Rapporteur to /contact', async () => {
    const RAPPORTEURING = 'ngo-centre/rapporteuring.md';
    const features = pageBlock<Titled>(RAPPORTEURING, 'feature-grid');
    const claim = pageBlock<{ heading: string }>(RAPPORTEURING, 'cta');
    const hireLabel =
      pageBlock<{ actions: Array<{ label: string }> }>(RAPPORTEURING, 'page-hero').actions[0]?.label ?? '';
    await visit('/ngo-centre/rapporteuring');
    expect(await headingsIn(section(features.heading), 3)).toEqual(features.items.map((item) => item.title));
    expect(await page.getByRole('heading', { name: claim.heading }).count()).toBe(1);
    const hire = await linkAttributes(page.getByRole('link', { name: hireLabel }));
    expect(hire.length).toBeGreaterThan(0);
    for (const { href } of hire) expect(href).toMatch(/^\/contact(\?service=Rapporteuring)?$/);
  });
});

describe('legal pages', () => {
  it.each(['/privacy-policy', '/terms-conditions', '/cookie-policy'])(
    '%s is effective 13 January 2023',
    async (route) => {
      await visit(route);
      expect(await mainText()).toContain('13 January 2023');
    },
  );

  it('states every term of the specification', async () => {
    await visit('/terms-conditions');
    const text = (await mainText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/Payment is due within 7 days of the date of our invoice/);
    expect(text).toMatch(/interest [^.]* at 4% per year above the base rate/);
    expect(text).toMatch(
      /Missing or short-delivered Products must be reported to us in writing within 7 days of delivery/,
    );
    expect(text).toMatch(/proof of delivery must be made within 14 days/);
    expect(text).toMatch(/at least 12 hours before the Products are dispatched/);
    expect(text).toMatch(/returned within 30 days of delivery/);
    expect(text).toMatch(/breach within 14 days of receiving written notice/);
    expect(text).toMatch(/notice sent by post is deemed received 2 days after posting/);
  });
});

describe('contact and site map', () => {
  it("shows the contact card with the hours and the form's promise of a reply", async () => {
    const hero = pageBlock<{ heading: string }>('contact.md', 'page-hero');
    const form = pageBlock<{ intro: string }>('contact.md', 'contact-form');
    const site = parse(readFileSync(path.resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as {
      contact: { hours: { long: string }; address: { city: string } };
    };
    await visit('/contact');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(hero.heading);
    const text = await mainText();
    expect(text).toContain(site.contact.hours.long);
    expect(text).toContain(form.intro);
    expect(text).toContain(site.contact.address.city);
  });

  it('groups the site map into company, the groups in their order and quick access with WhatsApp in a new tab', async () => {
    const map = pageBlock<{ company: { heading: string }; quickAccess: { heading: string } }>(
      'site-map.md',
      'site-map',
    );
    const groupsDir = path.resolve(import.meta.dirname, '../../content/pages');
    const groups = readdirSync(groupsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(groupsDir, entry.name, '_group.yaml')))
      .map(
        (entry) =>
          parse(readFileSync(path.join(groupsDir, entry.name, '_group.yaml'), 'utf8')) as {
            title: string;
            order: number;
          },
      )
      .sort((a, b) => a.order - b.order);
    await visit('/site-map');
    expect(await headingsIn(page.locator('main'), 2)).toEqual([
      map.company.heading,
      ...groups.map((group) => group.title),
      map.quickAccess.heading,
    ]);
    const chat = page.locator('main a[href^="https://wa.me/"]');
    expect(await chat.getAttribute('target')).toBe('_blank');
  });
});
