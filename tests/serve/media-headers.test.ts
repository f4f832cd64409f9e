/**
 * The media folders' files are served under a policy that runs no script,
 * with nosniff, and SVG drawings as UTF-8, wherever the site is served:
 * dist/_headers (Netlify, Cloudflare Pages), the nginx block, and the
 * preview server (npm run serve), which also finds the rule for an address
 * spelt another way. The dev server's side is in dev-server-safety.test.ts,
 * npm run cms's in tests/cms/hostile-browser.test.ts.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile, headersFor, MEDIA_HEADERS, parseHeadersFile, SVG_TYPE } from '../../scripts/output/headers';
import { nginxServerBlock } from '../../scripts/serve/nginx';
import { startServer, type RunningServer } from '../../scripts/serve/static-server';
import type { Site } from '../../templates/model/site';
import { rawRequest } from './raw-request';

const NO_SCRIPT = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const site = { forms: { endpoint: 'https://forms.example/f/' } } as Site;
const rules = parseHeadersFile(headersFile({ site }, [['/about', "'sha256-about'"]]));

describe('files of the media folders', () => {
  it('get the no-script policy and nosniff in _headers; pages keep the site policy', () => {
    expect(MEDIA_HEADERS['Content-Security-Policy']).toBe(NO_SCRIPT);
    for (const url of ['/images/logo.svg', '/images/partners/zrca.svg']) {
      expect(headersFor(rules, url)['content-security-policy'], url).toBe(NO_SCRIPT);
      expect(headersFor(rules, url)['x-content-type-options'], url).toBe('nosniff');
    }
    expect(headersFor(rules, '/about')['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self' '[^']+'; style-src 'self' 'sha256-about';/,
    );
  });

  it('get them in their own nginx location, beside the site-wide headers it must repeat', () => {
    const block = nginxServerBlock(rules, { serverName: 'example.org', root: '/srv/dist' });
    // nginx drops the server's add_header lines in a location that has its own.
    const location = /location \/images\/ \{\n([^}]*)\}/.exec(block)?.[1] ?? '';
    expect(location).toContain(`add_header Content-Security-Policy "${NO_SCRIPT}" always;`);
    expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(location).toContain('add_header X-Frame-Options "DENY" always;');
    expect(location.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('have SVG drawings say they are UTF-8, in _headers and the nginx block', () => {
    expect(SVG_TYPE).toBe('image/svg+xml; charset=utf-8');
    const drawings = ['/favicon.svg', '/images/logo.svg', '/images/partners/zrca.svg'];
    const withDrawings = parseHeadersFile(headersFile({ site }, [['/about', "'sha256-about'"]], drawings));
    for (const url of drawings) expect(headersFor(withDrawings, url)['content-type'], url).toBe(SVG_TYPE);
    expect(headersFor(withDrawings, '/images/photo.png')).not.toHaveProperty('content-type');
    // Past the hundred rules Cloudflare Pages reads, only these would be lost.
    expect(withDrawings.slice(-drawings.length).map((rule) => rule.pattern)).toEqual(drawings);
    const block = nginxServerBlock(withDrawings, { serverName: 'example.org', root: '/srv/dist' });
    // nginx sends its own Content-Type: it gets the charset from charset_types, never a second header.
    expect(block).toMatch(/\n {4}charset utf-8;\n {4}charset_types [^;]*\bimage\/svg\+xml\b[^;]*;\n/);
    expect(block).not.toMatch(/add_header Content-Type/i);
  });

  describe('served by npm run serve', () => {
    let dir: string;
    let server: RunningServer;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'media-headers-'));
      await mkdir(path.join(dir, 'images'));
      await writeFile(path.join(dir, '_headers'), headersFile({ site }));
      await writeFile(path.join(dir, 'images/x.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      server = await startServer({ dir, port: 0 });
    });
    afterAll(async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('get them however the address is spelt', async () => {
      for (const target of ['/images/x.svg', '/%69mages/x.svg', '/about/..%2Fimages/x.svg']) {
        const answer = await rawRequest(server.url, target);
        expect(answer.status, target).toBe(200);
        expect(answer.headers['content-security-policy'], target).toBe(NO_SCRIPT);
        expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
        expect(answer.headers['content-type'], target).toBe('image/svg+xml; charset=utf-8');
      }
    });
  });
});
