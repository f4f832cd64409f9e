/**
 * Notifications: the site-wide Toaster and the service groups' Learn More
 * buttons, on a light page of the fixture site holding four groups, with the
 * page clock under the test's control; the real Services page's buttons once. One toast at a
 * time, 5000 ms unless told otherwise, paused under the pointer, closed by
 * its button or a sideways swipe past 50 px, F8 to the region, status or
 * alert role by variant, an optional action.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, browserForFile, type OpenedPage } from '../support/browser';
import { settle, unfocus, waitForHydrated } from '../support/islands';
import { pageBlock } from '../support/page-content';

const open = browserForFile({ site: 'fixture' });
const openReal = browserForFile();
/** The fixture page's service groups, each with its Learn More button. */
const ROUTE = '/island-services';

const region = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const toasts = (page: Page) => region(page).locator('[role="status"], [role="alert"]');
const learnMore = (page: Page) => page.getByRole('button', { name: /^Learn More/ });

/** Opens the service groups' page with a fake clock, lets it flow until every island has hydrated, then stops it. */
async function openServices(viewport: { width: number; height: number }): Promise<OpenedPage> {
  const opened = await open(ROUTE, viewport, async (page) => {
    await page.clock.install();
    // The fake clock follows real time until paused (it stays installed on the file's browser context).
    await page.clock.resume();
  });
  await waitForHydrated(opened.page, '[data-island]');
  return opened;
}

/**
 * The width's one page, opened once, and brought back before each
 * test to a page with no toast, nothing focused, the pointer in a corner away
 * from where toasts appear, and the clock stopped: from here on the page's
 * time moves only when the test says so, and every toast's timer starts on it.
 */
