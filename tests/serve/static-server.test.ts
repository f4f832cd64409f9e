/**
 * The preview server (npm start, npm run serve) says no more than a static
 * host would, and no request or read error stops it: GET and HEAD only, no
 * dot-file, no _headers, no link leading out of dist/, byte ranges
 * honoured, a malformed request answered 400, a page answered 200 all
 * through 25 publishings of a build over the folder it serves.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import { cp, link, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { createStaging, publish } from '../../scripts/output/output';
import { sendFileResponse } from '../../scripts/serve/file-response';
import { refusal } from '../../scripts/serve/request-checks';
import { startServer, type RunningServer } from '../../scripts/serve/static-server';
import { copyFixture, PROJECT_ROOT, type FixtureSite } from '../support/fixture';
import { rawRequest } from './raw-request';

const PAGE = '<!DOCTYPE html><title>Home</title><p>0123456789</p>\n';

describe('the preview server', () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), PAGE);
    await writeFile(path.join(dir, '404.html'), '<!DOCTYPE html><title>Not found</title>\n');
    await writeFile(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    await writeFile(path.join(dir, '_redirects'), '/old-home / 301!\n/old-home / 301\n');
    // The page left at the old address for hosts without redirects, which this server never serves.
    await mkdir(path.join(dir, 'old-home'));
    await writeFile(path.join(dir, 'old-home', 'index.html'), '<!DOCTYPE html><title>Moved</title>\n');
    await writeFile(path.join(dir, '.env'), 'SECRET=1\n');
    await writeFile(path.join(dir, 'assets', 'data.txt'), 'abcdefghijklmnopqrstuvwxyz');
    await symlink('/etc/passwd', path.join(dir, 'passwd'));
    await symlink('index.html', path.join(dir, 'home.html'));
    server = await startServer({ dir, port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers an odd request, a 400 when its target is no path, and keeps serving', async () => {
    // Once thrown while reading the address, stopping the server.
    const odd = await rawRequest(server.url, '//[');
    expect([odd.status, odd.body.toString()]).toEqual([404, '<!DOCTYPE html><title>Not found</title>\n']);
    expect((await rawRequest(server.url, '*')).status).toBe(400);
    expect((await rawRequest(server.url, '/%E0%A4%A')).status).toBe(404);
    const home = await rawRequest(server.url, '/');
    expect(home.status).toBe(200);
    expect(home.body.toString()).toBe(PAGE);
  });

  it('answers GET and HEAD only: 405 with Allow for anything else', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS']) {
      const response = await rawRequest(server.url, '/', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expect(response.body.toString(), method).not.toContain('<title>Home');
    }
    const head = await rawRequest(server.url, '/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(head.body.length).toBe(0);
  });

  it('serves no dot-file and not _headers, but applies it', async () => {
    for (const target of ['/_headers', '/.env', '/assets/../.env', '/%2eenv']) {
      const response = await rawRequest(server.url, target);
      expect(response.status, target).toBe(404);
      expect(response.body.toString(), target).toContain('<title>Not found');
    }
    expect((await rawRequest(server.url, '/')).headers['x-frame-options']).toBe('DENY');
  });

  it('answers an old address of _redirects 301 with its new one, as the hosts that read it do; serves no _redirects', async () => {
    for (const target of ['/old-home', '/old-home/']) {
      const response = await rawRequest(server.url, target);
      expect([response.status, response.headers.location], target).toEqual([301, '/']);
    }
    expect((await rawRequest(server.url, '/_redirects')).status).toBe(404);
  });

  it('follows no link leading out of its folder, and those inside it', async () => {
    const leak = await rawRequest(server.url, '/passwd');
    expect(leak.status).toBe(404);
    expect(leak.body.toString()).not.toContain('root:');
    const inside = await rawRequest(server.url, '/home.html');
    expect(inside.status).toBe(200);
    expect(inside.body.toString()).toBe(PAGE);
  });

  it('stops when asked, even while a request is still arriving on an open connection', async () => {
    const other = await startServer({ dir, port: 0 });
    const accepted = once(other.server, 'connection');
    const socket = connect(Number(new URL(other.url).port), '127.0.0.1');
    const socketClosed = once(socket, 'close');
    socket.on('error', () => {});
    await accepted;
    // The request's headers never end, as with a slow client or a browser's connection opened ahead of use.
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    await other.close();
    await socketClosed;
    expect(socket.destroyed).toBe(true);
  });

  it('answers a byte range 206 with Content-Range, and 416 when none can be served', async () => {
    const range = (value: string) =>
      rawRequest(server.url, '/assets/data.txt', { headers: { range: value, 'accept-encoding': 'gzip' } });
    const first = await range('bytes=0-4');
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-4/26');
    expect(first.body.toString()).toBe('abcde');
    const rest = await range('bytes=20-');
    expect([rest.status, rest.headers['content-range'], rest.body.toString()]).toEqual([
      206,
      'bytes 20-25/26',
      'uvwxyz',
    ]);
    const last = await range('bytes=-3');
    expect([last.status, last.headers['content-range'], last.body.toString()]).toEqual([206, 'bytes 23-25/26', 'xyz']);
    const beyond = await range('bytes=26-');
    expect([beyond.status, beyond.headers['content-range']]).toEqual([416, 'bytes */26']);
    // Several ranges: the whole file, as a host may answer.
    const several = await rawRequest(server.url, '/assets/data.txt', { headers: { range: 'bytes=0-1,3-4' } });
    expect([several.status, several.body.toString()]).toEqual([200, 'abcdefghijklmnopqrstuvwxyz']);
  });
});

