/**
 * Hostile files and pages in Chromium: an SVG with a script opened at its
 * address under npm run cms, a web page and a script in dist/images/ opened
 * on the served site, a page of another origin framing /admin/, and, on a
 * host that sends no headers (GitHub Pages), an SVG whose script hides in
 * another encoding and a frame of the built /admin/. None of them runs:
 * Chromium reports each one blocked, or the rule refuses the file, and the
 * script that would have written a file or read a login never speaks.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headersFile } from '../../scripts/output/headers';
import { contentTypeOf } from '../../scripts/serve/content-types';
import { pictureContentProblem } from '../../scripts/shared/media-rules';
import { startServer, type RunningServer } from '../../scripts/serve/static-server';
import type { Site } from '../../templates/model/site';
import { DESKTOP, preparePage } from '../support/browser';
import { startHeaderlessHost } from '../support/headerless-host';
import { newTestContext } from '../support/run/chromium';
import { cmsServerForFile } from './cms-support';

const cms = cmsServerForFile();
let context: BrowserContext;
beforeAll(async () => {
  context = await newTestContext();
});
afterAll(async () => {
  await context.close();
});

/** The first console line saying a script ran, or that Chromium blocked one; `ran` is what the hostile script logs. */
function firstScriptVerdict(page: Page): Promise<string> {
  return page
    .waitForEvent('console', {
      predicate: (message) =>
        /^hostile script ran|Blocked script execution|Refused to (load|execute)/.test(message.text()),
      timeout: 15_000,
    })
    .then((message) => message.text());
}

describe('an SVG with a script, opened at its address under npm run cms', () => {
  it('runs no script: it cannot call /api/v1 to write a file', async () => {
    await writeFile(
      cms().file('public/images/evil.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>
        console.log('hostile script ran');
        fetch('/api/v1', { method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'persistMedia', params: { asset: { path: 'public/images/owned.png',
          content: 'iVBORw0KGgo=', encoding: 'base64' } } }) });
      </script></svg>`,
    );
    const { page } = await preparePage(context, DESKTOP);
    const verdict = firstScriptVerdict(page);
    await page.goto(`${cms().server.url}/images/evil.svg`);
    expect(await verdict).toMatch(/^Blocked script execution in '.*\/images\/evil\.svg'.*sandboxed/);
    await page.close();
  });
});

describe('a web page and a script in dist/images/, on the served site', () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hostile-site-'));
    await mkdir(path.join(dir, 'images'));
    const site = { forms: { endpoint: 'https://forms.example/f/' } } as Site;
    await writeFile(path.join(dir, '_headers'), headersFile({ site }));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(
      path.join(dir, 'images/x.html'),
      '<!doctype html><title>x</title><script src="/images/x.js"></script>',
    );
    await writeFile(
      path.join(dir, 'images/x.js'),
      "console.log('hostile script ran: ' + localStorage.getItem('decap-cms-user'));",
    );
    server = await startServer({ dir, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('run nothing: the page cannot load the script that would read the git login', async () => {
    const { page } = await preparePage(context, DESKTOP);
    await page.goto(`${server.url}/`);
    await page.evaluate(() => localStorage.setItem('decap-cms-user', '{"token":"secret"}'));
    const verdict = firstScriptVerdict(page);
    await page.goto(`${server.url}/images/x.html`);
    expect(await verdict).toMatch(/^(Refused to load the script '.*\/images\/x\.js'|Blocked script execution)/);
    await page.close();
  });
});

describe('/admin/ framed by a page of another origin', () => {
  it('is refused: the frame shows Chromium’s error page, not the editor', async () => {
    const { page } = await preparePage(context, DESKTOP);
    const admin = `${cms().server.url}/admin/`;
    // A page of another origin than the editor's and no policy of its own, as a stranger's site is.
    const stranger = createServer((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Win a prize</title><iframe src="${admin}"></iframe>`),
    );
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    const framed = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame !== page.mainFrame(),
      timeout: 15_000,
    });
    await page.goto(`http://127.0.0.1:${(stranger.address() as AddressInfo).port}/`);
    // Chromium shows its own error page in the frame: the editor (with its buttons to click) never loads there.
    expect((await framed).url()).toMatch(/^chrome-error:/);
    await page.close();
    stranger.close();
  });
});

