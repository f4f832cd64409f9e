/**
 * The web editor in Chromium, as staff use it through npm run cms: the real
 * editing app against the local backend, on a copy of the fixture site.
 * A save writes the file and shows in the preview; what the build would
 * refuse is refused beside its field, with the build's words.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startCms, type RunningCms } from '../../scripts/cms/start';
import { changeLog } from '../support/change-log';
import { newTestContext } from '../support/run/chromium';
import { FIXTURE_CONTENT, PROJECT_ROOT } from '../support/fixture';

let dir: string;
let cms: RunningCms;
let context: BrowserContext;
/** The one editor of the file: the app boots once (a few seconds) and each test moves to its view. */
let editor: Page;
/** Console errors and uncaught page errors of the editor, in order, since the app booted. */
const editorErrors: string[] = [];
/** Those of the app's boot. */
let bootErrors: string[] = [];
const changes = changeLog();
const content = (file: string) => path.join(dir, 'content', file);
const url = () => cms.server.url;

/** A page with the hosting package builder, whose prices are numbers. */
const HOSTING_PAGE = `---
title: Hosting
description: Email hosting by the account.
blocks:
  - type: package-builder
    heading: Build your own package
    intro: Choose the number of email accounts.
    accounts: { label: Email accounts, min: 1, max: 500, step: 1, default: 50 }
    tiers:
      - { upTo: 10, price: 3.99 }
      - { upTo: 25, price: 5.99 }
    beyond: { base: 40.5, perAccount: 0.5 }
    addOns:
      - { id: domain, label: Domain registration, price: 0.83 }
    cap: 189.99
    capNote: "Capped at \${cap}/month"
    action: { label: Get Started, href: "https://billing.example.org/cart" }
---
`;

/** A page with a picture beside its text, as the site's Why Us page has one. */
const TEAM_PAGE = `---
title: Our Team
description: Who we are.
blocks:
  - type: image-text
    heading: People you can call
    text: A small team that answers the phone.
    image:
      source: app-icon.svg
      alt: The company's sign.
      width: 400
      height: 300
---
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cms-editor-'));
  await cp(FIXTURE_CONTENT, path.join(dir, 'content'), { recursive: true });
  await writeFile(content('pages/team.md'), TEAM_PAGE);
  await writeFile(content('pages/hosting.md'), HOSTING_PAGE);
  await cp(path.join(PROJECT_ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
  cms = await startCms({
    root: PROJECT_ROOT,
    contentDir: path.join(dir, 'content'),
    publicDir: path.join(dir, 'public'),
    port: 0,
    log: changes.log,
  });
  context = await newTestContext();
  editor = await bootEditor();
  bootErrors = [...editorErrors];
});

afterAll(async () => {
  await context?.close();
  await cms?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The editing app, logged in to the local backend, on its collections. */
async function bootEditor(): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  page.on('console', (message) => {
    if (message.type() === 'error') editorErrors.push(message.text());
  });
  page.on('pageerror', (error) => editorErrors.push(`pageerror: ${error.message}`));
  // Leaving an entry a test left unsaved asks whether to leave it: yes, the next test starts afresh.
  // Any other question is answered no, as Playwright answers when no one listens.
  page.on('dialog', (dialog) => void (/leave this page/.test(dialog.message()) ? dialog.accept() : dialog.dismiss()));
  await page.goto(`${url()}/admin/`);
  // A new browser context has never logged in to the local backend.
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Site settings' }).first().waitFor();
  return page;
}

interface Editor {
  page: Page;
  /** Console errors and uncaught page errors since the editor was opened, in order. */
  errors: () => string[];
}

/**
 * The editor at `hash` (like /collections/site/entries/site), moved to within the running app
 * by way of its collections, as staff go back to the list before opening another entry
 * (the app keeps the open entry's fields when sent straight from one entry to another).
 */
async function openEditor(hash: string): Promise<Editor> {
  const from = editorErrors.length;
  await editor.goto(`${url()}/admin/#/`);
  await editor.getByRole('link', { name: 'Site settings' }).first().waitFor();
  if (hash !== '/') await editor.goto(`${url()}/admin/#${hash}`);
  return { page: editor, errors: () => editorErrors.slice(from) };
}

