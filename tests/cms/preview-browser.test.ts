/**
 * The editor's previews in Chromium: they load preview-data.json from beside
 * the editor's page and the build's Markdown renderer, register the site's stylesheet,
 * and draw a page entry with the site's look as the form changes. Served
 * from a temporary folder with the built site's styles, images and preview
 * data, on a test page standing in for the editing app (tests/cms/harness),
 * loaded once: each test draws its entry on it.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import type { PreviewData } from '../../scripts/cms/preview-data';
import { cachedBundle } from '../../scripts/shared/build-cache.mjs';
import { newTestContext } from '../support/run/chromium';
import { splitFrontMatter } from '../../scripts/content/yaml/source';
import { startServer, type RunningServer } from '../../scripts/serve/static-server';
import { preparePage } from '../support/browser';
import { PROJECT_ROOT } from '../support/fixture';
import type { HarnessEntry } from './harness/preview-harness';

let dir: string;
let server: RunningServer;
let context: BrowserContext;
/** The test page, loaded once with its previews registered, and the problems it has reported since. */
let page: Page;
let problems: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'preview-harness-'));
  const distDir = inject('distDir');
  await cp(path.join(distDir, 'assets'), path.join(dir, 'assets'), { recursive: true });
  await cp(path.join(distDir, 'images'), path.join(dir, 'images'), { recursive: true });
  // Where the harness's stand-in for the editor's media library serves content/images/ from.
  await cp(path.join(PROJECT_ROOT, 'content', 'images'), path.join(dir, 'content-images'), { recursive: true });
  const css = (await readdir(path.join(dir, 'assets'))).find((file) => /^site\.\w+\.css$/.test(file));
  // The preview data the build wrote beside the editor, for the site's stylesheet copied above.
  const data = JSON.parse(await readFile(path.join(distDir, 'admin', 'preview-data.json'), 'utf8')) as PreviewData;
  expect(data.cssUrl).toBe(`/assets/${css}`);
  const admin = path.join(dir, 'admin');
  await mkdir(admin, { recursive: true });
  // The collections as the editor's configuration names them.
  await writeFile(
    path.join(admin, 'preview-data.json'),
    JSON.stringify({ ...data, pageCollections: [{ name: 'pages-compliance', folder: 'compliance' }] }),
  );
  // Compiled as the editor's app is: for the browser, in modules; kept in the build cache while its sources stay the same.
  const harness = await cachedBundle({
    root: PROJECT_ROOT,
    name: 'test-preview-harness',
    entry: path.join(import.meta.dirname, 'harness', 'preview-harness.tsx'),
    madeBy: import.meta.filename,
    options: {
      bundle: true,
      format: 'esm',
      platform: 'browser',
      splitting: true,
      jsx: 'automatic',
      minify: true,
      outExtension: { '.js': '.js' },
      chunkNames: 'chunks/[name].[hash]',
      assetNames: 'files/[name].[hash]',
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
      logLevel: 'silent',
    },
  });
  await cp(path.dirname(harness), admin, { recursive: true });
  await writeFile(
    path.join(admin, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Previews</title><link rel="icon" href="data:,"><script type="module" src="./${path.basename(harness)}"></script></head><body><div id="preview"></div></body></html>`,
  );
  server = await startServer({ dir, port: 0 });
  context = await newTestContext();
  ({ page, problems } = await preparePage(context, { width: 1280, height: 900 }));
  await page.goto(`${server.url}/admin/`);
  await page.waitForFunction(() => window.registered.includes('pages-compliance'));
});

afterAll(async () => {
  await context?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function entryOf(file: string): Promise<HarnessEntry & { data: Record<string, unknown> }> {
  const split = splitFrontMatter(await readFile(path.join(PROJECT_ROOT, 'content', 'pages', file), 'utf8'));
  return {
    data: { ...(parse(split.yaml) as Record<string, unknown>), body: split.body },
    path: `content/pages/${file}`,
  };
}

it("draws a page entry with the site's stylesheet and Markdown, and follows the form", async () => {
  const entry = await entryOf('compliance/praz-registration.md');
  entry.data.navLabel = 'PRAZ in a week';
  entry.data.body = 'Fees are **due** at registration.\n\n| Fee | Days |\n|---|---|\n| $50 | 5 |\n';
  await page.evaluate((shown) => window.showPreview('pages-compliance', shown), entry);

  // The site's stylesheet applies: the header sticks to the top, the hero's heading is bold and white.
  const header = page.locator('header').first();
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
  const heading = page.locator('main h1');
  expect(
    await heading.evaluate((element) => [getComputedStyle(element).fontWeight, getComputedStyle(element).color]),
  ).toEqual(['700', 'rgb(255, 255, 255)']);
  // The body is Markdown rendered in the browser by the build's own renderer.
  expect(await page.locator('main .prose table td').first().textContent()).toBe('$50');
  expect(await page.locator('main .prose strong').textContent()).toBe('due');
  await expect
    .poll(() => page.locator('header nav[aria-label="Main"] a', { hasText: 'PRAZ in a week' }).count())
    .toBe(1);

  // A value the build would refuse: the note names it, above the page as it was.
  entry.data.order = 'first';
  await page.evaluate((shown) => window.showPreview('pages-compliance', shown), entry);
  expect(await page.getByRole('status').textContent()).toContain(
    'order: Invalid input: expected number, received string',
  );
  expect(await page.locator('main .prose table td').first().textContent()).toBe('$50');

  // Fixed, the note goes and the page follows the form again.
  entry.data.order = 3;
  entry.data.heading = 'Register with PRAZ in a week';
  await page.evaluate((shown) => window.showPreview('pages-compliance', shown), entry);
  expect(await page.getByRole('status').count()).toBe(0);
  expect(await heading.textContent()).toBe('Register with PRAZ in a week');
  expect(problems).toEqual([]);
});

it("shows the pictures' built files, and a picture just chosen from its source", async () => {
  const entry = await entryOf('compliance/praz-registration.md');
  entry.data.blocks = [
    ...((entry.data.blocks as unknown[] | undefined) ?? []),
    {
      type: 'image-text',
      heading: 'Our office',
      text: 'In Mt Pleasant.',
      image: { source: 'why-us.svg', alt: 'Our team at work', width: 560, height: 420 },
    },
    // A size the build has made no files for yet.
    {
      type: 'image-text',
      heading: 'Our clients',
      text: 'Across Zimbabwe.',
      image: { source: 'why-us.svg', alt: 'A client meeting', width: 300, height: 225 },
    },
  ];
  await page.evaluate((shown) => window.showPreview('pages-compliance', shown), entry);
  const loaded = async (alt: string) => {
    const image = page.getByAltText(alt);
    // Pictures below the fold load as they near the screen, as on the site.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
      .toBeGreaterThan(0);
    return image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
  };
  expect(await loaded('Our team at work')).toMatch(/^\/assets\/images\/why-us-\d+\.\w+\.(webp|avif)$/);
  expect(await loaded('A client meeting')).toBe('/content-images/why-us.svg');
  expect(problems).toEqual([]);
});