/** A page of another origin than `url`'s, with no policy of its own, as a stranger's site is, framing `url`. */
async function strangerFraming(url: string): Promise<{ url: string; close: () => void }> {
  const stranger = createServer((_request, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><title>Win a prize</title><iframe src="${url}"></iframe>`),
  );
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(stranger.address() as AddressInfo).port}/`, close: () => stranger.close() };
}

describe('on a host that sends no headers (GitHub Pages)', () => {
  it('an SVG whose script hides in ISO-2022-JP ran there; the rule refuses it, and sent as UTF-8 it runs nothing', async () => {
    const ESC = '\x1b';
    // Read as UTF-8, <!…> is a declaration holding the script; read as ISO-2022-JP, <! is one character, then the script.
    const drawing = `<?xml version="1.0" encoding="ISO-2022-JP"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${ESC}$B<!${ESC}(B--<script>console.log('hostile script ran: ' + localStorage.getItem('decap-cms-user'))</script>--></svg>`;
    expect(pictureContentProblem('logo.svg', Buffer.from(drawing))).toMatch(
      /^logo\.svg is not a plain SVG drawing: it declares the encoding ISO-2022-JP /,
    );
    const dir = await mkdtemp(path.join(os.tmpdir(), 'headerless-svg-'));
    await writeFile(path.join(dir, 'logo.svg'), drawing);
    const [asHostsSendIt, asUtf8] = await Promise.all([
      startHeaderlessHost(dir),
      startHeaderlessHost(dir, contentTypeOf),
    ]);
    try {
      const { page } = await preparePage(context, DESKTOP);
      // The file the rule now refuses: as hosts send an SVG (no charset), Chromium reads it in ISO-2022-JP and runs it.
      const ran = firstScriptVerdict(page);
      await page.goto(`${asHostsSendIt.url}/logo.svg`);
      expect(await ran).toMatch(/^hostile script ran/);
      // Sent as the project's servers send it, the same bytes are read as UTF-8: the parse ends, and nothing spoke.
      const spoken: string[] = [];
      page.on('console', (message) => spoken.push(message.text()));
      await page.goto(`${asUtf8.url}/logo.svg`, { waitUntil: 'load' });
      expect(spoken.filter((text) => text.startsWith('hostile script ran'))).toEqual([]);
      await page.close();
    } finally {
      await Promise.all([asHostsSendIt.close(), asUtf8.close()]);
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('/admin/ framed by a page of another origin does not start the editor, and says so', async () => {
    const distDir = inject('distDir');
    expect(await readFile(path.join(distDir, 'admin/index.html'), 'utf8')).toContain(
      'http-equiv="Content-Security-Policy"',
    );
    const host = await startHeaderlessHost(distDir);
    const stranger = await strangerFraming(`${host.url}/admin/`);
    try {
      const { page } = await preparePage(context, DESKTOP);
      await page.goto(stranger.url);
      const frame = page.frameLocator('iframe');
      await frame.getByText('The content editor does not open inside another page.').waitFor({ timeout: 15_000 });
      const editor = page.frames().find((candidate) => candidate !== page.mainFrame())!;
      await editor.waitForFunction(() => document.readyState === 'complete');
      // The page stopped before the app's module: it was never read, so Decap never ran there.
      expect(
        await editor.evaluate(() => ({
          decap: 'CMS' in window,
          modules: document.querySelectorAll('script[type="module"]').length,
        })),
      ).toEqual({ decap: false, modules: 0 });
      expect(await frame.getByRole('link', { name: 'Open it on its own' }).getAttribute('target')).toBe('_blank');
      await page.close();
    } finally {
      stranger.close();
      await host.close();
    }
  });
});
