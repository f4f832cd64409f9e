/**
 * What the web editor's backend refuses: paths leading out of the content
 * and media folders (by .., absolute, or through a link), and requests not
 * made by a page of this same server as the app makes them. And /admin/
 * serves the editing app's folder.
 */
import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../scripts/cms/api-request';
import { ADMIN_INDEX, persistParams, cmsServerForFile } from './cms-support';

const cms = cmsServerForFile();
const OUTSIDE = 'is outside the folders the web editor may change (content/, content/images/, public/images/).';

let elsewhere: string;
beforeAll(async () => {
  elsewhere = await mkdtemp(path.join(os.tmpdir(), 'site-cms-elsewhere-'));
  await symlink(elsewhere, cms().file('content/pages/linked-out'), 'dir');
  await symlink(cms().file('package.json'), cms().file('content/pages/leak.md'));
});
afterAll(async () => {
  await rm(elsewhere, { recursive: true, force: true });
});

describe('a path leading out of the content and media folders', () => {
  it('is refused for reading, by .. or absolute', async () => {
    for (const given of ['../package.json', 'content/../package.json', cms().file('package.json'), 'scripts/cms.ts']) {
      const { status, body } = await cms().api('getEntry', { path: given });
      expect({ status, body }).toEqual({ status: 403, body: { error: `The path "${given}" ${OUTSIDE}` } });
    }
  });

  it('is refused for a save, and nothing is written', async () => {
    const before = await readFile(cms().file('package.json'), 'utf8');
    const { status, body } = await cms().api<{ error: string }>(
      'persistEntry',
      persistParams('content/../package.json', '{}'),
    );
    expect(status).toBe(403);
    expect(body.error).toBe(
      'The path "content/../package.json" is outside the folders the web editor may change (content/).',
    );
    expect(await readFile(cms().file('package.json'), 'utf8')).toBe(before);
  });

  it('is refused through a link inside the content folder, for reading and for saving', async () => {
    expect((await cms().api('getEntry', { path: 'content/pages/leak.md' })).status).toBe(403);
    const saved = await cms().api<{ error: string }>(
      'persistEntry',
      persistParams('content/pages/linked-out/new.md', '---\ntitle: Out\n---\n'),
    );
    expect(saved.status).toBe(403);
    expect(saved.body.error).toContain('"content/pages/linked-out/new.md" is outside');
    expect(await readdir(elsewhere)).toEqual([]);
    const listed = await cms().api<Array<{ file: { path: string } }>>('entriesByFolder', {
      folder: 'content/pages',
      extension: 'md',
      depth: 3,
    });
    expect(listed.body.map((entry) => entry.file.path)).not.toContain('content/pages/leak.md');
  });

  it('is refused for a picture outside the media folders', async () => {
    const asset = {
      path: 'content/pages/picture.md',
      content: Buffer.from('<svg/>').toString('base64'),
      encoding: 'base64',
    };
    const { status, body } = await cms().api('persistMedia', { asset, options: { commitMessage: 'Upload' } });
    expect({ status, body }).toEqual({
      status: 403,
      body: {
        error:
          'The path "content/pages/picture.md" is outside the folders the web editor may change (content/images/, public/images/).',
      },
    });
  });
});

describe('a request to the backend', () => {
  const post = (init: RequestInit & { headers?: Record<string, string> }) =>
    fetch(`${cms().server.url}/api/v1`, {
      method: 'POST',
      body: JSON.stringify({ action: 'info' }),
      ...init,
      headers: { 'content-type': 'application/json', origin: cms().server.url, ...init.headers },
    });

  it('from a page of another site is refused', async () => {
    const response = await post({
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^The web editor's backend answers only pages of http:\/\/localhost:\d+, not https:\/\/elsewhere\.example\.$/,
    );
  });

  it('naming another host is refused', async () => {
    const url = new URL(cms().server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port: url.port,
          path: '/api/v1',
          method: 'POST',
          headers: { host: 'rebound.example', 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      sent.on('error', reject);
      sent.end(JSON.stringify({ action: 'info' }));
    });
    expect(status).toBe(403);
  });

  it('that is not JSON, or too large, or not a POST, is refused', async () => {
    // Made first: made between two requests, on a busy machine it can keep the connection they share idle past the
    // server's keep-alive time, which then closes it under the large request (ECONNRESET).
    const tooLarge = JSON.stringify({ action: 'info', padding: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await post({ headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await post({ body: '{"action":' })).status).toBe(400);
    expect((await post({ body: tooLarge })).status).toBe(413);
    expect((await fetch(`${cms().server.url}/api/v1`)).status).toBe(405);
  });

  it('with an unknown action or wrong parameters is refused with a message', async () => {
    expect(await cms().api('dropDatabase', {})).toEqual({
      status: 422,
      body: { error: 'Unknown action dropDatabase' },
    });
    const { status, body } = await cms().api<{ error: string }>('getEntry', { file: 'content/site.yaml' });
    expect(status).toBe(422);
    expect(body.error).toMatch(/^Bad getEntry request: .*path/s);
  });
});

describe('/admin/', () => {
  it("serves the editing app's folder, and the site goes on at its own addresses", async () => {
    const index = await fetch(`${cms().server.url}/admin/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toBe(ADMIN_INDEX);
    const config = await fetch(`${cms().server.url}/admin/config.yml`);
    expect(config.headers.get('content-type')).toBe('text/yaml; charset=utf-8');
    expect(await config.text()).toBe('backend:\n  name: proxy\n');
    const bare = await fetch(`${cms().server.url}/admin`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/admin/']);
    expect((await fetch(`${cms().server.url}/admin/missing.js`)).status).toBe(404);
    expect((await cms().get('/about')).status).toBe(200);
  });
});
