/**
 * A page's first screen comes styled with its HTML: with the stylesheet held
 * back, the header, the hero and the block after it are painted, and they
 * look exactly as they do once it has come (same boxes, same pixels), so
 * nothing moves or changes. What follows stays hidden until the stylesheet
 * has come, has failed, or is late past a time limit; then every text of
 * the page is readable. The page's modules do not wait for the stylesheet:
 * the menu works whatever becomes of it. Without the boot module (failed, or
 * hanging), the header shows its link to the site map, as without scripts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  pagesOfTheirOwn,
  preparePage,
  waitForIslands,
  waitForPageReady,
  waitForStylesheet,
} from '../support/browser';
import { unreadableTexts } from '../support/contrast';
import { waitForIsland } from '../support/islands';
import { newTestContext } from '../support/run/chromium';
import { BOOT_MODULE } from '../support/slow-phone';

let context: BrowserContext;
let withoutScripts: BrowserContext;
beforeAll(async () => {
  context = await newTestContext();
  withoutScripts = await newTestContext({ javaScriptEnabled: false });
});
afterAll(async () => {
  await context?.close();
  await withoutScripts?.close();
});
/** For the tests that wait out a time limit, side by side: each page in front in a context of its own. */
const pageOfItsOwn = pagesOfTheirOwn();

interface Box {
  element: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every element before the mark of the first screen's end (those holding it aside), with its box; and the part of the viewport they fill. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const link = document.querySelector('body [data-first-screen-end]');
    if (!link) throw new Error('The page has no mark where its first screen ends.');
    const boxes: Box[] = [];
    let bottom = 0;
    for (const element of document.body.querySelectorAll('*')) {
      if (element === link) break;
      // The elements holding the mark (body, main) grow when the rest shows.
      if (element.contains(link)) continue;
      const rect = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      boxes.push({ element: name, x: rect.x, y: rect.y, width: rect.width, height: rect.height });
      if (rect.height > 0) bottom = Math.max(bottom, rect.bottom);
    }
    return { boxes, height: Math.min(window.innerHeight, Math.ceil(bottom)) };
  });
}

const ROUTES = ['/', '/website-design/web-hosting', '/compliance/praz-registration', '/contact'];

/** Opens the route with its stylesheet held back, and checks that its first screen shows, and shows alike once it comes. */
async function showsAlike(route: string, viewport: { width: number; height: number }, javaScript: boolean) {
  const { page, problems } = await preparePage(javaScript ? context : withoutScripts, viewport);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/site.*.css', async (request) => {
    await held;
    await request.continue();
  });
  let stylesheetCame = false;
  let bootBefore = false;
  page.on('requestfinished', (request) => {
    if (/\/assets\/site\.[^/]*\.css$/.test(request.url())) stylesheetCame = true;
  });
  page.on('request', (request) => {
    if (BOOT_MODULE.test(request.url()) && !stylesheetCame) bootBefore = true;
  });

  await page.goto(`${inject('siteUrl')}${route}`, { waitUntil: 'commit' });
  // Painted while the stylesheet is held: the first screen needs only the page itself.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  await page.locator('h1').first().waitFor({ state: 'visible' });
  // The logo comes on its own, at low priority: on a busy machine the first picture could be taken before it.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].filter((image) => image.loading !== 'lazy').map((image) => image.decode().catch(() => {})),
    ),
  );
  const before = await firstScreen(page);
  const clip = { x: 0, y: 0, width: viewport.width, height: before.height };
  expect(clip.height).toBeGreaterThan(200);
  const picture = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  // What follows the first screen waits for the stylesheet (or its time limit, which a busy machine may pass,
  // and then shows it one element at a time): with scripts the footer is hidden exactly while the page waits and
  // has not reached it; without them, not yet parsed.
  const waiting = await page.evaluate(() => {
    const footer = document.querySelector('footer');
    return {
      waitsForFooter:
        document.documentElement.classList.contains('styles-pending') && !footer?.hasAttribute('data-shown'),
      footerShown: footer?.checkVisibility({ visibilityProperty: true }) ?? false,
    };
  });
  expect(waiting.footerShown).toBe(javaScript ? !waiting.waitsForFooter : false);

  release();
  await page.waitForLoadState('load');
  await waitForStylesheet(page);
  if (javaScript) await waitForIslands(page);
  const after = await firstScreen(page);
  expect(after.boxes).toEqual(before.boxes);
  // What floats over every screen (the chat button, the sticky bar) comes after the first screen: set aside.
  await page.evaluate(() => {
    const link = document.querySelector('body [data-first-screen-end]')!;
    for (const element of document.body.querySelectorAll<HTMLElement>('*'))
      if (
        link.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
        getComputedStyle(element).position === 'fixed'
      )
        element.style.visibility = 'hidden';
  });
  const pictureAfter = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  expect(Buffer.compare(picture, pictureAfter), 'the first screen looks different once the stylesheet came').toBe(0);
  // What follows the first screen shows once the stylesheet has come.
  await page.locator('footer').waitFor({ state: 'visible' });
  // The modules did not wait for the stylesheet.
  if (javaScript) expect(bootBefore).toBe(true);
  expect(problems).toEqual([]);
  await page.close();
}

