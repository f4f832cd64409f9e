/**
 * Every way a save reaches the disk shows in an open page of the preview:
 * written in place, a temporary file renamed over the original (vim,
 * JetBrains "safe write"), deleted and created again, a git checkout that
 * replaces several files, and pages and group folders made, renamed and
 * deleted. Each save is made after others of other ways, as an editor's
 * day mixes them; each test waits for the new text in Chromium.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTestContext } from '../support/run/chromium';
import { DESKTOP, PHONE, preparePage, waitForPageReady } from '../support/browser';
import { openEvents, devServerForFile } from './dev-support';

const dev = devServerForFile();
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  context = await newTestContext();
  const opened = await preparePage(context, DESKTOP);
  page = opened.page;
  problems = opened.problems;
  await page.goto(`${dev().server.url}/about`);
});
afterAll(async () => {
  await context?.close();
});

const content = (relative: string) => path.join(dev().site.contentDir, relative);
const aboutPage = (words: string) => `---\ntitle: About Us\ndescription: About the fixture company.\n---\n${words}\n`;
const groupPage = (title: string) =>
  `---\ntitle: ${title}\ndescription: A page of the advice group.\norder: 3\n---\nText.\n`;

/** Waits until the open page shows `text` (the page reloads by itself; never a sleep). */
async function shows(text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'attached', timeout: 15_000 });
}

/** Waits until the open page has (or no longer has) a link to `href`. */
async function linksTo(href: string, present = true): Promise<void> {
  await page.waitForFunction(
    ([target, wanted]) => (document.querySelector(`a[href="${target}"]`) !== null) === wanted,
    [href, present] as const,
    { timeout: 15_000 },
  );
}

/** Saves as vim, JetBrains' safe write and many tools do: a temporary file renamed over the original. */
async function saveByRename(file: string, text: string, temporary = `${file}.tmp`): Promise<void> {
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** Deletes a folder one file after another, a moment apart, as a file manager or a web editor does. */
async function deleteFileByFile(folder: string, files: string[]): Promise<void> {
  for (const file of files) {
    await unlink(path.join(folder, file));
    await new Promise((resolve) => setTimeout(resolve, 80));
  }
  await rm(folder, { recursive: true });
}

describe('a save of the open page', () => {
  it('made by renaming a temporary file over it shows, and so does every later one', async () => {
    await saveByRename(content('pages/about.md'), aboutPage('First renamed save.'));
    await shows('First renamed save.');
    await saveByRename(content('pages/about.md'), aboutPage('Second renamed save.'));
    await shows('Second renamed save.');
    await saveByRename(
      content('pages/about.md'),
      aboutPage('Third renamed save, JetBrains style.'),
      content('pages/about.md___jb_tmp___'),
    );
    await shows('Third renamed save, JetBrains style.');
  });

  it('made in place shows, also after renamed saves', async () => {
    await saveByRename(content('pages/about.md'), aboutPage('Renamed before an in-place save.'));
    await shows('Renamed before an in-place save.');
    await writeFile(content('pages/about.md'), aboutPage('Saved in place.'));
    await shows('Saved in place.');
    await writeFile(content('pages/about.md'), aboutPage('Saved in place again.'));
    await shows('Saved in place again.');
  });

  it('made by deleting the file and creating it again shows, also after renamed saves', async () => {
    await saveByRename(content('pages/about.md'), aboutPage('Renamed before a delete.'));
    await shows('Renamed before a delete.');
    await unlink(content('pages/about.md'));
    await writeFile(content('pages/about.md'), aboutPage('Deleted and created again.'));
    await shows('Deleted and created again.');
    await writeFile(content('pages/about.md'), aboutPage('Saved in place after that.'));
    await shows('Saved in place after that.');
  });
});

describe('a changed page', () => {
  it('is updated in place, without a reload, and its islands keep working', async () => {
    const { page: phone, problems: phoneProblems } = await preparePage(context, PHONE);
    // A save made before the page's event stream is open is missed news, which reloads the page: wait for the stream first.
    // The client also fetches the page as sent once the page is idle, to tell what a save changes: wait for that too.
    const connected = phone.waitForResponse((response) => response.url().includes('/__dev/events'));
    const sentCopy = phone.waitForResponse(
      (response) => response.url().endsWith('/about') && response.request().resourceType() === 'fetch',
    );
    await phone.goto(`${dev().server.url}/about`);
    await waitForPageReady(phone);
    await Promise.all([connected, sentCopy]);
    await phone.evaluate(() => Object.assign(window, { sameDocument: true }));
    await writeFile(content('pages/about.md'), aboutPage('Updated without a reload.'));
    await phone.getByText('Updated without a reload.').waitFor({ timeout: 15_000 });
    expect(await phone.evaluate(() => 'sameDocument' in window)).toBe(true);
    const toggle = phone.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect
      .poll(() => phone.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'))
      .toBe('true');
    expect(phoneProblems).toEqual([]);
    await phone.close();
  });
});

describe('a save made while the tab reloads', () => {
  it('reloads the tab as soon as it connects, as it missed the news', async () => {
    const { text } = await dev().get('/about');
    const version = /data-dev-version="(\d+)"/.exec(text)?.[1];
    expect(version).toBeDefined();
    await writeFile(content('pages/about.md'), aboutPage('Saved while the tab was between two pages.'));
    await shows('Saved while the tab was between two pages.');
    // A tab still showing the page as it was before that save connects only now.
    const late = await openEvents(dev().server.url, `?route=%2Fabout&version=${version}`);
    try {
      expect(await late.next()).toMatchObject({ type: 'reload', routes: ['/about'] });
    } finally {
      late.close();
    }
    // A tab that is up to date is not reloaded for nothing.
    const current = Number(/data-dev-version="(\d+)"/.exec((await dev().get('/about')).text)?.[1]);
    expect(dev().server.site.changedSince('/about', current)).toBe(false);
    expect(dev().server.site.changedSince('/about', Number(version))).toBe(true);
  });
});

describe('a git checkout or pull', () => {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', ...args], {
      cwd: dev().site.contentDir,
      encoding: 'utf8',
    });

  it('that replaces several files shows all of them, back and forth', async () => {
    await writeFile(content('pages/about.md'), aboutPage('About text on main.'));
    await shows('About text on main.');
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'Content as published');
    git('checkout', '-q', '-b', 'rewrite');
    await writeFile(content('pages/about.md'), aboutPage('About text from the rewrite branch.'));
    await writeFile(
      content('pages/advice/tax.md'),
      (await readFile(content('pages/advice/tax.md'), 'utf8')).replace('title: Tax Advice', 'title: Tax Planning'),
    );
    git('commit', '-q', '-am', 'Rewrite');
    await shows('About text from the rewrite branch.');

    git('checkout', '-q', 'main');
    await shows('About text on main.');
    await page
      .locator('a[href="/advice/tax"]', { hasText: 'Tax Advice' })
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 });

    git('checkout', '-q', 'rewrite');
    await shows('About text from the rewrite branch.');
    await page
      .locator('a[href="/advice/tax"]', { hasText: 'Tax Planning' })
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 });
    // And the files stay watched after git replaced them.
    await writeFile(content('pages/about.md'), aboutPage('Edited after the checkout.'));
    await shows('Edited after the checkout.');
    await rm(content('.git'), { recursive: true, force: true });
  });
});

