/**
 * /admin/ of the built site, served as a static host serves dist/ (with
 * _headers): the editing app starts under its own policy, breaking none of
 * it, and asks no other host for anything.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, browserForFile } from '../support/browser';

const open = browserForFile();

describe('the web editor, served from dist/', () => {
  it('starts under its own policy with no violation, and shows its login', async () => {
    const { page, problems, externalRequests } = await open('/admin/', DESKTOP, async (page) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
        );
      });
    });
    const headers = (await fetch(new URL('/admin/', page.url()))).headers;
    expect(headers.get('content-security-policy')).toContain("'unsafe-eval'");
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // The login of a git host opens in a window of its own, which answers this one.
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // Netlify's git-gateway by default: a login screen, the company's logo on it.
    await page
      .getByRole('button', { name: /log ?in/i })
      .first()
      .waitFor();
    await expect.poll(() => page.locator('img[src="/images/logo.svg"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(externalRequests).toEqual([]);
    expect(problems.filter((problem) => problem.startsWith('error') || problem.startsWith('pageerror'))).toEqual([]);
    await page.close();
  });
});
