/**
 * Browser helpers for tests: a context of the run's one Chromium per test
 * file, pages that record console problems and any request for another
 * machine (which the run's Chromium refuses).
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { waitForHydrated } from './islands';
import { newTestContext } from './run/chromium';
import { leavesThisMachine } from './run/this-machine';

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, and uncaught page errors, in order. */
  problems: string[];
  /** Requests for another machine, which the run's Chromium refused (tests/support/run/this-machine.ts). */
  externalRequests: string[];
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

export interface BrowserForFileOptions {
  javaScriptEnabled?: boolean;
  /** Which built site the routes are on: the real one (default) or the small one of tests/fixtures/pages. */
  site?: 'real' | 'fixture';
}

/** Call at the top of a test file; returns a function that opens routes of the built site. */
export function browserForFile({ site = 'real', ...contextOptions }: BrowserForFileOptions = {}) {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await newTestContext(contextOptions);
  });
  afterAll(async () => {
    await context?.close();
  });

  return async function open(
    route: string,
    viewport: { width: number; height: number } = DESKTOP,
    setup?: (page: Page) => Promise<void>,
  ): Promise<OpenedPage> {
    if (!context) throw new Error('browserForFile() must be called at the top of the test file');
    const siteUrl = inject(site === 'fixture' ? 'fixtureSiteUrl' : 'siteUrl');
    const opened = await preparePage(context, viewport);
    if (setup) await setup(opened.page);
    await opened.page.goto(`${siteUrl}${route}`, { waitUntil: 'load' });
    return opened;
  };
}

/**
 * Call at the top of a test file whose tests run side by side (it.concurrent):
 * each page opens in a browser context of its own, so that it is in front
 * and draws its frames whatever the other tests' pages do (a page behind
 * another of its context draws none). The contexts close after the file.
 */
export function pagesOfTheirOwn(options: BrowserContextOptions = {}) {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });
  return async function open(viewport: { width: number; height: number }): Promise<OpenedPage> {
    const context = await newTestContext(options);
    contexts.push(context);
    return preparePage(context, viewport);
  };
}

/**
 * Call at the top of a test file (or a describe) whose tests each start from
 * the same page: it is opened once before them and closed after them, and
 * each use brings it to the front (a page behind another of its context
 * draws no frames) and puts it back at rest with `reset`.
 */
export function pageForFile(
  open: () => Promise<OpenedPage>,
  reset: (page: Page) => Promise<void>,
): () => Promise<OpenedPage> {
  let opened: OpenedPage | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.page.close();
  });
  return async function atRest(): Promise<OpenedPage> {
    if (!opened) throw new Error('The page shared by these tests did not open');
    await opened.page.bringToFront();
    await reset(opened.page);
    return opened;
  };
}

/**
 * A new page of the given size that records console problems and every
 * request for another machine (which the run's Chromium refuses).
 */
export async function preparePage(
  context: BrowserContext,
  viewport: { width: number; height: number },
): Promise<OpenedPage> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const problems: string[] = [];
  const externalRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // Recorded as they start, not intercepted: an intercepted request makes a round trip through the
  // test for every file a page loads, and turns the browser's cache off.
  page.on('request', (request) => {
    if (leavesThisMachine(request.url())) externalRequests.push(request.url());
  });
  return { page, problems, externalRequests };
}

/** Waits until every island on the page that hydrates on load has hydrated (tests/support/islands.ts). */
export async function waitForIslands(page: Page): Promise<void> {
  await waitForHydrated(page, '[data-island][data-when="load"]');
}

/**
 * Waits until the page's stylesheet applies and what follows the first screen is shown. The page links its
 * stylesheet once the first screen is painted (templates/layout/early-input.ts), so on a busy machine the load
 * event can come before the stylesheet is even asked for: a check of styles, positions or widths made at "load"
 * would then read an unstyled page.
 */
export async function waitForStylesheet(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.classList.contains('styles-pending')) return false;
    const address = document.querySelector<HTMLElement>('script[data-stylesheet]')?.dataset.stylesheet;
    if (!address) return true;
    const href = new URL(address, location.href).href;
    return [...document.styleSheets].some((sheet) => sheet.href === href && sheet.cssRules.length > 0);
  });
}

/** Waits until the page is as a visitor sees it once it has loaded: styled, and its islands hydrated. */
export async function waitForPageReady(page: Page): Promise<void> {
  await waitForStylesheet(page);
  await waitForIslands(page);
}