describe('pages and group folders', () => {
  it("a new page appears in its group's menu; renamed, its link moves; deleted, it goes", async () => {
    await writeFile(content('pages/advice/payroll.md'), groupPage('Payroll Advice'));
    await linksTo('/advice/payroll');
    expect(await page.locator('a[href="/advice/payroll"]').first().textContent()).toContain('Payroll Advice');

    await rename(content('pages/advice/payroll.md'), content('pages/advice/wages.md'));
    await linksTo('/advice/wages');
    await linksTo('/advice/payroll', false);

    await unlink(content('pages/advice/wages.md'));
    await linksTo('/advice/wages', false);
    expect((await dev().get('/advice/wages')).status).toBe(404);
  });

  it('a new group folder appears in the footer; a page saved in it later shows; renamed or deleted, it goes', async () => {
    await mkdir(content('pages/training'));
    await writeFile(
      content('pages/training/_group.yaml'),
      'title: Training\norder: 2\ndescription: Courses for staff.\n',
    );
    await writeFile(content('pages/training/courses.md'), groupPage('Courses'));
    await page
      .getByRole('navigation', { name: 'Our Services' })
      .getByRole('link', { name: 'Training' })
      .waitFor({ timeout: 15_000 });
    await linksTo('/training/courses');

    // The new folder is watched: a page renamed into it, then saved in place, shows.
    await saveByRename(content('pages/training/courses.md'), groupPage('Short Courses'));
    await page
      .getByRole('navigation', { name: 'Our Services' })
      .getByRole('link', { name: 'Training' })
      .waitFor({ timeout: 15_000 });
    await page.goto(`${dev().server.url}/training/courses`);
    await shows('Short Courses');
    await writeFile(content('pages/training/courses.md'), groupPage('Evening Courses'));
    await shows('Evening Courses');
    await page.goto(`${dev().server.url}/about`);

    await rename(content('pages/training'), content('pages/learning'));
    await linksTo('/learning/courses');
    await linksTo('/training/courses', false);
    await writeFile(
      content('pages/learning/_group.yaml'),
      'title: Learning\norder: 2\ndescription: Courses for staff.\n',
    );
    await page
      .getByRole('navigation', { name: 'Our Services' })
      .getByRole('link', { name: 'Learning' })
      .waitFor({ timeout: 15_000 });

    // Deleted file by file, as a file manager does, its group file first: the passing state (a page
    // outside any group) is a content problem, which the last test shows never reached the page.
    await deleteFileByFile(content('pages/learning'), ['_group.yaml', 'courses.md']);
    await linksTo('/learning/courses', false);
    expect(
      await page.getByRole('navigation', { name: 'Our Services' }).getByRole('link', { name: 'Learning' }).count(),
    ).toBe(0);
  });

  it('brought no error to the page', () => {
    expect(problems).toEqual([]);
  });
});
