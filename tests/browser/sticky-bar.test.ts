/**
 * The sticky bar of small screens: hidden until the visitor scrolls past the
 * home hero (measured here) or, on other pages, past the first screen; a call
 * link and a chat link in a new tab; no layout shift, room below the footer,
 * the floating chat button giving way to it (one chat link at a time); both
 * stepping aside while a form is on screen; none on wide screens; reduced
 * motion honoured; without JavaScript a strip at the end of the page that
 * covers nothing.
 */
import type { Locator, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, browserForFile, pageForFile, waitForPageReady } from '../support/browser';
import { layoutShift, scrollTo, waitForIsland } from '../support/islands';

const open = browserForFile();
const openWithoutScript = browserForFile({ javaScriptEnabled: false });

const bar = (page: Page) => page.locator('#mobile-bar');
const chatButton = (page: Page) => page.locator('aside[aria-label="Quick contact"] > a');
/** What a person sees: the bar is visible and fully inside the viewport. */
const barShows = (page: Page) =>
  page.evaluate(() => {
    const element = document.getElementById('mobile-bar');
    if (!element) return false;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    return (
      style.visibility === 'visible' &&
      style.opacity === '1' &&
      rect.height > 0 &&
      Math.round(rect.bottom) <= window.innerHeight &&
      rect.top < window.innerHeight
    );
  });
/** What the island decided after the last scroll it handled: 'shown' or 'hidden'. */
const barState = (page: Page) => page.evaluate(() => document.documentElement.dataset.stickyBar);
/** Waits until the bar and the floating chat button have finished sliding or fading. */
const transitionsDone = (page: Page) =>
  page.evaluate(async () => {
    // Transitions only: the chat button also runs a scroll-driven animation that never finishes.
    const moving = ['#mobile-bar', 'aside[aria-label="Quick contact"] > a']
      .flatMap((selector) => document.querySelector(selector)?.getAnimations() ?? [])
      .filter((animation) => animation instanceof CSSTransition);
    // A cancelled transition rejects `finished`; it has stopped all the same.
    await Promise.allSettled(moving.map((animation) => animation.finished));
  });
const barGone = (page: Page) =>
  page.evaluate(() => {
    const element = document.getElementById('mobile-bar');
    return (
      !element || getComputedStyle(element).visibility === 'hidden' || getComputedStyle(element).display === 'none'
    );
  });

async function ready(route: string, viewport = PHONE) {
  const opened = await open(route, viewport);
  await waitForPageReady(opened.page);
  await waitForIsland(opened.page, 'StickyBar');
  return opened;
}

/**
 * The phone's one /about page, opened once, and brought back before each
 * test to its top, the bar gone and the chat button at rest.
 */
function aboutPage() {
  return pageForFile(
    () => ready('/about'),
    async (page) => {
      await scrollTo(page, 0);
      await expect.poll(() => barGone(page)).toBe(true);
      await transitionsDone(page);
    },
  );
}

