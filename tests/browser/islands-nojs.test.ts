/**
 * Without JavaScript no control pretends: on every page with an island, no
 * visible button needs a script that will never run, and no slider shows
 * figures it cannot compute; what needs a script is hidden, what remains
 * works (menus by hover and focus, the kit options, the intake form's date
 * and Other fields). The forms' posting is covered by forms-nojs.test.ts.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islandsIn } from '../../scripts/assets/asset-report';
import { siteWideIslandNames } from '../../scripts/assets/islands';
import { DESKTOP, PHONE, browserForFile } from '../support/browser';
import { readHtml, sitemapRoutes } from '../support/site';

const openWithoutScript = browserForFile({ javaScriptEnabled: false });
const siteWide = siteWideIslandNames(path.resolve(import.meta.dirname, '../..'));

/** Routes with an island of their own, and one with only the site-wide ones. */
async function islandRoutes(): Promise<string[]> {
  const routes: string[] = ['/about'];
  for (const route of await sitemapRoutes()) {
    if (islandsIn(await readHtml(route)).some((name) => !siteWide.includes(name))) routes.push(route);
  }
  return routes;
}

/** Visible controls that do nothing without a script: buttons that are not a form's, sliders. */
const scriptOnlyControls = (page: Page) =>
  page
    .locator('button[type="button"], input[type="range"]')
    .evaluateAll((controls) =>
      controls
        .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden')
        .map(
          (control) =>
            control.id ||
            control.getAttribute('aria-label') ||
            control.textContent?.trim() ||
            control.outerHTML.slice(0, 60),
        ),
    );

/**
 * The pages the later tests read again, kept open by the first at phone width: without a script a page stays as
 * it loaded, and only the stylesheet's media queries follow the width.
 */
const kept = new Map<string, Page>();
const KEPT_ROUTES = ['/services', '/website-design/custom-website-design'];
const keptOrOpened = async (route: string) => kept.get(route) ?? (await openWithoutScript(route, PHONE)).page;

/** The route without a script: no script-only control on a phone; at 1280 px only the menu buttons, which open on focus. */
async function checkWithoutScript(route: string): Promise<void> {
  const { page } = await openWithoutScript(route, PHONE);
  expect(await scriptOnlyControls(page), `${route} at 375 px`).toEqual([]);
  // The same page widened: with no script, only the stylesheet's media queries follow the width.
  await page.setViewportSize(DESKTOP);
  const buttons = await scriptOnlyControls(page);
  expect(
    buttons.every((id) => /^nav-[\w-]+-button$/.test(id)),
    `${route} at 1280 px: ${buttons.join(', ')}`,
  ).toBe(true);
  if (route === '/about') {
    expect(buttons.length).toBeGreaterThan(0);
    for (const id of buttons) {
      await page.locator(`#${id}`).focus();
      await expect
        .poll(() => page.locator(`#${id.replace(/-button$/, '-menu')}`).isVisible(), { message: id })
        .toBe(true);
    }
  }
  if (KEPT_ROUTES.includes(route)) {
    await page.setViewportSize(PHONE);
    kept.set(route, page);
  } else await page.close();
}

describe('the pages with islands, JavaScript off', () => {
  it('show no script-only control on a phone, and at 1280 px only the menu buttons, which open their menus on focus', async () => {
    const routes = await islandRoutes();
    expect(routes).toEqual(
      expect.arrayContaining([
        '/services',
        '/website-design/web-hosting',
        '/it-services/connected-futures-kit',
        '/website-design/custom-website-design',
        '/contact',
      ]),
    );
    // A few pages at a time: each waits mostly on its own load.
    for (let start = 0; start < routes.length; start += 4)
      await Promise.all(routes.slice(start, start + 4).map(checkWithoutScript));
  });

  it("hide the Services page's Learn More buttons", async () => {
    const page = await keptOrOpened('/services');
    expect(await page.getByText('Learn More').count()).toBeGreaterThan(0);
    for (const learnMore of await page.getByText('Learn More').all()) expect(await learnMore.isVisible()).toBe(false);
    await page.close();
  });

  it('give the intake form a date field of the browser that sends yyyy-MM-dd, and Other texts that show when Other is ticked', async () => {
    const page = await keptOrOpened('/website-design/custom-website-design');
    const date = page.locator('#intake-form [name="launch_date"]');
    expect(await date.getAttribute('type')).toBe('date');
    expect(await date.isVisible()).toBe(true);
    await date.fill('2027-03-15');
    expect(await date.inputValue()).toBe('2027-03-15');
    const text = page.locator('#intake-form [name="other_goal_text"]');
    expect(await text.isVisible()).toBe(false);
    await page.locator('#intake-form input[name="other_goal"]').check();
    await expect.poll(() => text.isVisible()).toBe(true);
    expect(await text.isEnabled()).toBe(true);
    await page.locator('#intake-form input[name="other_goal"]').uncheck();
    await expect.poll(() => text.isVisible()).toBe(false);
    await page.close();
  });
});
