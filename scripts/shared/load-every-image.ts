/**
 * Makes a page show every image before a screenshot: scrolls through it as
 * a visitor would (lazy images and the islands that wait to be seen load),
 * then asks for any image still waiting and waits until all have loaded.
 */
import type { Page } from 'playwright-core';

/** Scrolls to the end a screen at a time, then back to the top, and waits until every image has loaded. */
export async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // (No named function in here: the script runner would wrap it in a helper the page does not have.)
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    // An image still waiting (it never came near the screen) is asked for now.
    for (const image of document.querySelectorAll('img[loading="lazy"]')) (image as HTMLImageElement).loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.waitForLoadState('networkidle');
}