const STYLESHEET = '**/assets/site.*.css';
const toggle = (page: Page) => page.locator('button[aria-controls="mobile-menu"]');
const siteMapLink = (page: Page) => page.locator('header a[href$="/site-map"]');
/** Past the time limit of templates/layout/early-input.ts, with room for a busy machine. */
const PAST_TIME_LIMIT = { timeout: 15_000 };

/** Opens the route with its stylesheet failing as `fail` makes it fail: the whole page shows, and every text reads. */
async function withoutStylesheet(route: string, fail: Parameters<Page['route']>[1]) {
  const { page, problems } = await preparePage(context, PHONE);
  await page.route(STYLESHEET, fail);
  await page.goto(`${inject('siteUrl')}${route}`);
  // The rest of the page shows, as the browser shows a page whose stylesheet failed, and the islands still wake.
  await page.locator('footer').waitFor({ state: 'visible' });
  await waitForIslands(page);
  await expect
    .poll(async () => (await page.locator('html').getAttribute('class')) ?? '')
    .not.toContain('styles-pending');
  // No light text is left without its dark background, nor dark on dark.
  expect(await unreadableTexts(page)).toEqual([]);
  // Nor an icon as wide as its box (an SVG whose size classes have not come): each keeps an icon's size.
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll('svg')]
      .filter((icon) => icon.getBoundingClientRect().width > 48)
      .map((icon) => icon.parentElement?.outerHTML.slice(0, 80)),
  );
  expect(icons).toEqual([]);
  expect(problems.filter((problem) => !/site\.[^/]*\.css|ERR_CONNECTION_RESET|404/.test(problem))).toEqual([]);
  await page.close();
}

/** Where the top of the element with this id is in the viewport. */
const topOf = (page: Page, id: string) =>
  page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);

