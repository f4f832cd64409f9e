/**
 * What the real site's walk (tests/browser/walk/spine-walk-*.test.ts) rests on:
 * the pages it is dealt and their forms; the served headers, the 404
 * answer, and the header island's menu toggle.
 */
import { describe, expect, inject, it } from 'vitest';
import { PHONE, browserForFile, waitForPageReady } from '../../support/browser';
import { formsInMain, readHtml } from '../../support/site';
import { WALKED_ROUTES } from '../../support/spine-walk';

const open = browserForFile();

describe('the walk of the real site', () => {
  it('is dealt the pages of the site, whose forms it scrolls to', async () => {
    expect(WALKED_ROUTES).toContain('/contact');
    let forms = 0;
    for (const route of WALKED_ROUTES) forms += formsInMain(await readHtml(route));
    expect(forms).toBeGreaterThanOrEqual(4);
  });
});

describe('the served pages', () => {
  // Headers and statuses are the server's answer, the same to any client: read with fetch. The walk checks that
  // no page breaks the policy in the browser.
  it('come with a Content-Security-Policy that forbids inline script but the one it names by its hash', async () => {
    const response = await fetch(`${inject('siteUrl')}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.slice(1)).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/)]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answer an unknown address with the 404 page and status 404', async () => {
    const response = await fetch(`${inject('siteUrl')}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<title>Page Not Found \| /);
  });
});

describe('the header island', () => {
  it('hydrates, and its mobile menu toggle opens and closes the menu', async () => {
    const { page } = await open('/about', PHONE);
    await waitForPageReady(page);
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
