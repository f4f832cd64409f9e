/** Helpers for testing islands in the browser: hydration, scrolling and layout shifts. */
import type { Page } from 'playwright-core';

/**
 * Waits until every element `selector` finds (at least one, with `atLeastOne`)
 * has hydrated. The page checks again at each change of its elements or of a
 * data-hydrated attribute, not at every frame: a check at every frame (what
 * waitForFunction does by default) keeps the page drawing frames all the
 * while, about 0.1 CPU-second for each second of waiting, where this costs
 * next to nothing. Past `timeout` it fails, naming the islands still waiting.
 */
export async function waitForHydrated(
  page: Page,
  selector: string,
  { atLeastOne = false, timeout = 30_000 }: { atLeastOne?: boolean; timeout?: number } = {},
): Promise<void> {
  const waiting = await page.evaluate(
    ({ selector, atLeastOne, timeout }) =>
      new Promise<string | undefined>((resolve) => {
        const stillWaiting = () => {
          const roots = [...document.querySelectorAll<HTMLElement>(selector)];
          const pending = roots.filter((root) => root.dataset.hydrated !== 'true');
          if (atLeastOne && roots.length === 0) return 'none on the page yet';
          return pending.length ? pending.map((root) => root.dataset.island ?? root.id).join(', ') : undefined;
        };
        let timer: ReturnType<typeof setTimeout> | undefined;
        const observer = new MutationObserver(() => {
          if (stillWaiting() !== undefined) return;
          observer.disconnect();
          clearTimeout(timer);
          // At the next frame, as a check at every frame would have seen it: what hydrating changed is drawn.
          requestAnimationFrame(() => resolve(undefined));
        });
        if (stillWaiting() === undefined) return resolve(undefined);
        observer.observe(document, { subtree: true, childList: true, attributeFilter: ['data-hydrated'] });
        timer = setTimeout(() => {
          observer.disconnect();
          resolve(stillWaiting());
        }, timeout);
      }),
    { selector, atLeastOne, timeout },
  );
  if (waiting !== undefined) throw new Error(`${selector} not hydrated after ${timeout} ms: ${waiting}`);
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
