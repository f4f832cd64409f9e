/**
 * One Chromium for the whole test run: global-setup.ts starts it as a browser
 * server, and each test file connects to it and opens contexts of its own
 * (isolated like separate browsers, with their own storage), instead of
 * starting a Chromium per file.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { inject } from 'vitest';

/**
 * A connection of this file to the run's Chromium; closing it leaves the browser running.
 * A connection not made within the time fails with Playwright's log of how far it got,
 * rather than waiting silently for the hook's own time limit.
 */
export function connectToRunBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'), { timeout: 30_000 });
}

/**
 * A fresh context in the run's Chromium; closing it also ends this file's connection.
 * It asks for reduced motion unless `options` say otherwise: the hero's and the chat
 * button's endless animations keep a page open in a test repainting (the home page
 * takes half a core at rest), and no test reads a position mid-animation. The tests
 * of motion itself ask for it again, and the slow-phone pages keep it, as phones do.
 */
export async function newTestContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const browser = await connectToRunBrowser();
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const closeContext = context.close.bind(context);
  context.close = async (closeOptions) => {
    await closeContext(closeOptions);
    await browser.close();
  };
  return context;
}
