/**
 * Screenshots of the web editor for the staff guide (content/WEB-EDITOR.md):
 * the editor started as npm run cms starts it, on a copy of content/ and
 * public/ (the real files are never touched), driven in Chromium at
 * 1280 × 800 and on a phone's screen (375 × 812, touch), each shot written
 * to content/guide/ as a small PNG.
 * Usage: npm run guide:screenshots
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../shared/browser';
import { startCms } from './start';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = path.join(root, 'content', 'guide');
const VIEWPORT = { width: 1280, height: 800 };
/** A phone's screen; the guide's phone shots are named phone-*.png. */
const PHONE_VIEWPORT = { width: 375, height: 812 };
/** The service page the guide shows: a page of a group, with a Markdown text. */
const SERVICE_PAGE = { collection: 'pages-compliance', entry: 'praz-registration', heading: 'PRAZ Registration' };
const EMPTY_TITLE_MESSAGE = 'Empty text. Expected a text that is not empty.';

/** Writes the page as it is on screen, as a palette PNG (a screen of text and flat colours needs few colours). */
async function shoot(page: Page, name: string): Promise<void> {
  await plainPlusSigns(page);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const small = await sharp(png)
    .png({ palette: true, colours: 192, dither: 0, effort: 10, compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(outDir, name), small);
  console.log(`content/guide/${name}  ${(small.length / 1024).toFixed(0)} KB`);
}

/**
 * The app's buttons write a full-width plus (＋), which no font of a bare
 * Linux machine draws: shown as the plain + that staff's own computers draw.
 */
async function plainPlusSigns(page: Page): Promise<void> {
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue?.includes('\uFF0B')) node.nodeValue = node.nodeValue.replaceAll('\uFF0B', '+');
    }
  });
}

const work = await mkdtemp(path.join(os.tmpdir(), 'guide-screenshots-'));
const contentDir = path.join(work, 'content');
const publicDir = path.join(work, 'public');
await cp(path.join(root, 'content'), contentDir, { recursive: true });
await cp(path.join(root, 'public'), publicDir, { recursive: true });
await mkdir(outDir, { recursive: true });
const cms = await startCms({ root, contentDir, publicDir, port: 0, log: () => {} });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.setViewportSize(VIEWPORT);
  const admin = `${cms.server.url}/admin/`;
  // Loaded afresh: the app keeps the entry it shows when only the address's #part changes.
  const openEntry = async (collection: string, entry: string) => {
    await page.goto(`${admin}#/collections/${collection}/entries/${entry}`);
    await page.reload();
  };

  await page.goto(admin);
  const login = page.getByRole('button', { name: 'Login' });
  await login.waitFor();
  await shoot(page, 'login.png');

  await login.click();
  await page.getByRole('link', { name: 'Site settings' }).first().waitFor();
  await page.goto(`${admin}#/collections/pages-compliance`);
  await page.getByText(SERVICE_PAGE.heading).first().waitFor();
  await shoot(page, 'collections.png');

  await openEntry(SERVICE_PAGE.collection, SERVICE_PAGE.entry);
  const preview = page.frameLocator('iframe').first();
  await preview.getByRole('heading', { level: 1 }).first().waitFor();
  await shoot(page, 'service-page.png');

  // The page's Markdown text, as written (the raw view), with its preview beside it.
  await page.getByText('Text of the page', { exact: false }).first().scrollIntoViewIfNeeded();
  await shoot(page, 'markdown-box.png');

  // A page's blocks: the kinds offered by Add block.
  await openEntry('pages', 'about');
  await preview.getByRole('heading', { level: 1, name: /Simple solutions/ }).waitFor();
  const addBlock = page.getByRole('button', { name: /Add block/i }).first();
  await addBlock.scrollIntoViewIfNeeded();
  await addBlock.click();
  await page.getByRole('menuitem').first().waitFor();
  await shoot(page, 'add-block.png');
  await openEntry(SERVICE_PAGE.collection, SERVICE_PAGE.entry);
  await preview.getByRole('heading', { level: 1, name: SERVICE_PAGE.heading }).waitFor();

  // Emptied, the title is refused beside the field with the build's own words, and nothing is saved.
  const title = page.getByLabel('Title', { exact: true });
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await title.fill('');
  await publish.click();
  await page.getByText('Publish now').click();
  const message = page.getByText(EMPTY_TITLE_MESSAGE);
  await message.waitFor();
  await shoot(page, 'field-message.png');

  // Given a title again, the page can be published: the menu open, not yet chosen.
  await title.fill(`${SERVICE_PAGE.heading} in Zimbabwe`);
  await message.waitFor({ state: 'hidden' });
  await publish.click();
  await page.getByText('Publish now').waitFor();
  await shoot(page, 'publish-menu.png');

  // The same editor on a phone's screen (already logged in): the collections, then a page's form, its preview below.
  const phonePage = await browser.newPage();
  await phonePage.setViewportSize(PHONE_VIEWPORT);
  await phonePage.goto(`${admin}#/collections/pages-compliance`);
  await phonePage.getByText(SERVICE_PAGE.heading).first().waitFor();
  await shoot(phonePage, 'phone-collections.png');
  await phonePage.goto(`${admin}#/collections/${SERVICE_PAGE.collection}/entries/${SERVICE_PAGE.entry}`);
  await phonePage.reload();
  await phonePage.getByLabel('Title', { exact: true }).waitFor();
  await shoot(phonePage, 'phone-service-page.png');
} finally {
  await browser.close();
  await cms.close();
  await rm(work, { recursive: true, force: true });
}
