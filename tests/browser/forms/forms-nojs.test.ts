/**
 * Without JavaScript every form still works: the browser checks the
 * required fields and types, posts natively to the form service, and the
 * service's 303 lands the visitor on the site's /thank-you page.
 *
 * The built forms send the visitor back to the site's public address
 * (site.yaml's url and forms.thankYou): the form service's answer is read
 * on its way to the browser, and its redirect to that address is pointed at
 * the test server's copy of the site, so the whole trip is followed without
 * leaving the machine.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { actionOf, fill, formPagesForFile, formsSettings, server, submit, tabForFile, tick } from './forms-support';

const open = formPagesForFile({ javaScriptEnabled: false });
const { url: publicUrl, thankYou } = formsSettings();
const thankYouUrl = `${publicUrl}${thankYou}`;

/**
 * Follows the form service's redirects to the site's public address on the test server; returns where they
 * pointed. Set only for the post: a routed page has every request stopped on its way, and no cache.
 */
async function followToTestServer(page: Page): Promise<string[]> {
  const redirects: string[] = [];
  await page.route(`${inject('formServerUrl')}/**`, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const headers = response.headers();
    if (headers.location) redirects.push(headers.location);
    const location = headers.location?.replace(publicUrl, inject('siteUrl'));
    await route.fulfill({ response, headers: location ? { ...headers, location } : headers });
  });
  return redirects;
}

interface FormCase {
  route: string;
  id: string;
  /** Text fields and selects to fill, by name. */
  texts: Record<string, string>;
  selects: Record<string, string>;
  /** Boxes and radios to tick, as [name, value]. */
  ticks: Array<[string, string]>;
}

const FORMS: FormCase[] = [
  {
    route: '/contact',
    id: 'contact-form',
    texts: { name: 'Tendai Moyo', email: 'tendai@example.co.zw', phone: '+263 77 123 4567', message: 'Hello' },
    selects: { service: 'Web Hosting' },
    ticks: [],
  },
  {
    route: '/request-quote',
    id: 'quote-form',
    texts: { name: 'Rudo Chikore', email: 'rudo@example.org', message: 'A quote please' },
    selects: { service: 'Other' },
    ticks: [],
  },
  {
    route: '/our-work',
    id: 'brief-form',
    texts: { fullName: 'Chipo Ndlovu', email: 'chipo@example.org', projectGoals: 'A new website' },
    selects: {},
    ticks: [],
  },
  {
    route: '/website-design/custom-website-design',
    id: 'intake-form',
    texts: {
      businessName: 'Msasa Bakery',
      contactPerson: 'Farai Dube',
      email: 'farai@example.co.zw',
      phone: '+263 77 200 3000',
      businessDescription: 'A bakery',
      targetAudience: 'Cafes',
      websitePersonality: 'Warm',
      inspirationWebsites: 'https://example.com',
    },
    selects: {},
    ticks: [
      ['website_goals', 'Attract new clients'],
      ['other_goal', 'Other'],
      ['features', 'Contact form'],
      ['contentReady', 'Yes'],
      ['brandingGuide', 'Yes'],
    ],
  },
];

/** The four forms load one after the other in one tab. */
const openForm = tabForFile(open);

describe('the forms without JavaScript', () => {
  it.each(FORMS)(
    '$route: the browser refuses empty required fields and a bad email, then the form posts to the form service and lands on /thank-you',
    async (form) => {
      const { page, externalRequests } = await openForm(form.route);
      const action = await actionOf(page, form.id);
      const built = await page.evaluate(
        (id) => ({
          action: document.getElementById(id)?.getAttribute('action'),
          method: document.getElementById(id)?.getAttribute('method'),
          next: document.querySelector<HTMLInputElement>(`#${id} input[name="_next"]`)?.value,
          hydrated: document.querySelectorAll('[data-hydrated]').length,
        }),
        form.id,
      );
      expect(built).toEqual({
        action: expect.stringMatching(new RegExp(`^${inject('formServerUrl')}/f/\\w+$`)),
        method: 'post',
        next: thankYouUrl,
        hydrated: 0,
      });
      await server().set(action, { scenario: 'success' });

      // Empty required fields, then a bad email: the browser keeps the visitor on the page.
      await submit(page, form.id);
      expect(await page.locator(`#${form.id} :invalid`).count()).toBeGreaterThan(0);
      await fill(page, form.id, { ...form.texts, email: 'not-an-email' });
      await submit(page, form.id);
      expect(
        await page
          .locator(`#${form.id} [name="email"]`)
          .evaluate((field: HTMLInputElement) => field.validity.typeMismatch),
      ).toBe(true);
      expect(page.url()).toBe(`${inject('siteUrl')}${form.route}`);
      expect(await server().received(action)).toEqual([]);

      // Filled in right, it is posted and the visitor lands on the thank-you page.
      await fill(page, form.id, { ...form.texts, ...form.selects });
      await tick(page, form.id, form.ticks);
      const redirects = await followToTestServer(page);
      await Promise.all([page.waitForURL(`${inject('siteUrl')}${thankYou}`), submit(page, form.id)]);
      await page.unrouteAll();
      expect(redirects).toEqual([thankYouUrl]);
      expect(await page.locator('h1').textContent()).toMatch(/thank you/i);
      const [request, ...more] = await server().received(action);
      expect(more).toEqual([]);
      expect(request?.method).toBe('POST');
      expect(request?.headers.accept).not.toContain('application/json');
      const fields = Object.fromEntries(request?.fields ?? []);
      expect(fields).toMatchObject({ ...form.texts, ...form.selects, _gotcha: '', _next: thankYouUrl });
      for (const [name, value] of form.ticks) expect(request?.fields).toContainEqual([name, value]);
      expect(externalRequests).toEqual([]);
    },
  );
});
