/**
 * Like browserForFile() in browser.ts, for pages that are not part of the built
 * site (island harnesses): opens any local address, recording console
 * problems and blocking requests to other hosts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { newTestContext } from './run/chromium';
import { DESKTOP, preparePage, type OpenedPage } from './browser';
import { waitForHydrated } from './islands';

export function urlBrowserForFile() {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await newTestContext();
  });
  afterAll(async () => {
    await context?.close();
  });

  return async function openUrl(
    url: string,
    viewport: { width: number; height: number } = DESKTOP,
    setup?: (page: Page) => Promise<void>,
  ): Promise<OpenedPage> {
    if (!context) throw new Error('urlBrowserForFile() must be called at the top of the test file');
    const opened = await preparePage(context, viewport);
    const { page } = opened;
    if (setup) await setup(page);
    await page.goto(url, { waitUntil: 'load' });
    await waitForHydrated(page, '#root', { atLeastOne: true });
    return opened;
  };
}
