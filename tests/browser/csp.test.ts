/**
 * The strict Content-Security-Policy of dist/_headers, applied by the preview
 * server as a static host would: no page breaks it.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, waitForIslands } from '../support/browser';
import { sitemapRoutes } from '../support/site';

const open = useBrowser();

describe('Content-Security-Policy', () => {
  it('is served with every page and forbids inline script', async () => {
    const { page } = await open('/', DESKTOP);
    const response = await page.goto(page.url());
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await page.close();
  });

  it('reports no violation on any route once its islands have run', async () => {
    const routes = [...(await sitemapRoutes()), '/404.html'];
    const violations: string[] = [];
    for (const route of routes) {
      const { page } = await open(route, DESKTOP, async (page) => {
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { cspViolations: string[] }).cspViolations = seen;
          document.addEventListener('securitypolicyviolation', (event) => {
            seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
          });
        });
      });
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      const found = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      violations.push(...found.map((violation) => `${route}: ${violation}`));
      await page.close();
    }
    expect(routes.length).toBeGreaterThan(2);
    expect(violations).toEqual([]);
  });
});