describe('a file that cannot be read', () => {
  it('does not stop the preview server', async () => {
    // Reading /proc/self/mem from its start fails (EIO): a file that exists and cannot be read.
    const server = await startServer({ dir: '/proc/self', port: 0 });
    try {
      const answer = await rawRequest(server.url, '/mem');
      expect([200, 500]).toContain(answer.status);
      expect((await rawRequest(server.url, '/mem')).status).toBe(answer.status);
    } finally {
      await server.close();
    }
  });

  it('is answered by the preview server itself, 404 for a link that loops, and it keeps serving', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'looping-'));
    await symlink('loop-b', path.join(dir, 'loop-a'));
    await symlink('loop-a', path.join(dir, 'loop-b'));
    await writeFile(path.join(dir, 'ok.txt'), 'fine');
    const server = await startServer({ dir, port: 0 });
    try {
      expect((await rawRequest(server.url, '/loop-a')).status).toBe(404);
      expect((await rawRequest(server.url, '/loop-a/page')).status).toBe(404);
      const ok = await rawRequest(server.url, '/ok.txt');
      expect([ok.status, ok.body.toString()]).toEqual([200, 'fine']);
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is answered 404 when gone, 500 when unreadable, and the server keeps serving', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'unreadable-'));
    await symlink('loop-b', path.join(dir, 'loop-a'));
    await symlink('loop-a', path.join(dir, 'loop-b'));
    await writeFile(path.join(dir, 'ok.txt'), 'fine');
    const server = createServer((request, response) => {
      void sendFileResponse(request, response, path.join(dir, (request.url ?? '/').slice(1)), {
        status: 200,
        headers: {},
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await rawRequest(url, '/gone.txt')).status).toBe(404);
      expect((await rawRequest(url, '/loop-a')).status).toBe(500);
      const ok = await rawRequest(url, '/ok.txt');
      expect([ok.status, ok.body.toString()]).toEqual([200, 'fine']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('Host names the dev server answers', () => {
  const asked = (host: string | undefined, hosts: string[] = []) =>
    refusal({ method: 'GET', url: '/', headers: host === undefined ? {} : { host } } as never, { hosts })?.status ??
    200;

  it('are localhost, 127.0.0.1 and [::1] on any port, and the HOST it was given', () => {
    expect(['localhost:4321', '127.0.0.1:80', '[::1]:4321', 'LOCALHOST'].map((host) => asked(host))).toEqual([
      200, 200, 200, 200,
    ]);
    expect(
      [
        'evil.example',
        'evil.example:4321',
        '127.0.0.1.evil.example',
        undefined,
        // Read exactly: a URL parser takes these for evil.example, or for a path.
        'localhost:4321@evil.example',
        'localhost@evil.example',
        'localhost:4321/x',
        '0x7f.1:4321',
      ].map((host) => asked(host)),
    ).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    expect(asked('studio.lan:4321', ['studio.lan'])).toBe(200);
    expect(asked('[fe80::1]:4321', ['fe80::1'])).toBe(200);
  });
});

/** Fills `to` with hard links to every file below `from`: a copy of a build in a few milliseconds. */
async function linkTree(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (entry.isDirectory()) await mkdir(target, { recursive: true });
    else {
      await mkdir(path.dirname(target), { recursive: true });
      await link(source, target);
    }
  }
}

describe('a page served while the site is published again and again', () => {
  let site: FixtureSite;
  let built: string;
  let server: RunningServer;
  beforeAll(async () => {
    site = await copyFixture();
    await buildSite({ root: PROJECT_ROOT, contentDir: site.contentDir, outDir: site.outDir, renderWorkers: 0 });
    // A whole build, kept aside: each round publishes a copy of it over dist/, as a build does once it has written it.
    built = path.join(site.dir, 'built');
    await cp(site.outDir, built, { recursive: true });
    server = await startServer({ dir: site.outDir, port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    await site?.remove();
  });

  it('is answered 200 by every one of 16 parallel requests in a loop all through 25 publishings', async () => {
    const home = await readFile(path.join(site.outDir, 'index.html'), 'utf8');
    const css = home.match(/href="(\/assets\/site\.[0-9a-f]{10}\.css)"/)?.[1] ?? '/missing.css';
    const targets = ['/', '/about', '/advice/tax', '/advice/audit/', '/sitemap.xml', '/robots.txt', css];
    const statuses = new Map<string, number>();
    let publishing = false;
    let answeredWhilePublishing = 0;
    let building = true;
    const client = async (offset: number) => {
      for (let count = offset; building; count += 1) {
        const target = targets[count % targets.length] ?? '/';
        const askedWhilePublishing = publishing;
        const status = await rawRequest(server.url, target).then(
          (response) => response.status,
          (error: Error) => error.message,
        );
        if (askedWhilePublishing && publishing) answeredWhilePublishing += 1;
        const key = `${target} ${status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    };
    // Each round's build, written before the requests begin: only the publishing runs while they are answered.
    const stagings: string[] = [];
    for (let round = 0; round < 25; round += 1) {
      const staging = await createStaging(site.outDir);
      await linkTree(built, staging);
      stagings.push(staging);
    }
    const clients = Array.from({ length: 16 }, (_, index) => client(index));
    try {
      for (const staging of stagings) {
        publishing = true;
        await publish(staging, site.outDir);
        publishing = false;
      }
    } finally {
      building = false;
      await Promise.all(clients);
    }
    const failures = [...statuses].filter(([key]) => !key.endsWith(' 200'));
    expect(failures).toEqual([]);
    // Requests were asked and answered in the middle of a publishing, not only between two.
    expect(answeredWhilePublishing).toBeGreaterThan(0);
    expect((await rawRequest(server.url, '/about')).status).toBe(200);
  });
});
