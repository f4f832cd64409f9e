/**
 * A whole build of the fixture site into a temporary folder: the routes,
 * titles, social tags, sitemap, and that a failed build changes nothing.
 */
import { execFile } from 'node:child_process';
import { HtmlValidate } from 'html-validate';
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { ContentError } from '../../scripts/problems/errors';
import { digestDir } from '../support/dir-digest';
import { copyFixture, PROJECT_ROOT, type FixtureSite } from '../support/fixture';
import { publicPageFiles, redirectPageFiles } from '../../scripts/output/page-files';
import { HTML_RULES } from '../../scripts/verify/html-rules';
import { EARLY_INPUT_SCRIPT, modulesOf } from '../../templates/layout/early-input';

const run = promisify(execFile);
let site: FixtureSite;

// In the build's own thread: render-workers.test.ts proves the workers write the same files and report the same problems.
const build = (fixture: FixtureSite, siteUrl?: string) =>
  buildSite({
    root: PROJECT_ROOT,
    contentDir: fixture.contentDir,
    outDir: fixture.outDir,
    siteUrl,
    year: 2031,
    renderWorkers: 0,
  });
const read = (relative: string) => readFile(path.join(site.outDir, relative), 'utf8');

beforeAll(async () => {
  site = await copyFixture();
  // Hostile HTML, which the page must show as text (a warning for the editor, not an error).
  await site.edit('pages/about.md', (text) => `${text}\nWe are safe. <script>alert(1)</script>\n`);
  // Two renamed pages, whose old addresses the build sends on.
  await site.edit(
    'site.yaml',
    (text) =>
      `${text}redirects:\n  - { from: /old-about, to: /about }\n  - { from: /advice/audit.html, to: /advice/audit }\n`,
  );
  await build(site);
});
afterAll(async () => {
  await site.remove();
});

