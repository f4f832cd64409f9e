/**
 * The Additional Options accordion on /it-services/connected-futures-kit:
 * `<details name>` items, single and collapsible by the browser itself,
 * with or without JavaScript; headings in the summaries;
 * ArrowUp/ArrowDown/Home/End between headers once the script runs; no jump
 * when it hydrates.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP, type OpenedPage, PHONE, browserForFile, waitForPageReady } from '../support/browser';
import { layoutShift, settle, unfocus, waitForIsland } from '../support/islands';

const ROUTE = '/it-services/connected-futures-kit';
const OPTIONS = ['Advanced Training', 'Extra Hotspots', 'Storage Upgrade', 'AI Integration'];
const open = browserForFile();
const openWithoutScript = browserForFile({ javaScriptEnabled: false });

const accordion = (page: Page) => page.locator('[data-island="KitOptions"]');
const header = (page: Page, name: string) => accordion(page).locator('summary', { hasText: name });
const panelOf = async (page: Page, name: string) =>
  accordion(page).locator('details', { hasText: name }).locator(':scope > p');
const isOpen = (page: Page, name: string) =>
  accordion(page)
    .locator('details', { hasText: name })
    .evaluate((details) => (details as HTMLDetailsElement).open);
/** Names of the options whose text a visitor can see, read in one go. */
const openOptions = (page: Page) =>
  accordion(page).evaluate(
    (element, names) =>
      names.filter((name) =>
        [...element.querySelectorAll('details')].some(
          (details) =>
            details.textContent?.includes(name) &&
            [...details.querySelectorAll(':scope > p')].some((panel) => panel.checkVisibility()),
        ),
      ),
    OPTIONS,
  );
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/**
 * The width's one page, opened once, and brought back before each test to
 * every option closed and nothing focused.
 */
function kitPageFor(viewport: { width: number; height: number }) {
  let opened: OpenedPage | undefined;
  beforeAll(async () => {
    opened = await open(ROUTE, viewport);
    await waitForPageReady(opened.page);
    await header(opened.page, OPTIONS[0] ?? '').scrollIntoViewIfNeeded();
    await waitForIsland(opened.page, 'KitOptions');
  });
  afterAll(async () => {
    await opened?.page.close();
  });
  return async function ready(): Promise<OpenedPage> {
    if (!opened) throw new Error(`${ROUTE} did not open`);
    await opened.page.evaluate(() => {
      for (const details of document.querySelectorAll<HTMLDetailsElement>('[data-island="KitOptions"] details'))
        details.open = false;
    });
    await unfocus(opened.page);
    return opened;
  };
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the kit accordion at %s width', (_, viewport) => {
  const ready = kitPageFor(viewport);

  it('starts closed, opens one option at a time, and closes the open one again', async () => {
    const { page, problems } = await ready();
    expect(await accordion(page).getByRole('heading').count()).toBe(4);
    expect(await openOptions(page)).toEqual([]);
    expect(
      await accordion(page).evaluate((element) =>
        [...element.querySelectorAll('details')].map((details) => details.open),
      ),
    ).toEqual(OPTIONS.map(() => false));
    await header(page, 'Extra Hotspots').click();
    await expect.poll(() => openOptions(page)).toEqual(['Extra Hotspots']);
    expect(await isOpen(page, 'Extra Hotspots')).toBe(true);
    expect(await (await panelOf(page, 'Extra Hotspots')).textContent()).toMatch(/additional hotspot/i);
    await header(page, 'AI Integration').click();
    await expect.poll(() => openOptions(page)).toEqual(['AI Integration']);
    expect(await isOpen(page, 'Extra Hotspots')).toBe(false);
    await header(page, 'AI Integration').click();
    await expect.poll(() => openOptions(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('moves focus between the option headers with the arrow keys, Home and End, and opens with Enter and Space', async () => {
    const { page } = await ready();
    await header(page, 'Advanced Training').focus();
    const steps: Array<[string, string]> = [
      ['ArrowDown', 'Extra Hotspots'],
      ['ArrowDown', 'Storage Upgrade'],
      ['ArrowDown', 'AI Integration'],
      ['ArrowDown', 'Advanced Training'],
      ['ArrowUp', 'AI Integration'],
      ['ArrowUp', 'Storage Upgrade'],
      ['Home', 'Advanced Training'],
      ['End', 'AI Integration'],
    ];
    for (const [key, name] of steps) {
      await page.keyboard.press(key);
      await expect.poll(() => focused(page), { message: key }).toMatch(new RegExp(`^${name}`));
    }
    expect(await openOptions(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => openOptions(page)).toEqual(['AI Integration']);
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await expect.poll(() => openOptions(page)).toEqual(['Advanced Training']);
  });

  it('is clean for axe-core with an option open', async () => {
    const { page } = await ready();
    await header(page, 'Storage Upgrade').click();
    await expect.poll(() => openOptions(page)).toEqual(['Storage Upgrade']);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the kit accordion before and without JavaScript', () => {
  it('opens one option at a time and closes it again when scripting is off, each header a heading with its price', async () => {
    const { page, problems } = await openWithoutScript(ROUTE, PHONE);
    for (const name of OPTIONS) {
      const heading = accordion(page).getByRole('heading', { name: new RegExp(`^${name}`) });
      await expect.poll(() => heading.isVisible(), { message: name }).toBe(true);
      expect(await heading.textContent()).toMatch(/\$\d/);
    }
    expect(await openOptions(page)).toEqual([]);
    await header(page, 'Storage Upgrade').click();
    await expect.poll(() => openOptions(page)).toEqual(['Storage Upgrade']);
    expect(await page.getByText(/up to 1TB/).isVisible()).toBe(true);
    await header(page, 'AI Integration').click();
    await expect.poll(() => openOptions(page)).toEqual(['AI Integration']);
    expect(await page.getByText(/AI tools that run on site/).isVisible()).toBe(true);
    await header(page, 'AI Integration').click();
    await expect.poll(() => openOptions(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('does not move the page when it hydrates', async () => {
    const { page } = await open(ROUTE, PHONE);
    const before = await accordion(page).evaluate(
      (element) => element.firstElementChild?.getBoundingClientRect().height ?? 0,
    );
    await header(page, OPTIONS[0] ?? '').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'KitOptions');
    const after = await accordion(page).evaluate(
      (element) => element.firstElementChild?.getBoundingClientRect().height ?? 0,
    );
    expect(after).toBe(before);
    expect(await layoutShift(page)).toBe(0);
    await page.close();
  });
});
