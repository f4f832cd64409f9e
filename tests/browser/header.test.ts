/**
 * The header island after hydration: translucent past 10 px of scroll or
 * while the menu is open; wide-screen drop-downs after the WAI-ARIA
 * disclosure navigation pattern (hover, click, Enter, Space, arrows, Home,
 * End; focus alone opens nothing), closed by Escape and by leaving; the narrow-screen menu with
 * its groups, Escape, scroll lock and link clicks; the current page marked.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, browserForFile, pageForFile, waitForPageReady } from '../support/browser';
import { scrollTo, settle, unfocus } from '../support/islands';

const open = browserForFile();

const header = (page: Page) => page.locator('header');
const background = (page: Page) => header(page).evaluate((element) => getComputedStyle(element).backgroundColor);
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName.toLowerCase()}#${element.id}|${element.getAttribute('aria-controls') ?? ''}|${element.textContent?.trim() ?? ''}`
      : '';
  });

async function ready(route: string, viewport = DESKTOP) {
  const opened = await open(route, viewport);
  await waitForPageReady(opened.page);
  return opened;
}

/**
 * The width's one page (a page of a group, to see it marked), opened once
 * for the tests in turn, and brought back before each to the top of the
 * page, nothing focused (Tab starting from the top), the pointer away from the header and every menu
 * closed. A test that leaves a menu open by a click comes last.
 */
function sharedPageFor(route: string, viewport: { width: number; height: number }) {
  return pageForFile(
    () => ready(route, viewport),
    async (page) => {
      await page.mouse.move(viewport.width / 2, viewport.height - 10);
      await unfocus(page);
      await scrollTo(page, 0);
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll('#mobile-menu, [id^="nav-"][id$="-menu"]')].some((menu) =>
              menu.checkVisibility(),
            ),
          ),
        )
        .toBe(false);
    },
  );
}
const PHONE_ROUTE = '/it-services/network-support';
const DESKTOP_ROUTE = '/compliance/praz-registration';
const onPhone = sharedPageFor(PHONE_ROUTE, PHONE);
const onDesktop = sharedPageFor(DESKTOP_ROUTE, DESKTOP);

describe.each([
  ['phone', PHONE, onPhone],
  ['desktop', DESKTOP, onDesktop],
])('the header at %s width', (_, _viewport, shared) => {
  it('is sticky, 5rem high, and turns translucent only past 10 px of scroll', async () => {
    const { page, problems } = await shared();
    expect((await header(page).boundingBox())?.height).toBe(80);
    await expect.poll(() => header(page).getAttribute('data-translucent')).toBe('false');
    const opaque = await background(page);
    expect(opaque).toBe('rgb(255, 255, 255)');
    await scrollTo(page, 10);
    await expect.poll(() => header(page).getAttribute('data-translucent')).toBe('false');
    await scrollTo(page, 11);
    await expect.poll(() => header(page).getAttribute('data-translucent')).toBe('true');
    await expect.poll(() => background(page)).toMatch(/0\.85\)$/);
    await scrollTo(page, 600);
    expect((await header(page).boundingBox())?.y).toBe(0);
    await scrollTo(page, 0);
    await expect.poll(() => header(page).getAttribute('data-translucent')).toBe('false');
    expect(problems).toEqual([]);
  });
});

describe('the wide-screen navigation', () => {
  it('fits on one line at 1280 px, each item on one line', async () => {
    const { page } = await onDesktop();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(true);
    const heights = await nav
      .locator(':scope > ul > li > a, :scope > ul > li > button')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    expect(heights.length).toBe(8);
    for (const height of heights) expect(height).toBeLessThanOrEqual(44);
    const navBox = await nav.boundingBox();
    const logo = await page.locator('header a[href="/"]').boundingBox();
    const inner = await page.locator('header > div').evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return rect.right - parseFloat(getComputedStyle(element).paddingRight);
    });
    expect(navBox && logo && navBox.x >= logo.x + logo.width && navBox.x + navBox.width <= inner + 0.5).toBe(true);
  });

  // The island reads its menu back from the HTML it hydrates: what it then renders must be what was served.
  it('shows both menus as the page was served, once hydrated and after a re-render', async () => {
    const { page } = await onDesktop();
    /** Each link, group button and group list of both menus: its text, id and address, in the served page and on screen. */
    const menus = () =>
      page.evaluate(async () => {
        const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
        return [served, document].map((root) =>
          [...root.querySelectorAll('header nav :is(a, button, ul), #mobile-menu :is(a, button, ul)')].map(
            (element) =>
              `${element.tagName} #${element.id} ${element.getAttribute('href') ?? element.getAttribute('aria-controls') ?? ''} ${element.textContent}`,
          ),
        );
      });
    const [served, hydrated] = await menus();
    expect(served?.length).toBeGreaterThan(40);
    expect(hydrated).toEqual(served);
    await page.locator('#nav-compliance-button').hover();
    await expect.poll(() => page.locator('#nav-compliance-menu').isVisible()).toBe(true);
    const [, rendered] = await menus();
    expect(rendered).toEqual(served);
  });
});

