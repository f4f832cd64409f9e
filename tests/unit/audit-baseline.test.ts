/**
 * The audit's baseline page is served as the site's home page is: the same
 * headers (its policies, the opener policy that gives it a renderer of its
 * own), from the built site, below a folder, or with no _headers at all.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BASELINE_PAGE, homePageHeaders, writeBaselineSite } from '../../scripts/bench/baseline-page';
import { startServer } from '../../scripts/serve/static-server';

/** The headers that say something of the page rather than of the file sent. */
const pageHeaders = (response: Response) =>
  Object.fromEntries(
    [...response.headers].filter(
      ([name]) => !['date', 'etag', 'last-modified', 'content-length', 'connection', 'keep-alive'].includes(name),
    ),
  );

const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

/** The baseline site of the built site at `dist`, served; its home page's response. */
async function servedBaseline(dist: string): Promise<{ response: Response; body: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'baseline-'));
  made.push(dir);
  await writeBaselineSite(dir, await homePageHeaders(dist));
  const server = await startServer({ dir, port: 0 });
  try {
    const response = await fetch(`${server.url}/`);
    return { response, body: await response.text() };
  } finally {
    await server.close();
  }
}

describe("the audit's baseline page", () => {
  it("is served with the built site's home page headers, opener policy included", async () => {
    const home = await fetch(`${inject('siteUrl')}/`);
    const baseline = await servedBaseline(inject('distDir'));
    expect(baseline.body).toBe(BASELINE_PAGE);
    expect(pageHeaders(home)['cross-origin-opener-policy']).toBe('same-origin');
    expect(pageHeaders(baseline.response)).toEqual(pageHeaders(home));
  });

  it('takes the home page headers of a site built for a folder of its host', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'baseline-dist-'));
    made.push(dist);
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Home</title><p>Home</p>\n');
    await writeFile(
      path.join(dist, '_headers'),
      '/site/*\n  X-Frame-Options: DENY\n\n/site/\n  Cross-Origin-Opener-Policy: same-origin\n\n/site/about\n  X-Robots-Tag: none\n',
    );
    expect(await homePageHeaders(dist)).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
    ]);
    const baseline = await servedBaseline(dist);
    expect(baseline.response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(baseline.response.headers.get('x-frame-options')).toBe('DENY');
    expect(baseline.response.headers.get('x-robots-tag')).toBeNull();
  });

  it('has no headers of its own when the site has no _headers', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'baseline-dist-'));
    made.push(dist);
    expect(await homePageHeaders(dist)).toEqual([]);
    const baseline = await servedBaseline(dist);
    expect(baseline.body).toBe(BASELINE_PAGE);
    expect(baseline.response.headers.get('cross-origin-opener-policy')).toBeNull();
  });
});
