/**
 * In Chromium: broken content shows the overlay with the same message as
 * the command line, with no reload by hand, and it goes once the file is
 * fixed; a template that throws shows the "Unexpected Application Error!"
 * screen naming the route.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTestContext } from '../support/run/chromium';
import { RenderError } from '../../scripts/problems/errors';
import { axeViolations } from '../support/axe';
import { devServerForFile, type DevFixture } from './dev-support';

const dev = devServerForFile();
const failing = devServerForFile({
  loadRenderer: async () => ({
    renderPage: (_input, page) => {
      throw new RenderError(page.route, new TypeError("Cannot read properties of undefined (reading 'heading')"));
    },
  }),
});

let browser: BrowserContext;
beforeAll(async () => {
  browser = await newTestContext();
});
afterAll(async () => {
  await browser?.close();
});

async function open(fixture: DevFixture, route: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // The dev server answers a broken page with status 500, which Chromium notes in the console.
    if (message.type() === 'error' && !message.text().includes('status of 500')) problems.push(message.text());
  });
  const tabs = fixture.server.tabs();
  await page.goto(`${fixture.server.url}${route}`);
  // Wait until its live-reload client listens.
  await expect.poll(() => fixture.server.tabs(), { timeout: 10_000, interval: 10 }).toBeGreaterThan(tabs);
  return { page, problems };
}

async function edit(fixture: DevFixture, relative: string, change: (text: string) => string): Promise<void> {
  const text = await readFile(path.join(fixture.site.contentDir, relative), 'utf8');
  await fixture.site.write(relative, change(text));
}

describe('the content overlay', () => {
  it('appears by itself with file, line, column and field, and goes once the file is fixed', async () => {
    const { page, problems } = await open(dev(), '/about');
    await expect(page.locator('#dev-overlay').count()).resolves.toBe(0);

    await edit(dev(), 'pages/about.md', (text) => text.replace('title: About Us', 'titel: About Us'));
    const overlay = page.locator('#dev-overlay');
    await overlay.waitFor({ state: 'visible', timeout: 10_000 });
    const text = await overlay.innerText();
    expect(text).toContain('The content has 1 problem in 1 file');
    expect(text).toMatch(/Unknown field: \S*content\/pages\/about\.md:2:1/);
    expect(text).toMatch(/Field:\s+titel/);
    expect(text).toContain('> 2 | titel: About Us');
    // The overlay takes the focus; the page beneath cannot be reached.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('dev-overlay');
    expect(await page.evaluate(() => (document.querySelector('main')?.closest('[inert]') ?? null) !== null)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await edit(dev(), 'pages/about.md', (text) => text.replace('titel: About Us', 'title: About Us'));
    await overlay.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.title()).toBe('About Us | Fixture Consulting');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lists every problem of every file, on a page that never rendered', async () => {
    const applied = Promise.all([dev().applied('pages/advice/_group.yaml'), dev().applied('site.yaml')]);
    await edit(dev(), 'pages/advice/_group.yaml', (text) => text.replace('order: 1', 'order: first'));
    await edit(dev(), 'site.yaml', (text) => text.replace('    city: Harare\n', ''));
    await applied;
    const { page } = await open(dev(), '/advice/new-page');
    const titles = await page.locator('.dev-problem-title').allInnerTexts();
    expect(titles.map((title) => title.replace(/\S*(content\/)/, '$1'))).toEqual(
      expect.arrayContaining([
        '✖ Wrong kind of value: content/pages/advice/_group.yaml:2:8',
        '✖ Missing field: content/site.yaml:12:5',
      ]),
    );
    expect(await axeViolations(page)).toEqual([]);
    await edit(dev(), 'pages/advice/_group.yaml', (text) => text.replace('order: first', 'order: 1'));
    await edit(dev(), 'site.yaml', (text) =>
      text.replace('    suburb: Mt Pleasant\n', '    suburb: Mt Pleasant\n    city: Harare\n'),
    );
    await page.locator('#dev-overlay').waitFor({ state: 'detached', timeout: 10_000 });
    await page.close();
  });
});

describe('a template that throws', () => {
  it('shows "Unexpected Application Error!" with the route and the message', async () => {
    const response = await failing().get('/about');
    expect(response.status).toBe(500);
    const { page, problems } = await open(failing(), '/about');
    await expect(page.locator('h1').innerText()).resolves.toBe('Unexpected Application Error!');
    const text = await page.locator('#dev-error').innerText();
    expect(text).toContain('/about');
    expect(text).toContain("The page /about failed to render: Cannot read properties of undefined (reading 'heading')");
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