describe('the wide-screen drop-downs', () => {
  const button = (page: Page, group: string) => page.locator(`#nav-${group}-button`);
  const menu = (page: Page, group: string) => page.locator(`#nav-${group}-menu`);

  it('open on hover and close when the pointer leaves', async () => {
    const { page } = await onDesktop();
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(false);
    await button(page, 'compliance').hover();
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(true);
    await expect.poll(() => button(page, 'compliance').getAttribute('aria-expanded')).toBe('true');
    await menu(page, 'compliance').getByRole('link').first().hover();
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(true);
    await button(page, 'it-services').hover();
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(false);
    await expect.poll(() => menu(page, 'it-services').isVisible()).toBe(true);
    await page.mouse.move(640, 600);
    await expect.poll(() => menu(page, 'it-services').isVisible()).toBe(false);
    await expect.poll(() => button(page, 'it-services').getAttribute('aria-expanded')).toBe('false');
  });

  it('follow the disclosure pattern: focus opens nothing, Enter and Space toggle, Escape closes with focus back on the button', async () => {
    const { page } = await onDesktop();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => activeElement(page)).toMatch(/^button#nav-compliance-button/);
    expect(await menu(page, 'compliance').isVisible()).toBe(false);
    expect(await button(page, 'compliance').getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(true);
    await expect.poll(() => button(page, 'compliance').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => activeElement(page)).toMatch(/^a#?\|/);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(false);
    await expect.poll(() => activeElement(page)).toMatch(/^button#nav-compliance-button/);
    await expect.poll(() => button(page, 'compliance').getAttribute('aria-expanded')).toBe('false');
    // Tabbing on from a closed group reaches the next group's button, which stays closed.
    await page.keyboard.press('Tab');
    await expect.poll(() => activeElement(page)).toMatch(/^button#nav-website-design-button/);
    expect(await menu(page, 'website-design').isVisible()).toBe(false);
  });

  it('open on ArrowDown with focus on the first link; the arrows, Home and End move within; ArrowUp opens on the last', async () => {
    const { page } = await onDesktop();
    const links = await menu(page, 'compliance')
      .locator('a')
      .evaluateAll((list) => list.map((link) => link.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(2);
    const focusedHref = () =>
      page.evaluate(() => document.activeElement?.getAttribute('href') ?? document.activeElement?.id ?? '');
    await button(page, 'compliance').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(true);
    await expect.poll(focusedHref).toBe(links[0]);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedHref).toBe(links[1]);
    await page.keyboard.press('End');
    await expect.poll(focusedHref).toBe(links[links.length - 1]);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedHref).toBe(links[0]);
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedHref).toBe(links[links.length - 1]);
    await page.keyboard.press('Home');
    await expect.poll(focusedHref).toBe(links[0]);
    await page.keyboard.press('Escape');
    await expect.poll(focusedHref).toBe('nav-compliance-button');
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(false);
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedHref).toBe(links[links.length - 1]);
    // Leaving the menu by Tab closes it.
    await page.keyboard.press('Tab');
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(false);
  });

  it('mark the current page and its group, and are clean for axe-core while open', async () => {
    const { page } = await onDesktop();
    await button(page, 'compliance').hover();
    await expect.poll(() => menu(page, 'compliance').isVisible()).toBe(true);
    const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
    await expect.poll(() => current.count()).toBe(1);
    await expect.poll(() => current.getAttribute('href')).toBe(DESKTOP_ROUTE);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
  it('open and close on click', async () => {
    const { page } = await onDesktop();
    await button(page, 'ngo-centre').dispatchEvent('click');
    await expect.poll(() => menu(page, 'ngo-centre').isVisible()).toBe(true);
    await button(page, 'ngo-centre').dispatchEvent('click');
    await expect.poll(() => menu(page, 'ngo-centre').isVisible()).toBe(false);
    // A real click comes with hover, and keeps the menu open.
    await button(page, 'ngo-centre').click();
    await expect.poll(() => menu(page, 'ngo-centre').isVisible()).toBe(true);
  });
});

describe('the narrow-screen menu', () => {
  const toggle = (page: Page) => page.locator('button[aria-controls="mobile-menu"]');
  const menu = (page: Page) => page.locator('#mobile-menu');

  it('expands groups with aria-expanded and aria-controls, opens on the current group, and marks the current page', async () => {
    const { page } = await onPhone();
    await toggle(page).click();
    const groupButton = (name: string) => menu(page).getByRole('button', { name });
    const it = groupButton('IT Services');
    await expect.poll(() => it.getAttribute('aria-expanded')).toBe('true');
    const list = page.locator(`#${await it.getAttribute('aria-controls')}`);
    await expect.poll(() => list.isVisible()).toBe(true);
    await expect.poll(() => list.locator('[aria-current="page"]').getAttribute('href')).toBe(PHONE_ROUTE);
    const compliance = groupButton('Compliance');
    const complianceList = page.locator(`#${await compliance.getAttribute('aria-controls')}`);
    await expect.poll(() => complianceList.isVisible()).toBe(false);
    await compliance.click();
    await expect.poll(() => compliance.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => complianceList.isVisible()).toBe(true);
    await expect.poll(() => list.isVisible()).toBe(false);
    await compliance.click();
    await expect.poll(() => complianceList.isVisible()).toBe(false);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    // The toggle closes it again.
    await toggle(page).click();
    await expect.poll(() => menu(page).isVisible()).toBe(false);
  });

  it('opens full height, makes the header translucent, locks the page behind, and Escape closes it with focus on the toggle', async () => {
    const { page, problems } = await onPhone();
    await toggle(page).click();
    await expect.poll(() => menu(page).isVisible()).toBe(true);
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => header(page).getAttribute('data-translucent')).toBe('true');
    const area = await menu(page).boundingBox();
    expect(area?.y).toBe(80);
    expect(area && area.y + area.height).toBe(PHONE.height);
    await page.mouse.move(180, 40);
    // Once the wheel event has reached the page and two frames have passed, a scroll would have begun.
    const wheel = await page.evaluateHandle(() => ({
      seen: new Promise((resolve) => window.addEventListener('wheel', resolve, { once: true, passive: true })),
    }));
    await page.mouse.wheel(0, 600);
    await wheel.evaluate(async ({ seen }) => {
      await seen;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu(page).isVisible()).toBe(false);
    await expect.poll(() => activeElement(page)).toMatch(/^button#\|mobile-menu\|/);
    await expect.poll(() => header(page).getAttribute('data-translucent')).toBe('false');
    // Closed, the same wheel scrolls the page.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('is modal by keyboard alone: Tab and Shift+Tab go round the toggle and the menu from both ends, the page behind is inert, Escape and the toggle close it with focus on the toggle', async () => {
    const { page, problems } = await onPhone();
    /** Where focus is: the toggle, the menu's nth stop of those that show, or elsewhere. */
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active?.matches('button[aria-controls="mobile-menu"]')) return 'toggle';
        const stops = [...document.querySelectorAll<HTMLElement>('#mobile-menu :is(a, button)')].filter((stop) =>
          stop.checkVisibility(),
        );
        const at = stops.indexOf(active as HTMLElement);
        if (at === 0) return 'first in menu';
        if (at === stops.length - 1) return 'last in menu';
        if (at > 0) return 'in menu';
        return `elsewhere: ${active?.tagName} ${active?.textContent?.trim().slice(0, 30)}`;
      });
    /** What carries the inert attribute (hidden from keyboard and assistive technology alike), and what does not. */
    const inertness = () =>
      page.evaluate(() => {
        const island = document.querySelector('#mobile-menu')?.closest('[data-island]');
        const behind = [...document.body.children].filter((element) => element !== island);
        return {
          behind: behind.every((element) => element.hasAttribute('inert'))
            ? 'inert'
            : behind.some((element) => element.hasAttribute('inert'))
              ? 'partly inert'
              : 'live',
          logo: document.querySelector('header a[href="/"]')?.hasAttribute('inert') ? 'inert' : 'live',
          withMain: behind.some((element) => element.querySelector('main') || element.matches('main')),
          menu: document.querySelector('#mobile-menu')?.closest('[inert]') ? 'inert' : 'live',
        };
      });
    // A fresh page's first stops: the skip link, the logo, the toggle.
    for (let presses = 0; presses < 3; presses++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => menu(page).isVisible()).toBe(true);
    expect(await focused()).toBe('toggle');
    expect(await inertness()).toEqual({ behind: 'inert', logo: 'inert', withMain: true, menu: 'live' });
    // Both ends: Tab from the toggle enters the menu, Shift+Tab from there and from the toggle goes round.
    const steps: string[] = [];
    for (const key of ['Tab', 'Shift+Tab', 'Shift+Tab', 'Tab']) {
      await page.keyboard.press(key);
      steps.push(`${key} → ${await focused()}`);
    }
    expect(steps).toEqual(['Tab → first in menu', 'Shift+Tab → toggle', 'Shift+Tab → last in menu', 'Tab → toggle']);
    // Round and round, nothing under the menu.
    const visited = new Set<string>();
    for (let presses = 0; presses < 14; presses++) {
      await page.keyboard.press('Tab');
      visited.add((await focused()).replace(/^(first|last) /, ''));
    }
    expect([...visited].sort()).toEqual(['in menu', 'toggle']);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu(page).isVisible()).toBe(false);
    expect(await focused()).toBe('toggle');
    expect(await inertness()).toEqual({ behind: 'live', logo: 'live', withMain: true, menu: 'live' });
    // The toggle closes it too, focus staying there.
    await page.keyboard.press('Enter');
    await expect.poll(() => menu(page).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => menu(page).isVisible()).toBe(false);
    expect(await focused()).toBe('toggle');
    expect((await inertness()).behind).toBe('live');
    expect(problems).toEqual([]);
  });

  it('closes when a link in it is followed', async () => {
    const { page } = await onPhone();
    // Keep the page where it is, to see the menu close.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await toggle(page).click();
    await menu(page).getByRole('link', { name: 'Our Work' }).click();
    await expect.poll(() => menu(page).isVisible()).toBe(false);
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('overflow-hidden')))
      .toBe(false);
  });
});
