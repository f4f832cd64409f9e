/**
 * Browser helpers for tests: a context of the run's one Chromium per test
 * file, pages that record console problems and refuse (and record) any
 * request leaving the machine.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { newTestContext } from './run/chromium';

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, and uncaught page errors, in order. */
  problems: string[];
  /** Requests to any host other than the test server, which were blocked. */
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
    const opened = await preparePage(context, viewport, siteUrl);
    if (setup) await setup(opened.page);
    await opened.page.goto(`${siteUrl}${route}`, { waitUntil: 'load' });
    return opened;
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
 * A new page of the given size that records console problems and refuses
 * (and records) every request that leaves `origin`.
 */
export async function preparePage(
  context: BrowserContext,
  viewport: { width: number; height: number },
  origin: string,
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
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:')) return route.continue();
    externalRequests.push(url);
    return route.abort('blockedbyclient');
  });
  return { page, problems, externalRequests };
}

/** Waits until every island on the page has hydrated. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island][data-when="load"]')].every(
      (root) => root.dataset.hydrated === 'true',
    ),
  );
}
