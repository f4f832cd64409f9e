/**
 * The one walk of the real site in Chromium: every page of the served build,
 * loaded once at phone width and once at desktop width, one tab per width.
 * On each: islands hydrated, no axe-core violation, no Content-Security-
 * Policy violation (the preview server applies dist/_headers as a static
 * host would), the fixed elements (floating chat button, sticky bar) cover
 * nothing at the end of the page and at each form, no CSS casing, no email
 * address broken inside its name or domain, no console problem and no
 * request leaving the machine. Mechanism tests elsewhere use single pages.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, preparePage, useBrowser, waitForIslands, type OpenedPage } from '../support/browser';
import { newTestContext } from '../support/chromium';
import { fixedElementFindings } from '../support/fixed-elements';
import { waitForIsland } from '../support/islands';
import { sitemapRoutes } from '../support/site';

const open = useBrowser();
const routes = [...(await sitemapRoutes()), '/404.html', '/thank-you'];
const site = parse(await readFile(path.resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as { chat: { url: string } };

type CspWindow = Window & { cspViolations: string[] };

describe.each([PHONE, DESKTOP])('every page at $width px', (viewport) => {
  let tab: OpenedPage;
  let inFlight = 0;
  let formsSeen = 0;
  let closeContext = async () => {};
  beforeAll(async () => {
    const context = await newTestContext();
    closeContext = () => context.close();
    tab = await preparePage(context, viewport, inject('siteUrl'));
    // Transitions play no part in what is checked: each position is read at rest.
    await tab.page.emulateMedia({ reducedMotion: 'reduce' });
    await tab.page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as CspWindow).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    tab.page.on('request', () => inFlight++);
    tab.page.on('requestfinished', () => inFlight--);
    tab.page.on('requestfailed', () => inFlight--);
  });
  afterAll(async () => {
    await closeContext();
  });

  it.each(routes)('%s', async (route) => {
    const { page, problems, externalRequests } = tab;
    problems.length = 0;
    externalRequests.length = 0;
    await page.goto(`${inject('siteUrl')}${route}`, { waitUntil: 'load' });
    await waitForIslands(page);
    expect(await axeViolations(page)).toEqual([]);
    if (await page.locator('[data-island="StickyBar"]').count()) await waitForIsland(page, 'StickyBar');
    const { found, forms } = await fixedElementFindings(page, route, site.chat.url);
    formsSeen += forms;
    expect(found).toEqual([]);
    // Scrolled to the end, every lazy picture and island has asked for what it needs: all of it has arrived.
    await expect.poll(() => inFlight).toBe(0);
    expect(await page.evaluate(() => (window as unknown as CspWindow).cspViolations)).toEqual([]);
    expect(problems).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  it('has seen the forms of the site', () => {
    expect(routes).toContain('/contact');
    expect(formsSeen).toBeGreaterThanOrEqual(4);
  });
});

describe('the served pages', () => {
  it('come with a Content-Security-Policy that forbids inline script', async () => {
    const { page } = await open('/', DESKTOP);
    const response = await page.goto(page.url());
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await page.close();
  });

  it('answer an unknown address with the 404 page and status 404', async () => {
    const { page } = await open('/', DESKTOP);
    const response = await page.goto(`${page.url()}no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.title()).toMatch(/^Page Not Found \| /);
    await page.close();
  });
});

describe('the header island', () => {
  it('hydrates, and its mobile menu toggle opens and closes the menu', async () => {
    const { page } = await open('/about', PHONE);
    await waitForIslands(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
    await close.click();
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    await page.close();
  });
});

