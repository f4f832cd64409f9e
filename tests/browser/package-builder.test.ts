/**
 * The hosting package builder on /website-design/web-hosting, as a visitor
 * uses it: the slider moved by keyboard and by pointer, the add-ons ticked,
 * the total read off the page and checked against the prices the content
 * states, the cap note, the Get Started link; without JavaScript, no slider
 * but the price tables. The price of every count is the unit test's
 * (tests/unit/pricing.test.ts); here a few moves show the page follows.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, browserForFile, waitForIslands } from '../support/browser';
import { builderPrices, capNote as statedCapNote, packageBuilder } from '../support/hosting-content';
import { expectedTotal, money } from '../support/hosting-prices';
import { waitForIsland } from '../support/islands';

const ROUTE = '/website-design/web-hosting';
const builder = packageBuilder();
const prices = builderPrices(builder);
const CAP_NOTE = statedCapNote(builder);
const CAPPED_TOTAL = `${money(Math.round(builder.cap * 100))}/month`;
const addOnLabel = (id: string) => {
  const label = builder.addOns.find((addOn) => addOn.id === id)?.label;
  if (!label) throw new Error(`the package builder has no add-on ${id}`);
  return label;
};
const open = browserForFile();
const openWithoutScript = browserForFile({ javaScriptEnabled: false });

const slider = (page: Page) => page.getByRole('slider', { name: builder.accounts.label });
const shownCount = async (page: Page) => Number(await page.locator('#package-builder-count').textContent());
const shownTotal = (page: Page) =>
  page
    .locator('#package-builder-total > span')
    .first()
    .evaluate((element) => `${element.textContent}${element.nextElementSibling?.textContent ?? ''}`);
const capNote = (page: Page) => page.locator('[data-island="PackageBuilder"]').getByText(CAP_NOTE);
const addOn = (page: Page, id: string) => page.getByRole('checkbox', { name: addOnLabel(id) });

async function ready(viewport: { width: number; height: number }) {
  const opened = await open(ROUTE, viewport);
  await waitForIslands(opened.page);
  await slider(opened.page).scrollIntoViewIfNeeded();
  await waitForIsland(opened.page, 'PackageBuilder');
  return opened;
}

/** Once the shown count is `count`: the slider, the total and the cap note agree with it and with the stated prices. */
async function expectShows(page: Page, count: number, domain: boolean, backups: boolean) {
  await expect.poll(() => shownCount(page)).toBe(count);
  expect(Number(await slider(page).inputValue())).toBe(count);
  const total = expectedTotal(count, domain, backups, prices);
  expect(await shownTotal(page), `${count} accounts`).toBe(total);
  expect(await capNote(page).isVisible(), `${count} accounts`).toBe(total === CAPPED_TOTAL);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the package builder at %s width', (_, viewport) => {
  it('starts at the default count and its price, with the slider labelled with its range and step', async () => {
    const { page, problems } = await ready(viewport);
    expect(await slider(page).getAttribute('min')).toBe(String(builder.accounts.min));
    expect(await slider(page).getAttribute('max')).toBe(String(builder.accounts.max));
    expect(await slider(page).getAttribute('step')).toBe(String(builder.accounts.step));
    await expectShows(page, builder.accounts.default, false, false);
    expect(await capNote(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('follows the slider moved with the keyboard, up to the cap and its note', async () => {
    const { page } = await ready(viewport);
    const { min, max, step, default: start } = builder.accounts;
    await slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await expectShows(page, start + step, false, false);
    await page.keyboard.press('Home');
    await expectShows(page, min, false, false);
    await page.keyboard.press('ArrowUp');
    await expectShows(page, min + step, false, false);
    await page.keyboard.press('PageUp');
    await expect.poll(() => shownCount(page)).toBeGreaterThan(min + step);
    await expectShows(page, await shownCount(page), false, false);
    await page.keyboard.press('End');
    await expectShows(page, max, false, false);
    await page.keyboard.press('PageDown');
    await expect.poll(() => shownCount(page)).toBeLessThan(max);
    await expectShows(page, await shownCount(page), false, false);
    await page.close();
  });

  it('adds the ticked add-ons to the total, and keeps it at the cap', async () => {
    const { page } = await ready(viewport);
    const start = builder.accounts.default;
    await addOn(page, 'domain').check();
    await expect.poll(() => shownTotal(page)).toBe(expectedTotal(start, true, false, prices));
    await addOn(page, 'backups').check();
    await expect.poll(() => shownTotal(page)).toBe(expectedTotal(start, true, true, prices));
    await addOn(page, 'domain').uncheck();
    await expect.poll(() => shownTotal(page)).toBe(expectedTotal(start, false, true, prices));
    await addOn(page, 'domain').check();
    await expectShows(page, start, true, true);
    await slider(page).focus();
    await page.keyboard.press('End');
    await expectShows(page, builder.accounts.max, true, true);
    await page.keyboard.press('Home');
    await expectShows(page, builder.accounts.min, true, true);
    await page.close();
  });

  it('follows clicks on the slider track', async () => {
    const { page } = await ready(viewport);
    const track = await slider(page).boundingBox();
    if (!track) throw new Error('the slider has no box');
    const y = track.y + track.height / 2;
    const { min, max } = builder.accounts;
    let previous = await shownCount(page);
    for (const fraction of [0.9, 0.02, 0.3, 0.55, 0.99]) {
      await page.mouse.click(track.x + track.width * fraction, y);
      await expect.poll(() => shownCount(page), { message: `clicked at ${fraction}` }).not.toBe(previous);
      previous = await shownCount(page);
      await expectShows(page, previous, false, false);
      expect(Math.abs(previous - (min + (max - min) * fraction)), `clicked at ${fraction}`).toBeLessThan(
        (max - min) / 20,
      );
    }
    await page.close();
  });

  it('opens the payment page in a new tab from Get Started', async () => {
    const { page } = await ready(viewport);
    const link = page.locator('#package-builder').getByRole('link', { name: builder.action.label });
    expect(await link.getAttribute('href')).toBe(builder.action.href);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await page.close();
  });
});

describe('the package builder without JavaScript', () => {
  it('shows no slider that cannot compute, but the stated prices as tables, and Get Started', async () => {
    const { page } = await openWithoutScript(ROUTE, PHONE);
    expect(await slider(page).isVisible()).toBe(false);
    expect(await addOn(page, 'backups').isVisible()).toBe(false);
    expect(await page.locator('#package-builder-total').isVisible()).toBe(false);
    const rows = await page
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((list) =>
        list.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '').join(' | ')),
      );
    const dollars = (amount: number) => money(Math.round(amount * 100));
    let from = builder.accounts.min;
    const tierRows = builder.tiers.map((tier) => {
      const row = `${from === tier.upTo ? from : `${from}–${tier.upTo}`} | ${expectedTotal(tier.upTo, false, false, prices)}`;
      from = tier.upTo + 1;
      return row;
    });
    const last = builder.tiers.at(-1)?.upTo ?? 0;
    expect(rows).toEqual([
      ...tierRows,
      `${last + 1}–${builder.accounts.max} | ${dollars(builder.beyond.base)} + ${dollars(builder.beyond.perAccount)} per account over ${last}`,
      ...builder.addOns.map((extra) => `${extra.label} | +${dollars(extra.price)}/month`),
    ]);
    await expect.poll(() => page.getByText(CAP_NOTE).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: builder.action.label }).isVisible()).toBe(true);
    await page.close();
  });
});
