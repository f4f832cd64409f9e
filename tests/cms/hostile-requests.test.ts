/**
 * The web editor's local backend against requests an attacker would send:
 * a write naming no page, a Host that only looks local, saves, uploads,
 * renames and deletions of hidden paths (.git, .htaccess), uploads that are
 * not plain pictures, and paths no computer can hold. Each is refused with a
 * plain message (4xx), writes nothing, and leaves no stack in the terminal.
 */
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../scripts/shared/media-rules';
import { rawRequest } from '../serve/raw-request';
import { cmsServerForFile, persistParams } from './cms-support';

const cms = cmsServerForFile();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/v1")</script><rect width="10" height="10"/></svg>';
const upload = (file: string, bytes: Buffer | string) =>
  cms().api<{ error?: string; path?: string }>('persistMedia', {
    asset: { path: file, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' },
    options: { commitMessage: `Upload ${file}` },
  });
const PAGE = '---\ntitle: Planted\ndescription: A page nobody asked for.\n---\n';

describe('a write to the backend', () => {
  it('naming no page (no Origin header) is refused, and nothing is written', async () => {
    const { status, body } = await cms().api<{ error: string }>(
      'persistEntry',
      persistParams('content/pages/no-origin.md', PAGE),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(status).toBe(403);
    expect(body.error).toMatch(/this request names no page \(no Origin header\)\.$/);
    expect(existsSync(cms().file('content/pages/no-origin.md'))).toBe(false);
  });

  it('naming a local host with another after it is refused, by the backend, /admin/ and the preview', async () => {
    const { url } = cms().server;
    const port = new URL(url).port;
    const body = JSON.stringify({ action: 'info' });
    for (const host of [`localhost:${port}@evil.example`, `127.0.0.1:${port}@evil.example`, `localhost:${port}/x`]) {
      expect(await rawApi(url, host, body), host).toBe(403);
      expect((await rawRequest(url, '/admin/', { headers: { host } })).status, host).toBe(403);
      expect((await rawRequest(url, '/about', { headers: { host } })).status, host).toBe(403);
    }
    expect((await rawRequest(url, '/admin/', { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });
});

describe('a hidden path', () => {
  it('is never saved: not content/.git/config by a save, not public/images/.htaccess by an upload', async () => {
    const gitConfig = '[core]\n\tfsmonitor = "touch /tmp/owned"\n';
    const saved = await cms().api<{ error: string }>('persistEntry', persistParams('content/.git/config', gitConfig));
    expect(saved).toEqual({
      status: 403,
      body: {
        error:
          'The path "content/.git/config" names a hidden file or folder (.git): the web editor never changes those.',
      },
    });
    expect(existsSync(cms().file('content/.git'))).toBe(false);
    const uploaded = await upload('public/images/.htaccess', 'AddType text/html .png\n');
    expect(uploaded.status).toBe(403);
    expect(uploaded.body.error).toContain('(.htaccess)');
    expect(existsSync(cms().file('public/images/.htaccess'))).toBe(false);
  });

  it('is never the new name of a renamed page, nor deleted', async () => {
    const about = await readFile(cms().file('content/pages/about.md'), 'utf8');
    const renamed = await cms().api<{ error: string }>(
      'persistEntry',
      persistParams('content/pages/about.md', about, { newPath: 'content/pages/.about.md' }),
    );
    expect(renamed.status).toBe(403);
    expect(await readFile(cms().file('content/pages/about.md'), 'utf8')).toBe(about);
    await writeFile(cms().file('content/.env'), 'SECRET=1\n');
    expect((await cms().api('deleteFile', { path: 'content/.env' })).status).toBe(403);
    expect((await cms().api('deleteFiles', { paths: ['content/pages/about.md', 'content/.env'] })).status).toBe(403);
    expect(await readFile(cms().file('content/.env'), 'utf8')).toBe('SECRET=1\n');
    expect(existsSync(cms().file('content/pages/about.md'))).toBe(true);
  });
});

describe('a path no computer holds', () => {
  it('(a 300-character name, 2,100 nested folders) gets a 400 with a plain message, and no stack in the terminal', async () => {
    const longName = `content/pages/${'a'.repeat(300)}.md`;
    const deep = `content/pages/${'d/'.repeat(2100)}page.md`;
    for (const [action, params] of [
      ['persistEntry', persistParams(longName, PAGE)],
      ['persistEntry', persistParams(deep, PAGE)],
      ['getEntry', { path: deep }],
      ['entriesByFolder', { folder: deep.slice(0, -8), extension: 'md', depth: 1 }],
    ] as const) {
      const { status, body } = await cms().api<{ error: string }>(action, params);
      expect(status, action).toBe(400);
      expect(body.error).toMatch(/^The path "content\/pages\/.{0,70}…" is too long: at most 16 folders deep/);
    }
    expect(
      cms()
        .logged()
        .filter((line) => /\n\s+at /.test(line)),
    ).toEqual([]);
  });
});

describe('an upload', () => {
  it('that is a web page or a script is refused, whatever its name says, and nothing is written', async () => {
    for (const [file, bytes] of [
      ['public/images/x.html', '<!doctype html><script src="/images/x.js"></script>'],
      ['public/images/x.js', 'fetch("/api/v1")'],
      ['content/images/x.png', '<!doctype html><script>alert(1)</script>'],
    ] as const) {
      const { status, body } = await upload(file, bytes);
      expect(status, file).toBe(422);
      expect(body.error).toBe(
        `Not uploaded: ${file.split('/').pop()} is not an SVG, PNG or JPEG picture: the editor takes only those.`,
      );
      expect(existsSync(cms().file(file)), file).toBe(false);
    }
  });

  it('that is an SVG with a script is refused, with the reason, on its own and with an entry', async () => {
    const alone = await upload('public/images/logo-new.svg', SCRIPTED_SVG);
    expect(alone).toEqual({
      status: 422,
      body: {
        error:
          'Not uploaded: logo-new.svg is not a plain SVG drawing: it holds a script. Export it again as a plain SVG, or upload a PNG.',
      },
    });
    const withEntry = await cms().api('persistEntry', {
      ...persistParams('content/pages/with-picture.md', PAGE),
      assets: [
        {
          path: 'content/images/drawing.svg',
          content: Buffer.from(SCRIPTED_SVG).toString('base64'),
          encoding: 'base64',
        },
      ],
    });
    expect(withEntry.status).toBe(422);
    expect(existsSync(cms().file('content/pages/with-picture.md'))).toBe(false);
    expect(existsSync(cms().file('content/images/drawing.svg'))).toBe(false);
  });

  it('too large, under a name that is not plain, or named for another type is refused; a plain PNG is saved', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect((await upload('content/images/large.png', large)).body.error).toMatch(
      /^Not uploaded: large\.png is 10 MB; the largest picture the editor takes is 10 MB\./,
    );
    expect((await upload('content/images/My Photo.png', PNG)).body.error).toMatch(
      /^Not uploaded: The name My Photo\.png is not a plain file name/,
    );
    expect((await upload('content/images/photo.svg', PNG)).body.error).toBe(
      'Not uploaded: photo.svg is a PNG picture, but its name ends in .svg: name it .png.',
    );
    const saved = await upload('content/images/photo.png', PNG);
    expect([saved.status, saved.body.path]).toEqual([200, 'content/images/photo.png']);
    expect(await readFile(cms().file('content/images/photo.png'))).toEqual(PNG);
  });
});

describe('a save of site.yaml', () => {
  it("that moves where visitors' messages go, or where staff log in, is refused, and the file stays", async () => {
    const file = cms().file('content/site.yaml');
    const before = await readFile(file, 'utf8');
    const changes = [
      before.replace('endpoint: https://formspree.io/f/', 'endpoint: https://collector.example/f/'),
      `${before}\nediting:\n  backend: github\n  repo: stranger/site\n`,
    ];
    for (const raw of changes) {
      expect(raw).not.toBe(before);
      const { status, body } = await cms().api<{ error: string }>(
        'persistEntry',
        persistParams('content/site.yaml', raw),
      );
      expect(status).toBe(422);
      expect(body.error).toMatch(/changed by a developer in content\/site\.yaml, not in the web editor\.$/);
    }
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});

describe('the editor', () => {
  it('refuses to be framed, at /admin/ and /api/v1', async () => {
    const admin = await fetch(`${cms().server.url}/admin/`);
    expect(admin.headers.get('x-frame-options')).toBe('DENY');
    expect(admin.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(admin.headers.get('content-security-policy')).toContain("connect-src 'self' blob:;");
    const api = await fetch(`${cms().server.url}/api/v1`, { method: 'POST' });
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

/** POSTs to /api/v1 with the given Host header, as the editor's page would with that address; resolves with the status. */
async function rawApi(url: string, host: string, body: string): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1',
        method: 'POST',
        headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
