/**
 * The real site's one walk (tests/support/spine-walk.ts), the served
 * headers, the 404 answer, and the header island's menu toggle.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, browserForFile, waitForIslands } from '../support/browser';
import { walkEveryPage } from '../support/spine-walk';

const open = browserForFile();

walkEveryPage();

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