describe('the sticky bar on a phone', () => {
  const about = aboutPage();

  it('shows on the home page only once the hero has scrolled away under the header', async () => {
    const { page, problems } = await ready('/');
    const heroBottom = await page.evaluate(() => {
      const hero = document.querySelector('main > section');
      return (hero?.getBoundingClientRect().bottom ?? 0) + window.scrollY;
    });
    expect(heroBottom).toBeGreaterThan(300);
    expect(await barGone(page)).toBe(true);
    // scrollTo returns once the page has handled the scroll: the bar stays hidden, not merely not yet shown.
    await scrollTo(page, heroBottom - 80 - 5);
    expect(await barState(page)).toBe('hidden');
    expect(await barGone(page)).toBe(true);
    await scrollTo(page, heroBottom - 80 + 5);
    await expect.poll(() => barShows(page)).toBe(true);
    await scrollTo(page, 0);
    await expect.poll(() => barGone(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows on other pages once the first screen has scrolled away', async () => {
    const { page } = await about();
    await scrollTo(page, PHONE.height - 80 - 5);
    expect(await barState(page)).toBe('hidden');
    expect(await barGone(page)).toBe(true);
    await scrollTo(page, PHONE.height - 80 + 5);
    await expect.poll(() => barShows(page)).toBe(true);
  });

  it('starts on a page that is never idle, as an idle island waits two seconds at the most', async () => {
    const { page, problems } = await open('/about', PHONE, async (page) => {
      await page.addInitScript(() => {
        // 20 ms of work at every frame: the browser has no idle moment between frames.
        const busy = () => {
          const end = performance.now() + 20;
          while (performance.now() < end);
          requestAnimationFrame(busy);
        };
        requestAnimationFrame(busy);
        // When the bar starts, marked as it happens.
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-island="StickyBar"][data-hydrated="true"]')) return;
          performance.mark('sticky-bar-started');
          observer.disconnect();
        });
        observer.observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
      });
    });
    try {
      await waitForIsland(page, 'StickyBar', { timeout: 10_000 });
      // From the boot module's arrival to the bar's start: the limit, with room for 20 ms frames on a busy machine.
      const waited = await page.evaluate(() => {
        const boot = performance.getEntriesByType('resource').find((entry) => /\/boot\.[^/]*\.js$/.test(entry.name));
        const started = performance.getEntriesByName('sticky-bar-started')[0]?.startTime;
        return started === undefined || !boot ? undefined : started - (boot as PerformanceResourceTiming).responseEnd;
      });
      expect(waited).toBeLessThan(3500);
      expect(problems).toEqual([]);
    } finally {
      // Closed whatever happens: its busy frames would slow the file's other tests.
      await page.close();
    }
  });

  it('offers the phone number to call and the chat in a new tab, from the site settings', async () => {
    const site = parse(await readFile(path.resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as {
      contact: { phone: string };
      chat: { url: string };
    };
    const { page } = await about();
    await scrollTo(page, 2000);
    await expect.poll(() => barShows(page)).toBe(true);
    const call = bar(page).getByRole('link', { name: /^Call us/ });
    expect(await call.getAttribute('href')).toBe(`tel:${site.contact.phone.replace(/[^\d+]/g, '')}`);
    const chat = bar(page).getByRole('link', { name: /new tab/ });
    expect(await chat.getAttribute('href')).toBe(site.chat.url);
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await chat.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('appears without moving anything, in place of the floating chat button, and leaves the footer uncovered', async () => {
    const { page } = await about();
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    const footerTop = await page.evaluate(
      () => (document.querySelector('footer')?.getBoundingClientRect().top ?? 0) + window.scrollY,
    );
    await scrollTo(page, 1000);
    await expect.poll(() => barShows(page)).toBe(true);
    await transitionsDone(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(before);
    expect(
      await page.evaluate(() => (document.querySelector('footer')?.getBoundingClientRect().top ?? 0) + window.scrollY),
    ).toBe(footerTop);
    expect(await layoutShift(page)).toBe(0);
    await expect.poll(() => chatButton(page).isVisible()).toBe(false);
    await scrollTo(page, before);
    await transitionsDone(page);
    const footer = await page.locator('footer').boundingBox();
    const barAtEnd = await bar(page).boundingBox();
    expect(footer && barAtEnd && footer.y + footer.height <= barAtEnd.y + 0.5).toBe(true);
  });

  it('brings the floating chat button back, in its place, when the bar goes', async () => {
    const { page } = await about();
    const before = await chatButton(page).boundingBox();
    expect(before).not.toBeNull();
    await scrollTo(page, 1000);
    await expect.poll(() => chatButton(page).isVisible()).toBe(false);
    await scrollTo(page, 0);
    await expect.poll(() => chatButton(page).isVisible()).toBe(true);
    expect(await chatButton(page).boundingBox()).toEqual(before);
  });

  it('steps aside with the floating chat button while a form is on screen', async () => {
    const { page } = await ready('/contact');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await expect.poll(() => chatButton(page).isVisible()).toBe(false);
    expect(await barGone(page)).toBe(true);
    // Past the form, the bar comes back.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => barShows(page)).toBe(true);
    await page.close();
  });

  it('slides in over 300 ms, and without motion for visitors who ask for reduced motion', async () => {
    const { page } = await about();
    const motion = (target: Locator) =>
      target.evaluate(
        (element) => `${getComputedStyle(element).transitionProperty} ${getComputedStyle(element).transitionDuration}`,
      );
    // The tests' browser asks for reduced motion (tests/support/run/chromium.ts): first as most visitors are.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await motion(bar(page))).toMatch(/^translate, opacity, visibility 0\.3s/);
    expect(await motion(chatButton(page))).toMatch(/^opacity, visibility 0\.3s/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion(bar(page))).toMatch(/^none /);
    expect(await motion(chatButton(page))).toMatch(/^none /);
  });
});

describe('the sticky bar elsewhere', () => {
  // One wide home page for the two tests that need it: the first scrolls it, the second, back at the top, lets its
  // animations play, and comes last.
  const wideHome = pageForFile(
    () => ready('/', DESKTOP),
    (page) => scrollTo(page, 0),
  );

  it('never shows on a wide screen', async () => {
    const { page } = await wideHome();
    await scrollTo(page, 3000);
    // The island has handled the scroll and asked for the bar; the wide screen's styles keep it away.
    expect(await barState(page)).toBe('shown');
    expect(await bar(page).isVisible()).toBe(false);
  });

  it('lets nothing move by itself for more than five seconds, and nothing at all under reduced motion', async () => {
    const { page } = await wideHome();
    /** The animations that play by themselves (not those a scroll drives), with how long each plays. */
    const playing = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSAnimation && animation.timeline instanceof DocumentTimeline)
          .map((animation) => ({
            name: (animation as CSSAnimation).animationName,
            endsAfterMs: Number(animation.effect?.getComputedTiming().endTime),
          })),
      );
    // The tests' browser asks for reduced motion (tests/support/run/chromium.ts).
    expect(await playing()).toEqual([]);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const animations = await playing();
    // The chat button's pulse, and the home page's ring and its four areas.
    expect(animations.map((animation) => animation.name).sort()).toEqual([
      'float',
      'float',
      'float',
      'float',
      'ping',
      'turn',
    ]);
    for (const animation of animations) expect(animation.endsAfterMs, animation.name).toBeLessThanOrEqual(5000);
    // Still until the file ends and the page closes.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  it('is a strip at the end of the page on a phone without JavaScript, after the footer, covering nothing', async () => {
    const { page } = await openWithoutScript('/', PHONE);
    expect(await bar(page).evaluate((element) => getComputedStyle(element).position)).toBe('static');
    // The home hero's buttons are uncovered on the first screen.
    const explore = await page.getByRole('link', { name: 'Explore Our Work' }).boundingBox();
    const barTop = await bar(page).evaluate((element) => element.getBoundingClientRect().top);
    expect(explore && explore.y + explore.height <= PHONE.height && barTop > PHONE.height).toBe(true);
    await bar(page).scrollIntoViewIfNeeded();
    await expect.poll(() => barShows(page)).toBe(true);
    const footer = await page.locator('footer').boundingBox();
    const atEnd = await bar(page).boundingBox();
    expect(footer && atEnd && footer.y + footer.height <= atEnd.y + 0.5).toBe(true);
    await page.close();
  });
});
