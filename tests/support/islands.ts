/** Helpers for testing islands in the browser: hydration, scrolling and layout shifts. */
import type { Page } from 'playwright-core';

/** Waits until every marker of the named island has hydrated (whatever its hydration time). */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.waitForFunction((island) => {
    const roots = [...document.querySelectorAll<HTMLElement>(`[data-island="${island}"]`)];
    return roots.length > 0 && roots.every((root) => root.dataset.hydrated === 'true');
  }, name);
}

/** Scrolls the window to a vertical position and lets scroll handlers run. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Sum of the page's layout shifts not caused by input so far (the CLS figure, unwindowed). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const entries = list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all means no shift: the observer never calls back.
        setTimeout(() => resolve(0), 300);
      }),
  );
}

/** The element's box in the viewport, or null when it has none. */
export async function box(page: Page, selector: string) {
  return page.locator(selector).first().boundingBox();
}

/** Waits until no CSS transition or animation is running, so what axe-core measures is what rests on screen. */
export async function settle(page: Page): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const running = await page.evaluate(() => document.getAnimations().some((animation) => animation.playState === 'running' && !(animation.effect?.getTiming().iterations === Infinity)));
    if (!running) return;
    await page.waitForTimeout(50);
  }
}
