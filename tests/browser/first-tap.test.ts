/**
 * No first tap or key is lost while islands start: on a slow phone's link
 * (700 kbit/s with 300 ms latency, through the Chrome DevTools Protocol;
 * tests/support/slow-phone.ts), a page of the fixture site holding the island alone is opened,
 * scrolled to the island as soon as the document is parsed, and used at once,
 * by touch and by keyboard, while the island's own script is held back (so
 * the input surely comes first). Once the script is released, each island
 * has responded to each input, once. The islands are the real site's; the
 * light pages only make each slow load short.
 */
import type { Browser, Page } from 'playwright-core';
import { connectToRunBrowser } from '../support/run/chromium';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { PHONE } from '../support/browser';
import { FIXTURE_BUILDER_PAGE, builderPrices, packageBuilder } from '../support/hosting-content';
import { expectedTotal } from '../support/hosting-prices';
import { waitForIsland } from '../support/islands';
import { chunkOf, openSlow, SLOW, tapOn } from '../support/slow-phone';

let browser: Browser;
beforeAll(async () => {
  // The run's one Chromium (tests/support/run/chromium.ts); closing this connection leaves it running.
  browser = await connectToRunBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The fixture page on the slow phone once the boot module has run, scrolled to `scrollTo`, with `island`'s chunk held back. */
const openSlowIsland = (route: string, scrollTo: string, island: string) =>
  openSlow(browser, route, { until: 'booted', hold: chunkOf(island), scrollTo, viewport: PHONE });
const toast = (page: Page) => page.getByRole('status').filter({ hasText: 'Feature Coming Soon' });

// Each test has a browser context of its own. They run one after another: throttled pages side by side starve
// each other on a busy machine. Where the effects of a tap and a key add up, one slow load takes both, the tap
// first; the notice's two would show the same text, so each has its own load.
describe('a first tap and a first key, at once on a slow phone', () => {
  it('opens a kit option by tap and moves to the next with ArrowDown', async ({ expect }) => {
    const first = '#kit-options-0 > summary';
    const { page, release } = await openSlowIsland('/island-kit', first, 'KitOptions');
    await tapOn(page, first);
    await expect.poll(() => page.locator('#kit-options-0 > p').isVisible(), SLOW).toBe(true);
    await page.locator(first).focus();
    await page.keyboard.press('ArrowDown');
    release();
    await expect.poll(() => page.evaluate(() => document.activeElement?.parentElement?.id), SLOW).toBe('kit-options-1');
    await waitForIsland(page, 'KitOptions');
    const isOpen = (id: string) => page.locator(`#${id}`).evaluate((details) => (details as HTMLDetailsElement).open);
    // The tap opened the first option once: its replay did not close it again.
    expect(await isOpen('kit-options-0')).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen('kit-options-1'), SLOW).toBe(true);
    await page.close();
  });

  it('ticks a package builder add-on by tap and moves the slider with ArrowRight, once, and the total follows both', async ({
    expect,
  }) => {
    const { page, release } = await openSlowIsland(
      '/island-package-builder',
      '#package-builder-backups',
      'PackageBuilder',
    );
    await tapOn(page, '#package-builder-backups');
    await page.locator('#package-builder-accounts').focus();
    await page.keyboard.press('ArrowRight');
    release();
    await waitForIsland(page, 'PackageBuilder');
    const builder = packageBuilder(FIXTURE_BUILDER_PAGE);
    const accounts = builder.accounts.default + builder.accounts.step;
    await expect.poll(() => page.locator('#package-builder-count').textContent(), SLOW).toBe(String(accounts));
    expect(await page.locator('#package-builder-accounts').inputValue()).toBe(String(accounts));
    const withBackups = expectedTotal(accounts, false, true, builderPrices(builder)).replace('/month', '');
    await expect.poll(() => page.locator('#package-builder-total').textContent(), SLOW).toContain(withBackups);
    await page.close();
  });

  for (const how of ['tap', 'Enter'] as const) {
    it(`raises the Learn More notice of a service group by ${how}, once`, async ({ expect }) => {
      const button = '[data-island="ComingSoonButton"] button';
      const { page, release } = await openSlowIsland('/island-services', button, 'ComingSoonButton');
      if (how === 'tap') await tapOn(page, button);
      else {
        await page.locator(button).first().focus();
        await page.keyboard.press('Enter');
      }
      release();
      await expect.poll(() => toast(page).count(), SLOW).toBe(1);
      await waitForIsland(page, 'ComingSoonButton');
      expect(await toast(page).count()).toBe(1);
      await page.close();
    });
  }

  it("shows the intake form's Other goal field by tap and keeps it shown, and takes a launch date typed before its calendar starts, sent as yyyy-MM-dd", async ({
    expect,
  }) => {
    const other = '#intake-form input[name="other_goal"]';
    const field = '#intake-form-launch_date';
    const { page, release } = await openSlowIsland('/island-intake', other, 'IntakeForm');
    const text = page.locator('#intake-form [name="other_goal_text"]');
    expect(await text.isVisible()).toBe(false);
    await tapOn(page, other);
    await expect.poll(() => text.isVisible(), SLOW).toBe(true);
    await page.locator(field).focus();
    // The browser's own date field until the calendar takes over: typed as a visitor would, month, day, year.
    await page.keyboard.type('03152027');
    // The calendar takes over once the visitor has left the field (Tab moves within a date field's parts).
    await page.locator('#intake-form [name="budgetRange"]').focus();
    release();
    await waitForIsland(page, 'IntakeForm');
    await expect.poll(() => page.locator(field).textContent(), SLOW).toContain('15 March 2027');
    expect(await page.locator('#intake-form input[name="launch_date"]').inputValue()).toBe('2027-03-15');
    expect(await text.isVisible()).toBe(true);
    expect(await text.isEnabled()).toBe(true);
    await text.fill('Take bread orders');
    expect(await text.inputValue()).toBe('Take bread orders');
    await page.close();
  });
});
