/** Byte budgets of GUIDE section 4: HTML per page and the stylesheet, gzip; and markup each page carries once. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { expect, inject, it } from 'vitest';
import { publicPageFiles } from '../../scripts/output/page-files';
import { startServer } from '../../scripts/serve/static-server';
import { rawRequest } from '../serve/raw-request';
import { sitemapRoutes } from '../support/site';

const KB = 1024;
const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

// 14 KB: a page comes whole in the first round trip (a first congestion window of ten packets).
it('keeps every page at or under 14 KB of HTML, gzip', async () => {
  const distDir = inject('distDir');
  const files = await publicPageFiles(distDir);
  const over = [];
  for (const file of files) {
    const size = gzipSize(await readFile(path.join(distDir, file)));
    if (size > 14 * KB) over.push(`${file}: ${size} bytes`);
  }
  expect(files.length).toBeGreaterThan(2);
  expect(over).toEqual([]);
});

// What the first round trip carries: ten packets of 1,460 bytes, the response's headers included. A page
// whose policy named every page's style (1.9 KB of headers) needed a second round trip on six routes.
const FIRST_WINDOW = 14_600;

it('answers every page within the first round trip: its headers and its HTML, gzip, as npm run serve sends them', async () => {
  const server = await startServer({ dir: inject('distDir'), port: 0 });
  try {
    const over = [];
    const routes = await sitemapRoutes();
    for (const route of routes) {
      const answer = await rawRequest(server.url, route, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers['content-encoding'], route).toBe('gzip');
      const headerBytes = Object.entries(answer.headers).reduce(
        (sum, [name, value]) => sum + `${name}: ${String(value)}\r\n`.length,
        'HTTP/1.1 200 OK\r\n\r\n'.length,
      );
      const size = headerBytes + answer.body.length;
      if (size > FIRST_WINDOW) over.push(`${route}: ${headerBytes} B of headers + ${answer.body.length} B of HTML`);
    }
    expect(routes.length).toBeGreaterThan(2);
    expect(over).toEqual([]);
  } finally {
    await server.close();
  }
});

it('ships one stylesheet of at most 12 KB, gzip, for the whole site', async () => {
  const assets = path.join(inject('distDir'), 'assets');
  const sheets = (await readdir(assets)).filter((file) => file.endsWith('.css'));
  expect(sheets).toHaveLength(1);
  expect(gzipSize(await readFile(path.join(assets, sheets[0]!)))).toBeLessThanOrEqual(12 * KB);
});

interface MenuLink {
  href: string;
  label: string;
}

/** The header island's props as its marker carries them, and the links of the menu of narrow screens in its HTML. */
function headerOf(html: string): { props: Record<string, unknown>; links: MenuLink[] } {
  let props = '{}';
  const links: MenuLink[] = [];
  /** Elements open inside #mobile-menu, itself included; 0 outside it. */
  let depth = 0;
  new Parser(
    {
      onopentag(name, attributes) {
        if (attributes['data-island'] === 'SiteHeader') props = attributes['data-props'] ?? '{}';
        if (depth > 0 || attributes.id === 'mobile-menu') depth += 1;
        if (depth > 0 && name === 'a') links.push({ href: attributes.href ?? '', label: '' });
      },
      ontext(text) {
        const link = links.at(-1);
        if (depth > 0 && link) link.label += text;
      },
      onclosetag() {
        if (depth > 0) depth -= 1;
      },
    },
    { decodeEntities: true },
  ).end(html);
  return { props: JSON.parse(props) as Record<string, unknown>, links };
}

// The menu's links are in the HTML; sent again as JSON for the header island, they cost 0.3-0.4 KB gzip a page.
it("carries the header menu once per page: in its HTML, not again in the header island's props", async () => {
  const distDir = inject('distDir');
  const files = await publicPageFiles(distDir);
  const repeated = [];
  for (const file of files) {
    const { props, links } = headerOf(await readFile(path.join(distDir, file), 'utf8'));
    expect(links.length, file).toBeGreaterThan(10);
    // The page's own address is in the props, to mark its link.
    const { current: _current, ...others } = props;
    const sent = JSON.stringify(others);
    for (const link of links)
      if (sent.includes(JSON.stringify(link.href)) || sent.includes(JSON.stringify(link.label)))
        repeated.push(`${file}: ${link.label} (${link.href})`);
  }
  expect(files.length).toBeGreaterThan(2);
  expect(repeated).toEqual([]);
});