describe('the first screen', () => {
  it('leaves nothing hidden nor unreadable when the stylesheet fails to come', () =>
    withoutStylesheet('/', (request) => request.abort('connectionreset')));

  it('leaves nothing hidden nor unreadable when the stylesheet is answered by an error page', () =>
    withoutStylesheet('/website-design/web-hosting', (request) =>
      request.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' }),
    ));

  it.concurrent('lets the menu work while the stylesheet hangs, and shows the whole page, readable, past a time limit', async ({
    expect,
  }) => {
    const { page } = await pageOfItsOwn(PHONE);
    await page.route(STYLESHEET, () => {});
    await page.goto(`${inject('siteUrl')}/`, { waitUntil: 'commit' });
    await waitForIsland(page, 'SiteHeader', PAST_TIME_LIMIT);
    await toggle(page).click();
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('footer').waitFor({ state: 'visible', ...PAST_TIME_LIMIT });
    expect(await unreadableTexts(page)).toEqual([]);
    await page.close();
  });

  it.concurrent('shows a page followed by a link to a place in it though the stylesheet and the boot module hang, its header leading everywhere', async ({
    expect,
  }) => {
    const { page } = await pageOfItsOwn(PHONE);
    await page.route(STYLESHEET, () => {});
    await page.route(BOOT_MODULE, () => {});
    await page.goto(`${inject('siteUrl')}/website-design/web-hosting#package-builder`, { waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), PAST_TIME_LIMIT)
      .toBe(1);
    // Where the link leads, in view.
    await expect.poll(() => page.locator('#package-builder').isVisible()).toBe(true);
    expect(Math.abs(await topOf(page, 'package-builder'))).toBeLessThan(PHONE.height);
    // The islands never started: the header's link to the site map shows instead of a menu button that does nothing.
    await siteMapLink(page).waitFor({ state: 'visible', ...PAST_TIME_LIMIT });
    expect(await toggle(page).isVisible()).toBe(false);
    await page.close();
  });

  it.concurrent('brings a visitor who followed a link to a place back to it when the stylesheet comes past its time limit', async ({
    expect,
  }) => {
    const { page, problems } = await pageOfItsOwn(PHONE);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(STYLESHEET, async (request) => {
      await held;
      await request.continue();
    });
    await page.goto(`${inject('siteUrl')}/our-work#start-your-project`, { waitUntil: 'commit' });
    // Past the time limit the page shows without its stylesheet, at the place.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), PAST_TIME_LIMIT)
      .toBe(1);
    await expect.poll(async () => Math.round(await topOf(page, 'start-your-project'))).toBe(96);
    const unstyled = await page.evaluate(() => window.scrollY);
    release();
    // The stylesheet applies and moves what lies above the place; the visitor, who has not scrolled, is kept at it.
    await waitForStylesheet(page);
    await page.waitForLoadState('load');
    await expect.poll(async () => Math.round(await topOf(page, 'start-your-project'))).toBe(96);
    expect(await page.evaluate(() => window.scrollY), 'the stylesheet moved nothing above the place').not.toBe(
      unstyled,
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows the header's link to the site map when the boot module fails", async () => {
    const { page } = await preparePage(context, PHONE);
    await page.route(BOOT_MODULE, (request) => request.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(`${inject('siteUrl')}/about`);
    await siteMapLink(page).waitFor({ state: 'visible' });
    expect(await toggle(page).isVisible()).toBe(false);
    await page.close();
  });

  // The browser scrolls below the first screen: the page must show whole, laid out, where it puts the visitor.
  it('puts a visitor who follows a link to a place below it at that place', async () => {
    const { page, problems } = await preparePage(context, PHONE);
    await page.goto(`${inject('siteUrl')}/website-design/web-hosting#package-builder`);
    await waitForPageReady(page);
    // The page keeps 6rem (96 px) above a place it scrolls to, for the sticky header.
    expect(Math.round(await topOf(page, 'package-builder'))).toBe(96);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the place of a visitor who reloads the page', async () => {
    const { page, problems } = await preparePage(context, PHONE);
    await page.goto(`${inject('siteUrl')}/website-design/web-hosting`);
    await waitForPageReady(page);
    await page.locator('#package-builder').scrollIntoViewIfNeeded();
    const before = await topOf(page, 'package-builder');
    await page.reload();
    await waitForPageReady(page);
    await expect.poll(() => topOf(page, 'package-builder')).toBeCloseTo(before, 0);
    expect(problems).toEqual([]);
    await page.close();
  });
  for (const route of ROUTES)
    for (const viewport of [PHONE, DESKTOP])
      it(`of ${route} at ${viewport.width} px shows styled before the stylesheet comes, as it shows after`, () =>
        showsAlike(route, viewport, true));
  // Without scripts the header shows its link to the site map instead of the menu button.
  for (const viewport of [PHONE, DESKTOP])
    it(`shows alike without scripts too, at ${viewport.width} px`, () =>
      showsAlike('/compliance/praz-registration', viewport, false));
});
