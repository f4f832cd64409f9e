/** /admin/ in the built site: self-hosted, never indexed, its own policy, and nothing of it on a public page. */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { adminContentSecurityPolicy, headersFor, parseHeadersFile } from '../../scripts/output/headers';
import { nginxServerBlock } from '../../scripts/serve/nginx';
import { publicPageFiles } from '../../scripts/output/page-files';
import { bundleEditorCode } from '../../scripts/cms/admin-bundle';
import { initialScriptWeight } from '../../scripts/cms/admin-weight';
import { createScratchProject } from '../../scripts/shared/scratch-project';
import { FIXTURE_CONTENT, PROJECT_ROOT } from '../support/fixture';
import { sitemapRoutes } from '../support/site';

const distDir = () => inject('distDir');
const read = (file: string) => readFile(path.join(distDir(), file), 'utf8');

describe('the web editor in dist/', () => {
  it('is a page that is never indexed, with its scripts beside it and nothing from another host', async () => {
    const html = await read('admin/index.html');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
    // The frame guard first, a classic script that runs before the app's module is read.
    expect(scripts).toHaveLength(2);
    expect(html).toContain('<script src="./frame-guard.js"></script>\n<script type="module" src="./admin.');
    expect(await read('admin/frame-guard.js')).toContain('window.top!==window.self');
    expect(scripts[1]).toMatch(/^\.\/admin\.[A-Z0-9]+\.js$/);
    const app = await read(path.join('admin', scripts[1]!));
    // Decap CMS and React come from the packages' bundle beside it.
    const vendor = /from\s*"\.\/(admin-vendor\.[A-Z0-9]+\.js)"/.exec(app)?.[1];
    expect(vendor).toBeDefined();
    expect((await read(path.join('admin', vendor!))).length).toBeGreaterThan(1_000_000);
    // Bundled from node_modules: no script, style or font is fetched from a CDN.
    const files = await readdir(path.join(distDir(), 'admin'), { recursive: true });
    for (const file of files.filter((name) => name.endsWith('.js')))
      expect(await read(path.join('admin', file)), file).not.toMatch(
        /https:\/\/(unpkg\.com|cdn\.jsdelivr\.net|cdnjs\.cloudflare\.com)\//,
      );
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('loads at most 1,300 KB gzip of script before its collection list (the aim is 500 KB)', async () => {
    // Decap CMS's core with only the widgets and backends the configuration names (app/vendor.ts): 1,286 KB;
    // decap-cms-app with all of them was 1,800 KB. npm run bench:editor prints the figure and the times.
    const weight = await initialScriptWeight(path.join(distDir(), 'admin'));
    expect(weight.files.length).toBeGreaterThan(1);
    expect(weight.gzip).toBeLessThanOrEqual(1_300_000);
  });

  it('makes only its own code again when a template changes: the packages are a bundle that stays', async () => {
    const scratch = await createScratchProject(PROJECT_ROOT, FIXTURE_CONTENT);
    try {
      const editor = { name: 'admin', file: 'scripts/cms/app/main.tsx' };
      const vendorManifest = path.join(scratch.root, '.cache/build/admin-vendor.json');
      const first = await bundleEditorCode(scratch.root, editor);
      const vendorMade = (await stat(vendorManifest)).mtimeMs;
      const footer = path.join(scratch.root, 'templates/layout/Footer.tsx');
      await writeFile(footer, (await readFile(footer, 'utf8')).replace('className="', 'className="tracking-wide '));
      const second = await bundleEditorCode(scratch.root, editor);
      expect(second.dirs[1]).not.toBe(first.dirs[1]);
      expect(second.dirs[0]).toBe(first.dirs[0]);
      // A bundle made again writes its manifest again.
      expect((await stat(vendorManifest)).mtimeMs).toBe(vendorMade);
    } finally {
      await scratch.remove();
    }
  });

  it('has its configuration and what its checks need of the site', async () => {
    const config = parse(await read('admin/config.yml')) as { collections: unknown[]; local_backend?: unknown };
    expect(config.collections.length).toBeGreaterThan(0);
    expect(config).not.toHaveProperty('local_backend');
    const data = JSON.parse(await read('admin/site-data.json')) as { pages: Array<{ route: string }>; cssUrl: string };
    expect(data.pages.map((page) => page.route)).toEqual(
      expect.arrayContaining(['/', '/about', '/compliance/praz-registration']),
    );
    expect(data.cssUrl).toMatch(/^\/assets\/site\.[0-9a-f]+\.css$/);
  });

  it('is left out of sitemap.xml and disallowed in robots.txt', async () => {
    expect((await sitemapRoutes()).filter((route) => route.startsWith('/admin'))).toEqual([]);
    expect(await read('robots.txt')).toMatch(/^Disallow: \/admin\/$/m);
  });

  it('is loaded by no public page', async () => {
    const files = await publicPageFiles(distDir());
    expect(files.length).toBeGreaterThan(25);
    for (const file of files) expect(await read(file), file).not.toContain('/admin');
  });
});

describe("the web editor's policy", () => {
  it("is looser on /admin/ only: every public route keeps the site's policy", async () => {
    const rules = parseHeadersFile(await read('_headers'));
    // The site's policy as the build made it (the test build sends forms to a local form service).
    const strict = headersFor(rules, '/')['content-security-policy'] ?? '';
    // Styles: the stylesheet, and the page's own first screen's inline style by its hash.
    const ownStyle =
      /^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}'; style-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}';/;
    expect(strict).toMatch(ownStyle);
    expect(strict).not.toContain('unsafe');
    const withoutStyle = (policy: string) => policy.replace(/style-src [^;]*;/, '');
    for (const route of await sitemapRoutes()) {
      const policy = headersFor(rules, route)['content-security-policy'] ?? '';
      expect(policy, route).toMatch(ownStyle);
      expect(withoutStyle(policy), route).toBe(withoutStyle(strict));
    }
    // Files that are not pages carry no page's policy: the 404 page has its own in its meta tag.
    for (const url of ['/assets/site.css', '/404.html', '/no-such-page'])
      expect(headersFor(rules, url), url).not.toHaveProperty('content-security-policy');
    for (const url of ['/admin/', '/admin/index.html', '/admin/config.yml']) {
      const headers = headersFor(rules, url);
      expect(headers['content-security-policy'], url).toBe(adminContentSecurityPolicy());
      expect(headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    expect(adminContentSecurityPolicy()).toContain("script-src 'self' 'unsafe-eval'");
  });

  it('is in its page too, for hosts that send no headers, less only what a meta tag cannot carry', async () => {
    const html = await read('admin/index.html');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
    const header = headersFor(parseHeadersFile(await read('_headers')), '/admin/')['content-security-policy'];
    expect(meta).toBe(header?.replace("; frame-ancestors 'none'", ''));
    expect(meta).toContain("script-src 'self' 'unsafe-eval'");
    // Ahead of every script it governs.
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
  });

  it("is one policy per nginx location, the editor's in its own", async () => {
    const block = nginxServerBlock(parseHeadersFile(await read('_headers')), {
      serverName: 'example.org',
      root: '/srv/site',
    });
    const admin = /location \/admin\/ \{([^}]*)\}/.exec(block)?.[1] ?? '';
    expect(admin.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(admin).toContain("'unsafe-eval'");
    // Scripts and the stylesheet are no pages: no policy; each page has its own location and policy.
    const assets = /location \/assets\/ \{([^}]*)\}/.exec(block)?.[1] ?? '';
    expect(assets).toContain('Cache-Control');
    expect(assets).not.toContain('Content-Security-Policy');
    const about = /location = \/about \{([^}]*)\}/.exec(block)?.[1] ?? '';
    expect(about.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(about).not.toContain('unsafe');
  });
});