describe('a build of the fixture site', () => {
  it('writes one page per content file, the 404 page, sitemap and robots.txt', async () => {
    const files = Object.keys(await digestDir(site.outDir)).filter(
      (file) => !file.startsWith('assets') && !file.startsWith('images'),
    );
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        'about/index.html',
        'advice/audit/index.html',
        'advice/tax/index.html',
        '404.html',
        'sitemap.xml',
        'robots.txt',
      ]),
    );
    expect(await publicPageFiles(site.outDir)).toHaveLength(5);
    // And the web editor, which is no page of the site.
    expect(files).toEqual(expect.arrayContaining(['admin/index.html', 'admin/config.yml']));
  });

  it('titles every page "Page | Company" with its description and canonical address', async () => {
    const about = await read('about/index.html');
    expect(about).toContain('<title>About Us | Fixture Consulting</title>');
    expect(about).toContain('<meta name="description" content="About the fixture company."/>');
    expect(about).toContain('<link rel="canonical" href="https://fixture.example.org/about"/>');
    expect(about).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it('gives social tags that fall back to the page and the default image', async () => {
    const tax = await read('advice/tax/index.html');
    expect(tax).toContain('<meta property="og:title" content="Tax Advice | Fixture Consulting"/>');
    expect(tax).toContain('<meta property="og:description" content="Help with tax."/>');
    expect(tax).toContain('<meta property="og:image" content="https://fixture.example.org/og-image.jpg"/>');
  });

  it('lists every page but the 404 in the sitemap, with absolute addresses', async () => {
    const sitemap = await read('sitemap.xml');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'https://fixture.example.org/',
      'https://fixture.example.org/about',
      'https://fixture.example.org/advice/audit',
      'https://fixture.example.org/advice/tax',
    ]);
    expect(await read('robots.txt')).toContain('Sitemap: https://fixture.example.org/sitemap.xml');
  });

  it('puts group pages in the menus in their order, and marks the current page', async () => {
    const audit = await read('advice/audit/index.html');
    const menu = audit.slice(audit.indexOf('id="nav-advice-menu"'));
    expect(menu.indexOf('href="/advice/audit"')).toBeLessThan(menu.indexOf('href="/advice/tax"'));
    expect(audit).toMatch(/href="\/advice\/audit" aria-current="page"/);
  });

  it('shows raw HTML in Markdown as text and has no inline executable script but the early-input keeper', async () => {
    const page = await read('about/index.html');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert(1)');
    // The one inline script keeps taps and keys made before the boot module runs, and loads it; the policy names it by hash.
    const early = page.match(/<script data-modules="[^"]*"(?: data-stylesheet="[^"]*")?>[^<]*<\/script>/g) ?? [];
    expect(early).toEqual([expect.stringContaining(`>${EARLY_INPUT_SCRIPT}</script>`)]);
    const about = page.replace(early[0]!, '');
    for (const tag of about.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag).toMatch(/type="application\/ld\+json"/);
    }
  });

  it('shows the Enquire Now button unless a page hides it', async () => {
    expect(await read('advice/tax/index.html')).toContain('href="/contact?service=Tax%20Advice"');
    expect(await read('advice/audit/index.html')).not.toContain('Enquire Now');
  });

  it('writes hashed, minified assets that the pages reference', async () => {
    const home = await read('index.html');
    const css = home.match(/href="(\/assets\/site\.[0-9a-f]{10}\.css)"/)?.[1];
    const boot = modulesOf(home).find((url) => /^\/assets\/boot\.[A-Z0-9]+\.js$/.test(url));
    expect(css).toBeDefined();
    expect(boot).toBeDefined();
    expect((await read(css!.slice(1))).split('\n').length).toBeLessThanOrEqual(2);
  });

  it('sends each old address of redirects: on, for hosts with _redirects, and with a page for hosts without', async () => {
    expect(await read('_redirects')).toBe(
      [
        '# Old addresses of the site (site.yaml, redirects:). Each twice: Netlify reads the forced line (301!),',
        '# Cloudflare Pages the plain one.',
        '/old-about /about 301!',
        '/old-about /about 301',
        '/advice/audit.html /advice/audit 301!',
        '/advice/audit.html /advice/audit 301',
        '',
      ].join('\n'),
    );
    expect(await redirectPageFiles(site.outDir)).toEqual(['advice/audit.html', 'old-about/index.html']);
    const moved = await read('old-about/index.html');
    expect(moved).toContain('<meta http-equiv="refresh" content="0; url=/about"/>');
    expect(moved).toContain('<link rel="canonical" href="https://fixture.example.org/about"/>');
    expect(moved).toContain('<meta name="robots" content="noindex"/>');
    // Its policy and referrer policy come first, as on every page, for hosts that send no headers.
    expect(moved).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self';[^"]+"\/><meta name="referrer"/,
    );
    expect(moved).toContain('This page has moved to <a href="/about">About Us</a>.');
    expect(await read('advice/audit.html')).toContain('<meta http-equiv="refresh" content="0; url=/advice/audit"/>');
    // Valid HTML by the rules npm run verify checks every page with; and neither in the sitemap (the test above) nor a public page.
    const validator = new HtmlValidate(HTML_RULES);
    for (const file of await redirectPageFiles(site.outDir)) {
      const report = await validator.validateString(await read(file), file);
      expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
    }
    expect(await publicPageFiles(site.outDir)).not.toContain('old-about/index.html');
  });

  it('uses SITE_URL over site.url when given', async () => {
    const other = await copyFixture();
    try {
      await build(other, 'https://staging.example.net/');
      const sitemap = await readFile(path.join(other.outDir, 'sitemap.xml'), 'utf8');
      expect(sitemap).toContain('<loc>https://staging.example.net/about</loc>');
    } finally {
      await other.remove();
    }
  });
});

describe('a failed build', () => {
  it("throws the editor's problems and leaves the previous output exactly as it was", async () => {
    const broken = await copyFixture();
    try {
      // The output of the build above, as a previous build left it.
      await cp(site.outDir, broken.outDir, { recursive: true });
      const before = await digestDir(broken.outDir);
      await broken.write('pages/about.md', '---\ntitel: About\n---\n');
      await expect(build(broken)).rejects.toBeInstanceOf(ContentError);
      expect(await digestDir(broken.outDir)).toEqual(before);
      expect((await readdir(broken.dir)).sort()).toEqual(['content', 'dist']);
    } finally {
      await broken.remove();
    }
  });

  it('prints file, line, field and no stack trace from the command line, and exits with 1', async () => {
    const broken = await copyFixture();
    try {
      await broken.write('pages/advice/_group.yaml', 'title: Advice\norder: first\ndescription: x\n');
      // As `npm run check` runs it: through the launcher and its bundle of the script.
      const result = await run(
        process.execPath,
        ['scripts/launch.mjs', 'scripts/check.ts', '--content', broken.contentDir],
        { cwd: PROJECT_ROOT },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${broken.contentDir}/pages/advice/_group.yaml:2:8`);
      expect(result.stderr).toContain('Field:    order');
      expect(result.stderr).toContain('> 2 | order: first');
      expect(result.stderr).not.toMatch(/^\s+at /m);
    } finally {
      await broken.remove();
    }
  });
});
