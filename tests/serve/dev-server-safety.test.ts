/**
 * The dev server answers only this machine's names, and otherwise as the
 * preview server does: no request stops it, GET and HEAD only, no dot-file,
 * no link leading out of public/, byte ranges honoured.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/fixture';
import { devServerForFile } from '../dev/dev-support';
import { rawRequest } from './raw-request';

// public/ with a link out of the project, a dot-file and a plain text file, made before the server starts.
const publicDir = mkdtempSync(path.join(os.tmpdir(), 'dev-public-'));
cpSync(path.join(PROJECT_ROOT, 'public'), publicDir, { recursive: true });
symlinkSync('/etc/passwd', path.join(publicDir, 'passwd'));
writeFileSync(path.join(publicDir, '.secret'), 'SECRET=1\n');
writeFileSync(path.join(publicDir, 'notes.txt'), 'abcdefghijklmnopqrstuvwxyz');
// Two links to each other: a file no one can read.
symlinkSync('loop-b.txt', path.join(publicDir, 'loop-a.txt'));
symlinkSync('loop-a.txt', path.join(publicDir, 'loop-b.txt'));
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

const dev = devServerForFile({ publicDir });

describe('the dev server', () => {
  it('answers only localhost, 127.0.0.1 and [::1]: another Host gets 403 and no page', async () => {
    const { url } = dev().server;
    const port = new URL(url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const page = await rawRequest(url, '/about', { headers: { host } });
      expect(page.status, host).toBe(200);
      expect(page.body.toString(), host).toContain('<title>About Us');
    }
    for (const host of [`attacker.example:${port}`, 'attacker.example', `localhost.attacker.example:${port}`]) {
      const refused = await rawRequest(url, '/about', { headers: { host } });
      expect(refused.status, host).toBe(403);
      expect(refused.body.toString(), host).not.toContain('About Us');
    }
  });

  it('answers an odd request without failing, a target that is no path 400, other methods 405', async () => {
    const { url } = dev().server;
    const odd = await rawRequest(url, '//[');
    expect(odd.status).toBe(404);
    expect((await rawRequest(url, '*')).status).toBe(400);
    const post = await rawRequest(url, '/about', { method: 'POST' });
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect((await rawRequest(url, '/about')).status).toBe(200);
  });

  it('follows no link leading out of public/ and serves no dot-file', async () => {
    const { url } = dev().server;
    const leak = await rawRequest(url, '/passwd');
    expect(leak.status).toBe(404);
    expect(leak.body.toString()).not.toContain('root:');
    const secret = await rawRequest(url, '/.secret');
    expect(secret.status).toBe(404);
    expect(secret.body.toString()).not.toContain('SECRET');
  });

  it('answers a public file it cannot read 404, and keeps serving', async () => {
    const { url } = dev().server;
    expect((await rawRequest(url, '/loop-a.txt')).status).toBe(404);
    const notes = await rawRequest(url, '/notes.txt');
    expect([notes.status, notes.body.toString()]).toEqual([200, 'abcdefghijklmnopqrstuvwxyz']);
  });

  it('answers a byte range of a public file 206, and 416 beyond its end', async () => {
    const { url } = dev().server;
    const part = await rawRequest(url, '/notes.txt', { headers: { range: 'bytes=2-5' } });
    expect([part.status, part.headers['content-range'], part.body.toString()]).toEqual([206, 'bytes 2-5/26', 'cdef']);
    const beyond = await rawRequest(url, '/notes.txt', { headers: { range: 'bytes=30-' } });
    expect([beyond.status, beyond.headers['content-range']]).toEqual([416, 'bytes */26']);
  });
});

describe('the media folders on the dev server (npm run dev, npm run cms)', () => {
  it('are served under the policy that runs no script, with nosniff, SVG as UTF-8, however the address is spelt', async () => {
    for (const target of ['/images/logo.svg', '/%69mages/logo.svg']) {
      const answer = await rawRequest(dev().server.url, target);
      expect(answer.status, target).toBe(200);
      expect(answer.headers['content-security-policy'], target).toBe(
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
      expect(answer.headers['content-type'], target).toBe('image/svg+xml; charset=utf-8');
    }
  });
});
