/** Helpers for testing islands in the browser: hydration, scrolling and layout shifts. */
import type { Page } from 'playwright-core';

/**
 * Waits until every element `selector` finds (at least one, with `atLeastOne`)
 * has hydrated, checked at every frame the page draws (waitForFunction's way).
 * A wait on the page's DOM changes alone costs less, but let a comparison of
 * the first screen before and after its stylesheet see a different frame once
 * in four whole runs. Past `timeout` it fails, naming the islands still waiting.
 */
export async function waitForHydrated(
  page: Page,
  selector: string,
  { atLeastOne = false, timeout = 30_000 }: { atLeastOne?: boolean; timeout?: number } = {},
): Promise<void> {
  // Run in the page (so whole in itself): whether all have hydrated, or with `report`, those still waiting.
  const check = ({ selector, atLeastOne, report }: { selector: string; atLeastOne: boolean; report: boolean }) => {
    const roots = [...document.querySelectorAll<HTMLElement>(selector)];
    const pending = roots.filter((root) => root.dataset.hydrated !== 'true');
    const waiting =
      atLeastOne && roots.length === 0
        ? 'none on the page yet'
        : pending.map((root) => root.dataset.island ?? root.id).join(', ');
    return report ? waiting : waiting === '';
  };
  try {
    await page.waitForFunction(check, { selector, atLeastOne, report: false }, { timeout });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    const waiting = await page.evaluate(check, { selector, atLeastOne, report: true });
    throw new Error(`${selector} not hydrated after ${timeout} ms: ${waiting}`);
  }
}

/** Waits until every marker of the named island has hydrated (whatever its hydration time). */
export async function waitForIsland(page: Page, name: string, options: { timeout?: number } = {}): Promise<void> {
  await waitForHydrated(page, `[data-island="${name}"]`, { atLeastOne: true, ...options });
}

/**
 * Scrolls the window to a vertical position and waits until the page has
 * handled it: the scroll event has reached this listener, added after the
 * page's own (so theirs have run), and the next frame has been drawn.
 */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    const before = window.scrollY;
    const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
    window.scrollTo({ top, behavior: 'instant' });
    // Already there (or at the end of the page): no scroll event comes.
    if (window.scrollY !== before) await scrolled;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

/**
 * Leaves nothing focused, with the next Tab starting from the top of the
 * page as on a fresh load. A blurred element stays Chromium's starting point
 * for sequential focus navigation, so after a plain blur() Tab would go on
 * from wherever an earlier test left focus.
 */
export async function unfocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { body } = document;
    body.tabIndex = -1;
    body.focus({ preventScroll: true });
    body.blur();
    body.removeAttribute('tabindex');
  });
}

/** Sum of the page's layout shifts not caused by input so far (the CLS figure, unwindowed). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Shifts are reported as frames are drawn: let the last change reach the screen first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    // The buffered entries, at once: none at all means no shift (the observer would never call back).
    const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
  });
}

/** The element's box in the viewport, or null when it has none. */
export async function box(page: Page, selector: string) {
  return page.locator(selector).first().boundingBox();
}

/**
 * Waits until no CSS transition or animation is running, so what axe-core
 * measures is what rests on screen. Endless animations and those driven by
 * scrolling (they run as long as the page can scroll) never end, and are not
 * waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity ||
          !(animation.timeline instanceof DocumentTimeline),
      ),
  );
}
