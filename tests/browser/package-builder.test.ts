/**
 * The hosting package builder on /website-design/web-hosting, as a visitor
 * uses it: the slider moved by keyboard and by pointer, the add-ons ticked,
 * the total read off the page and checked against the prices the content
 * states, the cap note, the Get Started link; without JavaScript, no slider
 * but the price tables. The price of every count is the unit test's
 * (tests/unit/pricing.test.ts); here a few moves show the page follows.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type OpenedPage, PHONE, browserForFile, waitForPageReady } from '../support/browser';
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
const addOn = (page: Page, id: string) => page.getByRole('checkbox', { name: addOnLabel(id) });

/** What the builder shows, read in one go: the shown count, the slider's value, the total, and whether the cap note is on screen. */
const shown = (page: Page) =>
  page.evaluate((note) => {
    const island = document.querySelector('[data-island="PackageBuilder"]');
    const amount = document.querySelector('#package-builder-total > span');
    return {
      count: Number(document.getElementById('package-builder-count')?.textContent),
      value: Number(document.querySelector<HTMLInputElement>('#package-builder-accounts')?.value),
      total: `${amount?.textContent}${amount?.nextElementSibling?.textContent ?? ''}`,
      capNotes: [...(island?.querySelectorAll('*') ?? [])].filter(
        (element) => element.children.length === 0 && element.textContent?.trim() === note,
      ).length,
      capNoteShown: [...(island?.querySelectorAll('*') ?? [])].some(
        (element) => element.children.length === 0 && element.textContent?.trim() === note && element.checkVisibility(),
      ),
    };
  }, CAP_NOTE);
const shownCount = async (page: Page) => (await shown(page)).count;
const shownTotal = async (page: Page) => (await shown(page)).total;

/** Once the shown count is `count`: the slider, the total and the cap note agree with it and with the stated prices. */
async function expectShows(page: Page, count: number, domain: boolean, backups: boolean) {
  await expect.poll(() => shownCount(page)).toBe(count);
  const total = expectedTotal(count, domain, backups, prices);
  expect(await shown(page), `${count} accounts`).toEqual({
    count,
    value: count,
    total,
    capNotes: total === CAPPED_TOTAL ? 1 : 0,
    capNoteShown: total === CAPPED_TOTAL,
  });
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the package builder at %s width', (_, viewport) => {
  // One page per width, its builder used by the tests in turn: each starts where the one before left it.
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await open(ROUTE, viewport);
    await waitForPageReady(opened.page);
    await slider(opened.page).scrollIntoViewIfNeeded();
    await waitForIsland(opened.page, 'PackageBuilder');
  });
  afterAll(async () => {
    await opened?.page.close();
  });

  it('starts at the default count and its price, with the slider labelled with its range and step', async () => {
    const { page, problems } = opened;
    expect(
      await slider(page).evaluate((input) => [
        input.getAttribute('min'),
        input.getAttribute('max'),
        input.getAttribute('step'),
      ]),
    ).toEqual([String(builder.accounts.min), String(builder.accounts.max), String(builder.accounts.step)]);
    await expectShows(page, builder.accounts.default, false, false);
    expect(problems).toEqual([]);
  });

  it('opens the payment page in a new tab from Get Started', async () => {
    const link = opened.page.locator('#package-builder').getByRole('link', { name: builder.action.label });
    expect(
      await link.evaluate((element) => [
        element.getAttribute('href'),
        element.getAttribute('target'),
        element.getAttribute('rel'),
      ]),
    ).toEqual([builder.action.href, '_blank', 'noopener noreferrer']);
  });

  it('adds the ticked add-ons to the total, and keeps it at the cap', async () => {
    const { page } = opened;
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
    // Unticked again, both leave the total.
    await addOn(page, 'domain').uncheck();
    await addOn(page, 'backups').uncheck();
    await expectShows(page, builder.accounts.min, false, false);
  });

  it('follows clicks on the slider track', async () => {
    const { page } = opened;
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
  });

  it('follows the slider moved with the keyboard, up to the cap and its note', async () => {
    const { page } = opened;
    const { min, max, step } = builder.accounts;
    // From wherever the last test left the slider.
    await slider(page).focus();
    await page.keyboard.press('Home');
    await expectShows(page, min, false, false);
    await page.keyboard.press('ArrowRight');
    await expectShows(page, min + step, false, false);
    await page.keyboard.press('ArrowUp');
    await expectShows(page, min + 2 * step, false, false);
    await page.keyboard.press('PageUp');
    await expect.poll(() => shownCount(page)).toBeGreaterThan(min + 2 * step);
    await expectShows(page, await shownCount(page), false, false);
    await page.keyboard.press('End');
    await expectShows(page, max, false, false);
    await page.keyboard.press('PageDown');
    await expect.poll(() => shownCount(page)).toBeLessThan(max);
    await expectShows(page, await shownCount(page), false, false);
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
