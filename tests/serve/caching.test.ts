/**
 * Caching that matches the files, the same in dist/_headers, in the nginx
 * block and from the preview server (npm run serve): what carries a content
 * hash in its name (the scripts, the stylesheet and the pictures the build
 * makes, all in /assets/) is immutable for a year; the icons are
 * kept a week; pages revalidate on every visit; an editor's picture, which
 * keeps its name when replaced, is never immutable.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile, headersFor, ICON_CACHE, IMMUTABLE, parseHeadersFile } from '../../scripts/output/headers';
import type { Site } from '../../templates/model/site';
import { nginxServerBlock } from '../../scripts/serve/nginx';
import { startServer, type RunningServer } from '../../scripts/serve/static-server';

/** What the headers read of the site's settings. */
const site = { forms: { endpoint: 'https://forms.example.org/f/' } } as Site;
const HEADERS = headersFile({ site });
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** A file of each kind, the address it is asked for, and how long it may be kept. */
const FILES: Array<{ url: string; file: string; expected: string | 'not immutable' }> = [
  { url: '/assets/boot.6VSKQXPV.js', file: 'assets/boot.6VSKQXPV.js', expected: IMMUTABLE },
  { url: '/assets/chunks/chunk.G6TS3TOP.js', file: 'assets/chunks/chunk.G6TS3TOP.js', expected: IMMUTABLE },
  { url: '/assets/site.846e5092d1.css', file: 'assets/site.846e5092d1.css', expected: IMMUTABLE },
  {
    url: '/assets/images/why-us-280.28a06d1b93.avif',
    file: 'assets/images/why-us-280.28a06d1b93.avif',
    expected: IMMUTABLE,
  },
  { url: '/favicon.ico', file: 'favicon.ico', expected: ICON_CACHE },
  { url: '/favicon.svg', file: 'favicon.svg', expected: ICON_CACHE },
  { url: '/apple-touch-icon.png', file: 'apple-touch-icon.png', expected: ICON_CACHE },
  { url: '/images/logo.svg', file: 'images/logo.svg', expected: 'not immutable' },
  { url: '/', file: 'index.html', expected: REVALIDATE },
  { url: '/about', file: 'about/index.html', expected: REVALIDATE },
];

function expectCaching(where: string, url: string, cacheControl: string | undefined, expected: string): void {
  if (expected === 'not immutable') expect(cacheControl ?? '', `${where} ${url}`).not.toContain('immutable');
  else expect(cacheControl, `${where} ${url}`).toBe(expected);
}

/** The Cache-Control nginx sends for a path: the exact location, else the longest prefix, else the server's own. */
function nginxCacheControl(block: string, urlPath: string): string | undefined {
  const locations = [...block.matchAll(/^ {4}location (= )?(\/\S*) \{\n([\s\S]*?)\n {4}\}/gm)].map((match) => ({
    exact: Boolean(match[1]),
    path: match[2]!,
    body: match[3]!,
  }));
  const chosen =
    locations.find((location) => location.exact && location.path === urlPath) ??
    locations
      .filter(
        (location) => !location.exact && location.body.includes('add_header') && urlPath.startsWith(location.path),
      )
      .sort((a, b) => b.path.length - a.path.length)[0];
  const scope = chosen ? chosen.body : block.replace(/^ {4}location[\s\S]*?\n {4}\}/gm, '');
  return /add_header Cache-Control "([^"]+)"/.exec(scope)?.[1];
}

describe('caching', () => {
  it('in _headers: hashed files immutable, icons a week, pages left to revalidate (no rule, the hosts default)', () => {
    const rules = parseHeadersFile(HEADERS);
    for (const { url, expected } of FILES) {
      if (expected === REVALIDATE) expect(headersFor(rules, url)['cache-control'], `_headers ${url}`).toBeUndefined();
      else expectCaching('_headers', url, headersFor(rules, url)['cache-control'], expected);
    }
  });

  it('in the nginx block, the same', () => {
    const block = nginxServerBlock(parseHeadersFile(HEADERS), { serverName: 'www.example.org', root: '/srv/dist' });
    for (const { url, expected } of FILES) expectCaching('nginx', url, nginxCacheControl(block, url), expected);
  });

  describe('from the preview server', () => {
    let dir: string;
    let server: RunningServer;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'caching-'));
      await writeFile(path.join(dir, '_headers'), HEADERS);
      for (const { file } of FILES) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), file.endsWith('.html') ? '<!DOCTYPE html><title>A page</title>\n' : 'x');
      }
      server = await startServer({ dir, port: 0 });
    });
    afterAll(async () => {
      await server?.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('the same', async () => {
      for (const { url, expected } of FILES) {
        const response = await fetch(`${server.url}${url}`);
        expect(response.status, url).toBe(200);
        expectCaching('serve', url, response.headers.get('cache-control') ?? undefined, expected);
      }
    });
  });
});
