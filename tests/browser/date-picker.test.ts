/**
 * The date picker on its own, mounted on a test-only page: a popover
 * calendar dialog with the APG keyboard, one date as yyyy-MM-dd in a hidden
 * field, today marked, the chosen date cleared by choosing it again.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import type { DatePickerFixtureProps } from '../support/harness/DatePickerFixture';
import { startHarness, type Harness } from '../support/island-harness';
import { urlBrowserForFile } from '../support/open-url';

const openUrl = urlBrowserForFile();
const fixture = path.resolve(import.meta.dirname, '../support/harness/DatePickerFixture.tsx');
const harnesses: Harness[] = [];

async function mount(props: DatePickerFixtureProps, viewport = DESKTOP) {
  const harness = await startHarness({ modulePath: fixture, props, title: 'Date picker' });
  harnesses.push(harness);
  // Wednesday 12 March 2025, 10:00 local time.
  const opened = await openUrl(harness.url, viewport, (page) => page.clock.setFixedTime(new Date(2025, 2, 12, 10)));
  return opened;
}

afterAll(async () => {
  await Promise.all(harnesses.map((harness) => harness.close()));
});

const trigger = (page: Page) => page.locator('#launch-date');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Preferred launch date' });
const field = (page: Page) => page.locator('input[type="hidden"][name="launch_date"]');
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the date picker at %s width', (_, viewport) => {
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    ({ page, problems } = await mount({}, viewport));
  });
  afterAll(async () => {
    await page.close();
  });

  it('shows its label and an empty value before anything is chosen', async () => {
    await expect.poll(() => page.getByText('Preferred launch date', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => trigger(page).textContent()).toBe('Pick a date');
    await expect.poll(() => trigger(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => field(page).inputValue()).toBe('');
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('opens a calendar of this month on today, marked as today, and fits the screen', async () => {
    await trigger(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await expect.poll(() => trigger(page).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => dialog(page).getByRole('heading').textContent()).toBe('March 2025');
    await expect.poll(() => focusedLabel(page)).toBe('Wednesday 12 March 2025');
    const today = page.locator('[aria-current="date"]');
    await expect.poll(() => today.getAttribute('aria-label')).toBe('Wednesday 12 March 2025');
    await expect
      .poll(() => today.evaluate((element) => getComputedStyle(element).textDecorationLine))
      .toBe('underline');
    const box = await dialog(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  });

  it('has no accessibility violations while open', async () => {
    expect(await axeViolations(page)).toEqual([]);
  });

  it('moves by day, week, month, year and to the week ends with the keyboard', async () => {
    const steps: Array<[string, string, string]> = [
      ['ArrowRight', 'Thursday 13 March 2025', 'March 2025'],
      ['ArrowDown', 'Thursday 20 March 2025', 'March 2025'],
      ['ArrowLeft', 'Wednesday 19 March 2025', 'March 2025'],
      ['ArrowUp', 'Wednesday 12 March 2025', 'March 2025'],
      ['PageDown', 'Saturday 12 April 2025', 'April 2025'],
      ['PageUp', 'Wednesday 12 March 2025', 'March 2025'],
      ['Shift+PageDown', 'Thursday 12 March 2026', 'March 2026'],
      ['Shift+PageUp', 'Wednesday 12 March 2025', 'March 2025'],
      ['Home', 'Monday 10 March 2025', 'March 2025'],
      ['End', 'Sunday 16 March 2025', 'March 2025'],
      ['ArrowDown', 'Sunday 23 March 2025', 'March 2025'],
      ['ArrowDown', 'Sunday 30 March 2025', 'March 2025'],
      ['ArrowRight', 'Monday 31 March 2025', 'March 2025'],
      ['ArrowRight', 'Tuesday 1 April 2025', 'April 2025'],
      ['ArrowUp', 'Tuesday 25 March 2025', 'March 2025'],
      ['End', 'Sunday 30 March 2025', 'March 2025'],
    ];
    // The focused date and the month shown, read together.
    const where = () =>
      page.evaluate(() => ({
        date: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
        month: document.querySelector('[role="dialog"] :is(h1, h2, h3, h4, h5, h6)')?.textContent,
      }));
    for (const [key, date, month] of steps) {
      await page.keyboard.press(key);
      await expect.poll(where, { message: key }).toEqual({ date, month });
    }
  });

  it('chooses the focused date with Enter, closes and returns focus to the button', async () => {
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('launch-date');
    await expect.poll(() => trigger(page).textContent()).toBe('Sunday 30 March 2025');
    await expect.poll(() => field(page).inputValue()).toBe('2025-03-30');
    await expect.poll(() => page.locator('#changes').textContent()).toBe('2025-03-30');
  });

  it('reopens on the chosen date and clears it when it is chosen again with Space', async () => {
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Sunday 30 March 2025');
    await expect
      .poll(() => page.locator('td[aria-selected="true"] button').getAttribute('aria-label'))
      .toBe('Sunday 30 March 2025');
    await page.keyboard.press('Space');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => field(page).inputValue()).toBe('');
    await expect.poll(() => trigger(page).textContent()).toBe('Pick a date');
    await expect.poll(() => page.locator('#changes').textContent()).toBe('2025-03-30, cleared');
  });

  it('goes to the next month with its button and chooses a date by pointer, and clears it by choosing it again', async () => {
    await trigger(page).click();
    await dialog(page).getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => dialog(page).getByRole('heading').textContent()).toBe('April 2025');
    await dialog(page).getByRole('button', { name: 'Thursday 3 April 2025' }).click();
    await expect.poll(() => field(page).inputValue()).toBe('2025-04-03');
    await expect.poll(() => trigger(page).textContent()).toBe('Thursday 3 April 2025');
    await trigger(page).click();
    await expect.poll(() => dialog(page).getByRole('heading').textContent()).toBe('April 2025');
    await dialog(page).getByRole('button', { name: 'Previous month' }).click();
    await dialog(page).getByRole('button', { name: 'Next month' }).click();
    await dialog(page).getByRole('button', { name: 'Thursday 3 April 2025' }).click();
    await expect.poll(() => field(page).inputValue()).toBe('');
  });

  it('closes on Escape with focus back on the button, keeping the value', async () => {
    await trigger(page).click();
    await expect.poll(() => focusedLabel(page)).toBe('Wednesday 12 March 2025');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => field(page).inputValue()).toBe('2025-03-13');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Thursday 13 March 2025');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('launch-date');
    await expect.poll(() => field(page).inputValue()).toBe('2025-03-13');
  });

  it('keeps Tab inside the open dialog', async () => {
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Thursday 13 March 2025');
    for (let index = 0; index < 6; index++) {
      await page.keyboard.press(index % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
  });

  it('closes when the visitor clicks elsewhere', async () => {
    await page.getByRole('heading', { name: 'Date picker' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => trigger(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('sends the chosen date with the form as yyyy-MM-dd', async () => {
    await page.locator('input[name="after"]').fill('x');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/sent\?/);
    expect(new URL(page.url()).searchParams.get('launch_date')).toBe('2025-03-13');
  });

  it('logged no console problem', () => {
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });
});

describe('the date picker with a value and an earliest date', () => {
  it('shows the given value without JavaScript having run, and refuses dates before the earliest', async () => {
    const { page, problems } = await mount({ value: '2025-03-20', min: '2025-03-14' });
    await expect.poll(() => trigger(page).textContent()).toBe('Thursday 20 March 2025');
    await expect.poll(() => field(page).inputValue()).toBe('2025-03-20');
    await trigger(page).click();
    await expect.poll(() => focusedLabel(page)).toBe('Thursday 20 March 2025');
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);
    // Playwright will not click a control marked disabled unless forced, as a person might.
    await dialog(page).getByRole('button', { name: 'Thursday 13 March 2025' }).click({ force: true });
    await expect.poll(() => field(page).inputValue()).toBe('2025-03-20');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Friday 14 March 2025' }).click();
    await expect.poll(() => field(page).inputValue()).toBe('2025-03-14');
    expect(problems).toEqual([]);
    await page.close();
  });
});
