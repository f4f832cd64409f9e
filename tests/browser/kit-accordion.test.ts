/**
 * The Additional Options accordion on /it-services/connected-futures-kit:
 * `<details name>` items, single and collapsible by the browser itself,
 * with or without JavaScript; headings in the summaries;
 * ArrowUp/ArrowDown/Home/End between headers once the script runs; no jump
 * when it hydrates.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, browserForFile, waitForIslands } from '../support/browser';
import { layoutShift, settle, waitForIsland } from '../support/islands';

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
/** Names of the options whose text a visitor can see. */
const openOptions = async (page: Page) => {
  const shown: string[] = [];
  for (const name of OPTIONS) if (await (await panelOf(page, name)).isVisible()) shown.push(name);
  return shown;
};
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function ready(viewport: { width: number; height: number }) {
  const opened = await open(ROUTE, viewport);
  await waitForIslands(opened.page);
  await header(opened.page, OPTIONS[0] ?? '').scrollIntoViewIfNeeded();
  await waitForIsland(opened.page, 'KitOptions');
  return opened;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the kit accordion at %s width', (_, viewport) => {
  it('starts closed, opens one option at a time, and closes the open one again', async () => {
    const { page, problems } = await ready(viewport);
    expect(await accordion(page).getByRole('heading').count()).toBe(4);
    expect(await openOptions(page)).toEqual([]);
    for (const name of OPTIONS) expect(await isOpen(page, name)).toBe(false);
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
    await page.close();
  });

  it('moves focus between the option headers with the arrow keys, Home and End, and opens with Enter and Space', async () => {
    const { page } = await ready(viewport);
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
    await page.close();
  });

  it('is clean for axe-core with an option open', async () => {
    const { page } = await ready(viewport);
    await header(page, 'Storage Upgrade').click();
    await expect.poll(() => openOptions(page)).toEqual(['Storage Upgrade']);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
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