function servicesPageFor(viewport: { width: number; height: number }) {
  let opened: OpenedPage | undefined;
  beforeAll(async () => {
    opened = await openServices(viewport);
  });
  afterAll(async () => {
    await opened?.page.close();
  });
  return async function ready(): Promise<OpenedPage> {
    if (!opened) throw new Error(`${ROUTE} did not open`);
    const { page } = opened;
    await page.mouse.move(1, viewport.height - 1);
    await unfocus(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // A toast an earlier test left on screen runs out with nothing holding it.
    await page.clock.runFor(10_000);
    await expect.poll(() => toasts(page).count()).toBe(0);
    return opened;
  };
}

async function raise(page: Page, detail: Record<string, unknown>) {
  await page.evaluate((toast) => window.dispatchEvent(new CustomEvent('toast', { detail: toast })), detail);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('notifications at %s width', (_, viewport) => {
  const ready = servicesPageFor(viewport);

  it('says "Feature Coming Soon" from a Learn More button, as a status, for 5000 ms', async () => {
    const { page, problems } = await ready();
    expect(await learnMore(page).count()).toBe(4);
    expect(await toasts(page).count()).toBe(0);
    await learnMore(page).first().click();
    const toast = toasts(page).first();
    await expect.poll(() => toast.isVisible()).toBe(true);
    expect(await toast.getAttribute('role')).toBe('status');
    expect(await toast.locator('p').first().textContent()).toBe('Feature Coming Soon');
    expect((await toast.textContent())?.length).toBeGreaterThan('Feature Coming Soon'.length + 10);
    const box = await toast.boundingBox();
    expect(
      box && box.x >= 0 && box.x + box.width <= viewport.width && box.y >= 80 && box.y + box.height <= viewport.height,
    ).toBe(true);
    await page.clock.runFor(4999);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await expect.poll(() => toasts(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows one toast at a time: a new one replaces the older and starts its own 5000 ms', async () => {
    const { page } = await ready();
    await raise(page, { title: 'First' });
    await expect.poll(() => toasts(page).count()).toBe(1);
    await page.clock.runFor(3000);
    await learnMore(page).nth(2).click();
    await expect.poll(() => toasts(page).first().locator('p').first().textContent()).toBe('Feature Coming Soon');
    expect(await toasts(page).count()).toBe(1);
    await page.clock.runFor(4000);
    expect(await toasts(page).count()).toBe(1);
    await page.clock.runFor(1000);
    await expect.poll(() => toasts(page).count()).toBe(0);
  });

  it('closes with its close button, and keeps a given duration', async () => {
    const { page } = await ready();
    await raise(page, { title: 'Saved', duration: 1500 });
    await expect.poll(() => toasts(page).count()).toBe(1);
    await toasts(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => toasts(page).count()).toBe(0);
    // Away from where the next toast appears: resting on it would hold its timer.
    await page.mouse.move(1, viewport.height - 1);
    await raise(page, { title: 'Saved', duration: 1500 });
    await expect.poll(() => toasts(page).count()).toBe(1);
    await page.clock.runFor(1499);
    expect(await toasts(page).count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => toasts(page).count()).toBe(0);
  });

  it('is dismissed by a sideways swipe past 50 px, and springs back from a shorter one', async () => {
    const { page } = await ready();
    await raise(page, { title: 'Swipe me', description: 'Drag sideways to dismiss.' });
    const toast = toasts(page).first();
    await expect.poll(() => toast.isVisible()).toBe(true);
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast has no box');
    const start = { x: box.x + 40, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 40, start.y, { steps: 5 });
    expect(((await toast.boundingBox())?.x ?? 0) - box.x).toBeCloseTo(40, 0);
    await page.mouse.up();
    await expect.poll(async () => (await toast.boundingBox())?.x).toBe(box.x);
    expect(await toasts(page).count()).toBe(1);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 51, start.y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => toasts(page).count()).toBe(0);
  });

  it('waits while the pointer rests on the toast', async () => {
    const { page } = await ready();
    await raise(page, { title: 'Hold on' });
    await expect.poll(() => toasts(page).count()).toBe(1);
    await page.clock.runFor(3000);
    await toasts(page).first().hover();
    await page.clock.runFor(10000);
    expect(await toasts(page).count()).toBe(1);
    await page.mouse.move(1, viewport.height - 1);
    await page.clock.runFor(1999);
    expect(await toasts(page).count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => toasts(page).count()).toBe(0);
  });

  it('moves focus to the notification region with F8', async () => {
    const { page } = await ready();
    await raise(page, { title: 'Focus' });
    await page.keyboard.press('F8');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Notifications (F8)');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
  });

  it('announces a destructive toast as an alert, in its own colours', async () => {
    const { page } = await ready();
    await raise(page, { title: 'Could not send', description: 'Check your connection.', variant: 'destructive' });
    const toast = toasts(page).first();
    await expect.poll(() => toast.getAttribute('role')).toBe('alert');
    const colours = await toast.evaluate((element) => [
      getComputedStyle(element).backgroundColor,
      getComputedStyle(element).color,
    ]);
    expect(colours[0]).not.toBe('rgb(255, 255, 255)');
    expect(colours[1]).toBe('rgb(255, 255, 255)');
    await page.clock.resume();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('runs the action of a toast that has one, then closes it', async () => {
    const { page } = await ready();
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('toast', {
          detail: {
            title: 'Message deleted',
            action: { label: 'Undo', onClick: () => document.body.setAttribute('data-undone', 'yes') },
          },
        }),
      ),
    );
    await toasts(page).getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.undone)).toBe('yes');
    await expect.poll(() => toasts(page).count()).toBe(0);
  });

  it('is clean for axe-core with a toast shown', async () => {
    const { page } = await ready();
    await learnMore(page).first().click();
    await expect.poll(() => toasts(page).count()).toBe(1);
    await page.clock.resume();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the Services page', () => {
  it('says "Feature Coming Soon" from the Learn More button of each of its service groups', async () => {
    const groups = pageBlock<{ groups: unknown[] }>('services.md', 'service-groups').groups;
    const { page, problems } = await openReal('/services', PHONE);
    await waitForHydrated(page, '[data-island]');
    expect(await learnMore(page).count()).toBe(groups.length);
    await learnMore(page).last().click();
    await expect.poll(() => toasts(page).first().locator('p').first().textContent()).toBe('Feature Coming Soon');
    expect(problems).toEqual([]);
    await page.close();
  });
});
