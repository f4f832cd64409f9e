/**
 * The hosting package builder on /website-design/web-hosting, as a visitor
 * uses it: the slider moved by keyboard and by pointer, the add-ons ticked,
 * the total read off the page and checked against the stated prices, the
 * cap note, the Get Started link; without JavaScript, no slider but the
 * price tables.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser, waitForIslands } from '../support/browser';
import { expectedCents, expectedTotal } from '../support/hosting-prices';
import { waitForIsland } from '../support/islands';

const ROUTE = '/website-design/web-hosting';
const CAP_NOTE = 'Pricing capped at $189.99/month!';
const open = useBrowser();
const openWithoutScript = useBrowser({ javaScriptEnabled: false });

const slider = (page: Page) => page.getByRole('slider', { name: 'Email accounts' });
const shownCount = async (page: Page) => Number(await page.locator('#package-builder-count').textContent());
const shownTotal = (page: Page) => page.locator('#package-builder-total > span').first().evaluate((element) => `${element.textContent}${element.nextElementSibling?.textContent ?? ''}`);
const capNote = (page: Page) => page.locator('[data-island="PackageBuilder"]').getByText(CAP_NOTE);
const addOn = (page: Page, name: string | RegExp) => page.getByRole('checkbox', { name });

async function ready(viewport: { width: number; height: number }) {
  const opened = await open(ROUTE, viewport);
  await waitForIslands(opened.page);
  await slider(opened.page).scrollIntoViewIfNeeded();
  await waitForIsland(opened.page, 'PackageBuilder');
  return opened;
}

/** The count and total shown agree with each other and with the stated prices. */
async function expectConsistent(page: Page, domain: boolean, backups: boolean) {
  const count = await shownCount(page);
  expect(Number(await slider(page).inputValue())).toBe(count);
  expect(await shownTotal(page), `${count} accounts`).toBe(expectedTotal(count, domain, backups));
  expect(await capNote(page).isVisible(), `${count} accounts`).toBe(expectedTotal(count, domain, backups) === '$189.99/month');
  return count;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the package builder at %s width', (_, viewport) => {
  it('starts at 50 accounts, $9.99/month, with the slider labelled 1 to 500 in steps of 1', async () => {
    const { page, problems } = await ready(viewport);
    expect(await slider(page).getAttribute('min')).toBe('1');
    expect(await slider(page).getAttribute('max')).toBe('500');
    expect(await slider(page).getAttribute('step')).toBe('1');
    expect(await shownCount(page)).toBe(50);
    expect(await shownTotal(page)).toBe('$9.99/month');
    expect(await capNote(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('follows the slider moved with the keyboard, up to the cap and its note', async () => {
    const { page } = await ready(viewport);
    await slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownCount(page)).toBe(51);
    await expectConsistent(page, false, false);
    await page.keyboard.press('Home');
    await expect.poll(() => shownCount(page)).toBe(1);
    expect(await shownTotal(page)).toBe('$3.99/month');
    for (const [key, times] of [['ArrowRight', 9], ['ArrowRight', 1], ['ArrowRight', 14], ['ArrowRight', 1], ['ArrowUp', 74], ['ArrowUp', 1]] as const) {
      for (let index = 0; index < times; index++) await page.keyboard.press(key);
      await expectConsistent(page, false, false);
    }
    expect(await shownCount(page)).toBe(101);
    expect(await shownTotal(page)).toBe('$41.00/month');
    await page.keyboard.press('PageUp');
    const afterPageUp = await expectConsistent(page, false, false);
    expect(afterPageUp).toBeGreaterThan(101);
    await page.keyboard.press('End');
    await expect.poll(() => shownCount(page)).toBe(500);
    expect(await shownTotal(page)).toBe('$189.99/month');
    await expect.poll(() => capNote(page).isVisible()).toBe(true);
    await page.keyboard.press('PageDown');
    await expectConsistent(page, false, false);
    await page.close();
  });

  it('adds the ticked add-ons, and reaches the cap sooner with them', async () => {
    const { page } = await ready(viewport);
    await addOn(page, /Domain registration/).check();
    await expect.poll(() => shownTotal(page)).toBe('$10.82/month');
    await addOn(page, /Daily backups/).check();
    await expect.poll(() => shownTotal(page)).toBe('$12.82/month');
    await addOn(page, /Domain registration/).uncheck();
    await expect.poll(() => shownTotal(page)).toBe('$11.99/month');
    await addOn(page, /Domain registration/).check();
    await slider(page).focus();
    await page.keyboard.press('End');
    for (let count = 500; count > 390; count--) {
      await expectConsistent(page, true, true);
      await page.keyboard.press('ArrowLeft');
    }
    // $187.50 + $2.83 is over the cap at 394 accounts; at 393 it is $189.83.
    await page.keyboard.press('Home');
    for (let index = 1; index < 393; index++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownCount(page)).toBe(393);
    expect(await shownTotal(page)).toBe('$189.83/month');
    expect(await capNote(page).count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownTotal(page)).toBe('$189.99/month');
    await expect.poll(() => capNote(page).isVisible()).toBe(true);
    await page.close();
  });

  it('follows clicks on the slider track', async () => {
    const { page } = await ready(viewport);
    const track = await slider(page).boundingBox();
    if (!track) throw new Error('the slider has no box');
    const y = track.y + track.height / 2;
    for (const fraction of [0.9, 0.02, 0.3, 0.55, 0.99]) {
      await page.mouse.click(track.x + track.width * fraction, y);
      const count = await expectConsistent(page, false, false);
      expect(Math.abs(count - (1 + 499 * fraction)), `clicked at ${fraction}`).toBeLessThan(25);
    }
    await expect.poll(() => capNote(page).isVisible()).toBe(true);
    await page.close();
  });

  it('opens the payment page in a new tab from Get Started', async () => {
    const { page } = await ready(viewport);
    const link = page.locator('#package-builder').getByRole('link', { name: /Get Started/ });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await page.close();
  });
});

describe('the package builder without JavaScript', () => {
  it('shows no slider that cannot compute, but the prices of the specification as tables, and Get Started', async () => {
    const { page } = await openWithoutScript(ROUTE, PHONE);
    expect(await slider(page).isVisible()).toBe(false);
    expect(await addOn(page, /Daily backups/).isVisible()).toBe(false);
    expect(await page.locator('#package-builder-total').isVisible()).toBe(false);
    const rows = await page.getByRole('table').locator('tbody tr').evaluateAll((list) =>
      list.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '').join(' | ')),
    );
    const price = (accounts: number) => expectedTotal(accounts, false, false);
    expect(rows).toEqual([
      `1–10 | ${price(10)}`,
      `11–25 | ${price(25)}`,
      `26–100 | ${price(100)}`,
      `101–500 | $40.50 + $0.50 per account over 100`,
      `Domain registration | +$${((expectedCents(1, true, false) - expectedCents(1, false, false)) / 100).toFixed(2)}/month`,
      `Daily backups | +$${((expectedCents(1, false, true) - expectedCents(1, false, false)) / 100).toFixed(2)}/month`,
    ]);
    await expect.poll(() => page.getByText(CAP_NOTE).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: /Get Started/ }).isVisible()).toBe(true);
    await page.close();
  });
});
