/**
 * Every page of the served build in Chromium, at phone and desktop widths:
 * no console problem, no request leaving the machine, islands hydrated, and
 * no axe-core violation.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, useBrowser, waitForIslands } from '../support/browser';
import { sitemapRoutes } from '../support/site';

const open = useBrowser();
const routes = [...(await sitemapRoutes()), '/404.html', '/thank-you'];

describe.each([PHONE, DESKTOP])('every page at $width px', (viewport) => {
  it.each(routes)('%s', async (route) => {
    const { page, problems, externalRequests } = await open(route, viewport);
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(externalRequests).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
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

  it('serves the 404 page with status 404 for an unknown address', async () => {
    const { page } = await open('/', DESKTOP);
    const response = await page.goto(`${page.url()}no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.title()).toMatch(/^Page Not Found \| /);
    await page.close();
  });
});
