/**
 * The previews inside the editing app itself: Decap CMS on its test backend
 * (entries in the page, nothing saved), with the site's previews registered
 * as the web editor registers them. Opening a page shows it in the preview
 * frame with the site's look; typing in the form changes the preview.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Frame } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { PreviewData } from '../../scripts/cms/preview-data';
import { bundleEditorCode } from '../../scripts/cms/admin-bundle';
import { newTestContext } from '../support/run/chromium';
import { startServer, type RunningServer } from '../../scripts/serve/static-server';
import { preparePage } from '../support/browser';
import { PROJECT_ROOT } from '../support/fixture';

const PAGE = 'compliance/praz-registration.md';

let dir: string;
let server: RunningServer;
let context: BrowserContext;

/** Enough of the editor's configuration for the page's fields that the test types in. */
const config = {
  backend: { name: 'test-repo', login: false },
  load_config_file: false,
  media_folder: 'content/images',
  public_folder: '',
  collections: [
    {
      name: 'pages-compliance',
      label: 'Compliance pages',
      folder: 'content/pages/compliance',
      extension: 'md',
      format: 'frontmatter',
      create: true,
      fields: [
        { name: 'title', label: 'Title', widget: 'string' },
        { name: 'heading', label: 'Heading', widget: 'string', required: false },
        { name: 'navLabel', label: 'Menu label', widget: 'string', required: false },
        { name: 'body', label: 'Text of the page', widget: 'markdown', required: false },
      ],
    },
  ],
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'preview-decap-'));
  const distDir = inject('distDir');
  await cp(path.join(distDir, 'assets'), path.join(dir, 'assets'), { recursive: true });
  await cp(path.join(distDir, 'images'), path.join(dir, 'images'), { recursive: true });
  const css = (await readdir(path.join(dir, 'assets'))).find((file) => /^site\.\w+\.css$/.test(file));
  // The preview data the build wrote beside the editor, for the site's stylesheet copied above.
  const data = JSON.parse(await readFile(path.join(distDir, 'admin', 'preview-data.json'), 'utf8')) as PreviewData;
  expect(data.cssUrl).toBe(`/assets/${css}`);
  const admin = path.join(dir, 'admin');
  await mkdir(admin, { recursive: true });
  await writeFile(
    path.join(admin, 'preview-data.json'),
    JSON.stringify({ ...data, pageCollections: [{ name: 'pages-compliance', folder: 'compliance' }] }),
  );
  // Bundled as the editor's own code is, beside the packages' bundle the build keeps.
  const harness = await bundleEditorCode(PROJECT_ROOT, { name: 'harness', file: 'tests/cms/harness/decap-harness.ts' });
  for (const from of harness.dirs) await cp(from, admin, { recursive: true });
  const file = await readFile(path.join(PROJECT_ROOT, 'content', 'pages', PAGE), 'utf8');
  const repoFiles = { content: { pages: { compliance: { 'praz-registration.md': { content: file } } } } };
  await writeFile(
    path.join(admin, 'index.html'),
    [
      // No favicon to ask for, as on the other pages tests make: a 404 would count as a console problem.
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Editor</title><link rel="icon" href="data:,">',
      `<script>window.CMS_MANUAL_INIT = true; window.harnessConfig = ${JSON.stringify(config)}; window.repoFiles = ${JSON.stringify(repoFiles).replace(/</g, '\\u003c')};</script>`,
      `<script type="module" src="./${harness.entry}"></script></head><body></body></html>`,
    ].join(''),
  );
  server = await startServer({ dir, port: 0 });
  context = await newTestContext();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The preview frame's document, once the editor has drawn the entry in it. */
async function previewFrame(frames: () => Frame[]): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(
      async () => {
        for (const frame of frames()) {
          if ((await frame.locator('main h1').count()) > 0) found = frame;
        }
        return found !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

it("previews a page entry with the site's templates and stylesheet, and follows the form", async () => {
  const { page, problems } = await preparePage(context, { width: 1400, height: 900 });
  await page.goto(`${server.url}/admin/#/collections/pages-compliance/entries/praz-registration`);
  const frame = await previewFrame(() => page.frames());
  const heading = frame.locator('main h1');
  expect(await heading.textContent()).toBe('PRAZ Registration');
  // The site's stylesheet is in the frame: the hero's heading is white on the brand's dark blue.
  await expect.poll(() => heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
  expect(await frame.locator('header nav[aria-label="Main"]').count()).toBe(1);

  await page.locator('input[id^="heading-field"]').fill('Register with PRAZ in a week');
  await expect.poll(() => heading.textContent()).toBe('Register with PRAZ in a week');
  await page.locator('input[id^="navLabel-field"]').fill('PRAZ in a week');
  await expect
    .poll(() => frame.locator('header nav[aria-label="Main"] a', { hasText: 'PRAZ in a week' }).count())
    .toBe(1);
  if (process.env.PREVIEW_SCREENSHOT) await page.screenshot({ path: process.env.PREVIEW_SCREENSHOT });
  // Nothing of the previews' own complains (the editing app's own warnings are its business).
  expect(problems.filter((problem) => /preview/i.test(problem))).toEqual([]);
});
