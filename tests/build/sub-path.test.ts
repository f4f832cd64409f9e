/**
 * A site built for a folder of its host (SITE_URL=https://example.org/site), served there as npm run serve
 * serves it: every internal address the crawl finds answers, and in Chromium a visitor on a phone opens the
 * menu, follows it to the contact page, sends the form and finds the way home, all below /site/.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { startServer, type RunningServer } from '../../scripts/serve/static-server';
import { checkBuiltFragments } from '../../scripts/verify/check-fragments';
import { crawlBuiltLinks } from '../../scripts/verify/crawl-links';
import { formatSiteProblem } from '../../scripts/verify/site-problem';
import { PHONE, preparePage, waitForPageReady } from '../support/browser';
import { loadContent } from '../../scripts/render/load-checked-content';
import { ContentError } from '../../scripts/problems/errors';
import { renderMarkdown } from '../../scripts/render/markdown';
import { loadOptionsOf } from '../support/content-problems';
import { copyFixture, PROJECT_ROOT } from '../support/fixture';
import { formServerControl } from '../support/run/form-server';
import { newTestContext } from '../support/run/chromium';

let workDir: string;
let outDir: string;
let server: RunningServer;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'sub-path-'));
  outDir = path.join(workDir, 'dist');
  await buildSite({
    root: PROJECT_ROOT,
    outDir,
    siteUrl: 'https://example.org/site',
    // Its own addresses at the run's form service: other files set how the service answers the real site's forms.
    formsEndpoint: `${inject('formServerUrl')}/sub-path/f/`,
    // In this thread, sparing a render worker's start: render-workers.test.ts proves the workers write the same files.
    renderWorkers: 0,
  });
  server = await startServer({ dir: outDir, port: 0 });
});
afterAll(async () => {
  await server?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('a site built for https://example.org/site', () => {
  it('is served at /site/, where every internal address, asset and fragment answers', async () => {
    expect(server.url).toMatch(/^http:\/\/localhost:\d+\/site$/);
    const home = await fetch(`${server.url.replace(/\/site$/, '')}/`, { redirect: 'manual' });
    expect([home.status, home.headers.get('location')]).toEqual([301, '/site/']);
    const links = await crawlBuiltLinks({ outDir });
    const fragments = await checkBuiltFragments({ outDir });
    expect([...links.problems, ...fragments].map(formatSiteProblem)).toEqual([]);
    expect(links.checked).toBeGreaterThan(60);
  });

  it('names its own addresses in the sitemap, robots.txt and _headers', async () => {
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://example.org/site/about</loc>');
    expect(sitemap).not.toMatch(/<loc>https:\/\/example\.org\/(?!site\/)/);
    const robots = await readFile(path.join(outDir, 'robots.txt'), 'utf8');
    expect(robots).toContain('Disallow: /site/admin/\n');
    expect(robots).toContain('Sitemap: https://example.org/site/sitemap.xml');
    const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
    expect(
      headers
        .split('\n')
        .filter((line) => /^\S/.test(line))
        .every((line) => line.startsWith('/site/')),
    ).toBe(true);
  });

  it('takes a visitor on a phone through its menu to the contact form, which sends and leads home', async () => {
    const context: BrowserContext = await newTestContext();
    try {
      const { page, problems } = await preparePage(context, PHONE);
      await page.goto(`${server.url}/about`);
      await waitForPageReady(page);
      await page.locator('[aria-controls="mobile-menu"]').click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Contact Us', exact: true }).click();
      await page.waitForURL(`${server.url}/contact`);
      const form = page.locator('#contact-form');
      await form.getByLabel('Full Name').fill('Tendai Moyo');
      await form.getByLabel('Email Address').fill('below-a-folder@example.co.zw');
      await form.getByLabel('Phone Number').fill('+263 77 123 4567');
      await form.getByLabel('Service of Interest').selectOption({ index: 1 });
      await form.getByLabel('Message').fill('We need hosting for 20 mailboxes.');
      // The form's id is on the <form> until the thank-you panel takes its place.
      const action = await page.locator('form#contact-form').getAttribute('action');
      await form.locator('button[type="submit"]').click();
      const home = page.getByRole('link', { name: 'Return to Homepage' });
      await home.waitFor();
      expect(await home.getAttribute('href')).toBe('/site/');
      const received = await formServerControl(inject('formServerUrl')).received(action ?? '');
      // The run's form service serves every test: this test's message is told by its own address.
      const sent = received
        .flatMap((request) => request.fields)
        .filter(([, value]) => value === 'below-a-folder@example.co.zw');
      expect(sent).toEqual([['email', 'below-a-folder@example.co.zw']]);
      await home.click();
      await page.waitForURL(`${server.url}/`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('accepts a site link in content written with the folder or without it, and shows both with it', async () => {
    const fixture = await copyFixture();
    try {
      await fixture.edit(
        'pages/about.md',
        (text) => `${text}\nSee [advice](/advice/tax) and [tax](/site/advice/tax).\n`,
      );
      const siteUrl = 'https://example.org/site';
      await expect(loadContent(loadOptionsOf(fixture, { siteUrl }))).resolves.toBeDefined();
      await fixture.edit('pages/about.md', (text) => `${text}\nAnd [rates](/site/advice/rates).\n`);
      const refused = await loadContent(loadOptionsOf(fixture, { siteUrl })).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ContentError);
      expect((refused as ContentError).problems.map((problem) => problem.found)).toEqual([
        'the link "/site/advice/rates"',
      ]);
    } finally {
      await fixture.remove();
    }
    expect(renderMarkdown('[a](/advice/tax) [b](/site/advice/tax#x)', '/about', '/site')).toBe(
      '<p><a href="/site/advice/tax">a</a> <a href="/site/advice/tax#x">b</a></p>\n',
    );
  });
});