/** The page's Markdown text: the editor's text box below its label (the app does not tie the two together). */
const bodyText = (page: Page) =>
  page
    .locator('[aria-label="markdown field"]')
    .filter({ has: page.locator('label', { hasText: /^Text of the page/ }) })
    .locator('[contenteditable="true"]');

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

/** A page of the preview, once the dev server has taken in every change it has seen. */
async function preview(route: string): Promise<string> {
  await cms.server.settled();
  return (await fetch(`${url()}${route}`)).text();
}

describe('the web editor', () => {
  it('opens on its collections with no console error', async () => {
    const { page, errors } = await openEditor('/');
    for (const name of ['Site settings', 'Service groups', 'Pages', 'Advice pages']) {
      await expect
        .poll(() => page.getByRole('link', { name, exact: true }).count(), { message: name })
        .toBeGreaterThan(0);
    }
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    await page.getByText('About Us').first().waitFor();
    expect([...bootErrors, ...errors()]).toEqual([]);
  });

  it('saves a changed tagline to site.yaml as a one-line change, and the preview shows it', async () => {
    const text = await readFile(content('site.yaml'), 'utf8');
    const before = parse(text) as Record<string, unknown>;
    const { page } = await openEditor('/collections/site/entries/site');
    await page.getByLabel('Tagline', { exact: true }).fill('Plain answers, on time');
    const applied = changes.applied('content/site.yaml');
    await publish(page);
    await expect
      .poll(async () => (parse(await readFile(content('site.yaml'), 'utf8')) as { tagline: string }).tagline)
      .toBe('Plain answers, on time');
    expect(parse(await readFile(content('site.yaml'), 'utf8'))).toEqual({
      ...before,
      tagline: 'Plain answers, on time',
    });
    // The rest of the file as the editor wrote it: comments, quoting and layout kept.
    expect(await readFile(content('site.yaml'), 'utf8')).toBe(
      text.replace(/^tagline: .*$/m, 'tagline: Plain answers, on time'),
    );
    await applied;
    expect(await preview('/')).toContain('Plain answers, on time');
  });

  // Both refusals on one visit of the page, as someone correcting one mistake and making another would meet them.
  it("refuses an empty title, then a link to a page that does not exist, each beside its field in the build's words, and writes nothing", async () => {
    const before = await readFile(content('pages/about.md'), 'utf8');
    const { title } = parse(/^---\n([\s\S]*?)\n---/.exec(before)?.[1] ?? '') as { title: string };
    const { page, errors } = await openEditor('/collections/pages/entries/about');
    const titleField = page.getByLabel('Title', { exact: true });
    await titleField.fill('');
    await publish(page);
    await page.getByText('Empty text. Expected a text that is not empty.').waitFor();
    expect(await readFile(content('pages/about.md'), 'utf8')).toBe(before);

    await titleField.fill(title);
    await bodyText(page).fill('See [our rates](/advice/no-such-page).');
    await publish(page);
    await page
      .getByText(
        'Link to a page that does not exist. Expected the path of a page of this site, like /contact. Found the link "/advice/no-such-page".',
      )
      .waitFor();
    expect(await readFile(content('pages/about.md'), 'utf8')).toBe(before);
    // The refusals are shown, not thrown: the console reports no error.
    expect(errors()).toEqual([]);
  });

  it("adds a new page to a group, and the group's menu lists it", async () => {
    const { page } = await openEditor('/collections/pages-advice/new');
    await page.getByLabel('Title', { exact: true }).fill('Payroll Services');
    await page
      .getByRole('textbox', { name: 'Description (optional)' })
      .first()
      .fill('Monthly payroll, payslips and returns, done for you.');
    await bodyText(page).fill('We run your payroll every month.');
    // The preview beside the form is the page as the site's templates make it, in the site's stylesheet.
    const previewFrame = page.frameLocator('iframe').first();
    await previewFrame.getByRole('heading', { level: 1, name: 'Payroll Services' }).waitFor();
    await previewFrame.getByText('We run your payroll every month.').waitFor();
    const applied = changes.applied('content/pages/advice/payroll-services.md');
    await publish(page);
    // Once published, the app shows the new page at its own address.
    await page.waitForURL(/#\/collections\/pages-advice\/entries\/payroll-services$/);
    const file = content('pages/advice/payroll-services.md');
    await expect.poll(() => existsSync(file)).toBe(true);
    expect(await readFile(file, 'utf8')).toContain('title: Payroll Services');
    await applied;
    const home = await preview('/');
    expect(home).toMatch(/<a[^>]+href="\/advice\/payroll-services"[^>]*>[^<]*Payroll Services/);
    expect(await preview('/advice/payroll-services')).toContain('We run your payroll every month.');
  });
});

describe('a picture chosen for a page', () => {
  it('shows in its field, and the save writes its name into the page (a one-line change), which the page then shows', async () => {
    const before = await readFile(content('pages/team.md'), 'utf8');
    const { page, errors } = await openEditor('/collections/pages/entries/team');
    // The Image text block, unfolded.
    await page
      .locator('label', { hasText: /^Image text/ })
      .locator('xpath=following-sibling::div[1]')
      .locator('button')
      .first()
      .click();
    const field = page
      .locator('[aria-label="image field"]')
      .filter({ has: page.locator('label', { hasText: /^Source image/ }) });
    const thumbnail = field.locator('img');
    const shown = () => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    // The picture the page has shows in its field (it was an empty frame).
    await expect.poll(shown).toBe(true);
    await field.getByRole('button', { name: 'Choose different image' }).click();
    const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#c54' } })
      .jpeg()
      .toBuffer();
    await page.locator('input[type="file"]').first().setInputFiles({
      name: 'Team Photo.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    // The field shows the chosen picture (it went on showing the one before, or an empty frame).
    await expect
      .poll(() =>
        thumbnail.evaluate((image: HTMLImageElement) =>
          image.complete ? [image.naturalWidth, image.naturalHeight] : [],
        ),
      )
      .toEqual([480, 360]);
    const applied = changes.applied('content/pages/team.md');
    await publish(page);
    await expect.poll(() => readFile(content('pages/team.md'), 'utf8')).not.toBe(before);
    expect(await readFile(content('pages/team.md'), 'utf8')).toBe(
      before.replace('source: app-icon.svg', 'source: team-photo.jpg'),
    );
    expect(await readFile(content('images/team-photo.jpg'))).toEqual(photo);
    await applied;
    // The page shows the picture made from it.
    expect(await preview('/team')).toMatch(/<img[^>]+src="\/assets\/images\/team-photo-\d+\.[0-9a-f]+\.webp"/);
    expect(errors()).toEqual([]);
  });
});

describe('a price', () => {
  it('typed with a comma is refused beside its own field, in plain words, and nothing is written; typed with a point it is saved', async () => {
    const before = await readFile(content('pages/hosting.md'), 'utf8');
    const { page, errors } = await openEditor('/collections/pages/entries/hosting');
    await page
      .locator('label', { hasText: /^Package builder/ })
      .locator('xpath=following-sibling::div[1]')
      .locator('button')
      .first()
      .click();
    const tiers = page.locator('div[id^="tiers-field"]');
    // The first tier, unfolded.
    await tiers.locator(':scope > div:nth-child(2) > div').first().locator('button').first().click();
    const field = tiers
      .locator('[aria-label="number field"]')
      .filter({ has: page.locator('label', { hasText: /^Price/ }) })
      .first();
    const price = field.locator('input');
    await price.click();
    await price.press('Control+A');
    // As fingers type it (a browser's number box read this as 499).
    await page.keyboard.type('4,99');
    await publish(page);
    await field
      .getByText(
        '"4,99" has a comma. Write numbers with a point before the decimals and nothing between the thousands, like 4.99 or 2500.',
      )
      .waitFor();
    expect(await readFile(content('pages/hosting.md'), 'utf8')).toBe(before);

    await price.press('Control+A');
    await page.keyboard.type('4.99');
    await publish(page);
    await expect.poll(() => readFile(content('pages/hosting.md'), 'utf8')).not.toBe(before);
    expect(await readFile(content('pages/hosting.md'), 'utf8')).toBe(
      before.replace('{ upTo: 10, price: 3.99 }', '{ upTo: 10, price: 4.99 }'),
    );
    expect(errors()).toEqual([]);
  });
});

describe('on a phone (375 × 812, touch)', () => {
  /** Controls of the page beyond its right edge, or smaller than 24 × 24 px to tap (links inside a sentence apart). */
  const SCREEN_WIDTH = 375;
  const layoutProblems = (page: Page) =>
    page.evaluate((screenWidth) => {
      const problems: string[] = [];
      // A phone zooms a page wider than its screen out to fit it: measured against the screen, not the window.
      if (innerWidth !== screenWidth) problems.push(`the window is ${innerWidth} px wide`);
      const controls = document.querySelectorAll(
        'button, a[href], input:not([type="file"]), select, textarea, [role="button"], [role="switch"]',
      );
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
        const name = `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
        if (box.right > screenWidth + 0.5) problems.push(`${name} ends at ${Math.round(box.right)} px`);
        const inSentence = control.tagName === 'A' && control.closest('p') !== null;
        if (!inSentence && (box.width < 23.5 || box.height < 23.5))
          problems.push(`${name} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
      }
      if (document.documentElement.scrollWidth > screenWidth)
        problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
      return problems;
    }, SCREEN_WIDTH);

  it('shows the collection list, an entry with its blocks and preview, and the media library with every control on the screen and large enough to tap', async () => {
    const phone = await newTestContext({
      viewport: { width: SCREEN_WIDTH, height: 812 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    try {
      const page = await phone.newPage();
      await page.goto(`${url()}/admin/`);
      await page.getByRole('button', { name: 'Login' }).tap();
      await page.getByRole('link', { name: 'Site settings' }).first().waitFor();
      await page.goto(`${url()}/admin/#/collections/pages`);
      await page.getByText('Our Team').first().waitFor();
      expect(await layoutProblems(page), 'the collection list').toEqual([]);

      await page.goto(`${url()}/admin/#/collections/pages/entries/team`);
      await page
        .locator('label', { hasText: /^Image text/ })
        .locator('xpath=following-sibling::div[1]')
        .locator('button')
        .first()
        .tap();
      await page.getByRole('button', { name: 'Choose different image' }).waitFor();
      // The preview follows the form, at the phone's width.
      await page.frameLocator('iframe').first().getByRole('heading', { name: 'People you can call' }).waitFor();
      expect(await layoutProblems(page), 'the entry').toEqual([]);

      await page.getByRole('button', { name: 'Choose different image' }).tap();
      await page.getByRole('button', { name: 'Choose selected' }).waitFor();
      expect(await layoutProblems(page), 'the media library').toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe('a picture chosen for upload', () => {
  it('that is an SVG with a script is refused beside the Upload button, in plain words, and nothing is written; a PNG then goes through', async () => {
    const { page, errors } = await openEditor('/collections/site');
    await page.getByRole('button', { name: 'Media', exact: true }).click();
    const input = page.locator('input[type="file"]').first();
    await input.waitFor({ state: 'attached' });
    await input.setInputFiles({
      name: 'New Logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/v1")</script></svg>'),
    });
    const refusal = page.getByRole('alert').filter({ hasText: 'Not uploaded:' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe(
      'Not uploaded: new-logo.svg is not a plain SVG drawing: it holds a script. Export it again as a plain SVG, or upload a PNG.',
    );
    // Beside the button that chose it.
    expect(
      await refusal.evaluate((note) => note.previousElementSibling?.querySelector('input[type="file"]') !== null),
    ).toBe(true);
    expect(existsSync(content('images/new-logo.svg'))).toBe(false);
    // A plain picture chosen next goes through to the app, which uploads it, and the refusal goes.
    await input.setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect.poll(() => existsSync(content('images/dot.png'))).toBe(true);
    expect(await refusal.count()).toBe(0);
    expect(errors()).toEqual([]);
  });
});
