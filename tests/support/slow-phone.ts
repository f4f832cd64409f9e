/**
 * Pages on a slow phone for first-input tests: a 700 kbit/s link with 300 ms
 * latency (Chrome DevTools Protocol), with one script held back until the
 * test lets it in, so an input surely comes before that script has run. The
 * held script is what makes the order certain, so the CPU is not slowed
 * down as well: 4× slower, it changed no outcome and took the two files
 * from 51 s to 79 s of test time, most of it in typing.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { preparePage } from './browser';

export interface SlowPage {
  page: Page;
  context: BrowserContext;
  /** Lets the held script through. */
  release: () => void;
}

/** The boot module: it carries the site-wide islands (header, sticky bar, toaster). */
export const BOOT_MODULE = /\/assets\/boot\.[^/]+\.js$/;
/** The chunk of one island of a single page. */
export const chunkOf = (island: string) => new RegExp(`/chunks/${island}\\.[^/]+\\.js$`);

/** Responses may take seconds on this profile. */
export const SLOW = { timeout: 30_000 };
/**
 * A wait of seconds for the slow link, checked every 50 ms rather than at
 * every frame (waitForFunction's default): a check at every frame keeps the
 * page drawing frames all the while, about 0.1 CPU-second a second.
 */
const EVERY_50_MS = { ...SLOW, polling: 50 };

/**
 * Opens the route on the slow phone (or desktop, by `viewport`) with the
 * script at `hold` held back, and returns once the document is parsed (the
 * held script has not run: a module script runs only after parsing), or
 * once the boot module has run too, with `scrollTo` scrolled to the middle
 * of the screen once it shows.
 */
export async function openSlow(
  browser: Browser,
  route: string,
  options: {
    hold: RegExp;
    scrollTo?: string;
    viewport: { width: number; height: number };
    touch?: boolean;
    /** The small site of tests/fixtures/pages (default), or the real one for what needs a real page. */
    site?: 'real' | 'fixture';
    /** Return once the document is parsed (default), or once the boot module has run as well. */
    until?: 'parsed' | 'booted';
  },
): Promise<SlowPage> {
  const touch = options.touch ?? true;
  const context = await browser.newContext({ viewport: options.viewport, hasTouch: touch, isMobile: touch });
  const siteUrl = inject(options.site === 'real' ? 'siteUrl' : 'fixtureSiteUrl');
  const { page } = await preparePage(context, options.viewport);
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(options.hold, async (request) => {
    await arrived;
    // The test may have closed the page by then: a request it no longer needs is dropped.
    await request.fallback().catch(() => {});
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 700_000 / 8,
    uploadThroughput: 700_000 / 8,
  });
  page.on('close', () => void context.close().catch(() => {}));
  if (options.until === 'booted') {
    await page.goto(`${siteUrl}${route}`, { waitUntil: 'commit' });
    // Once the page is parsed the early-input script has run; the boot module ends its keeping when it runs (islands/boot.ts).
    await page.waitForFunction(
      () => document.readyState !== 'loading' && window.earlyInputs === undefined,
      undefined,
      EVERY_50_MS,
    );
  } else {
    await page.goto(`${siteUrl}${route}`, { waitUntil: 'commit' });
    // Parsed: 'interactive' comes before deferred and module scripts run (and DOMContentLoaded waits for them).
    await page.waitForFunction(() => document.readyState !== 'loading', undefined, EVERY_50_MS);
  }
  if (options.scrollTo) {
    // What follows the first screen shows once the stylesheet has come (the held module comes later still):
    // a visitor scrolls to what is shown.
    const target = page.locator(options.scrollTo).first();
    await target.waitFor({ state: 'visible', ...SLOW });
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  }
  return { page, context, release };
}

/** A tap on the element, near its start (a wide control's middle may lie under something else). */
export async function tapOn(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  await page.touchscreen.tap(box.x + Math.min(box.width / 2, 40), box.y + box.height / 2);
}

/** Whether the island has hydrated yet (the proof that its script has not run, before release). */
export const hydrated = (page: Page, island: string) =>
  page.evaluate(
    (name) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)?.dataset.hydrated === 'true',
    island,
  );
