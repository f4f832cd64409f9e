/**
 * Every page carries its first screen's rules inline, allowed by their hash
 * under the strict policy, never by 'unsafe-inline': the page's meta tag
 * names its own style, and so does its own rule of _headers (and so the
 * nginx block made from it), which names no other page's. The stylesheet stays one cached file: the early-input
 * script links it once the first screen is painted, and without scripts a
 * link at the first screen's end does.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../scripts/output/headers';
import { publicPageFiles } from '../../scripts/output/page-files';
import { nginxServerBlock } from '../../scripts/serve/nginx';
import { decodeEntities } from '../../scripts/verify/page-addresses';
import { LATER_HIDDEN_RULE } from '../../templates/layout/early-input';

const styleSources = (policy: string) =>
  (/(?:^|;\s*)style-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ').filter(Boolean);

interface PageStyles {
  file: string;
  inline: string[];
  source: string;
  metaSources: string[];
  linksInHead: number;
  linksInBody: string[];
  linkedByScript: string | undefined;
}

async function stylesOf(distDir: string, file: string): Promise<PageStyles> {
  const html = await readFile(path.join(distDir, file), 'utf8');
  const [head = '', body = ''] = html.split('<body');
  const inline = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
  const policy = decodeEntities(/http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(head)?.[1] ?? '');
  return {
    file,
    inline,
    source: `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`,
    metaSources: styleSources(policy),
    linksInHead: head.match(/<link rel="stylesheet"/g)?.length ?? 0,
    linksInBody: [
      ...body.matchAll(/<noscript data-first-screen-end="">(?:<link rel="stylesheet" href="([^"]*)"\/>)<\/noscript>/g),
    ].map((match) => match[1]!),
    linkedByScript: /<script data-modules="[^"]*" data-stylesheet="([^"]*)"/.exec(head)?.[1],
  };
}

describe('the first screen styles of every page', () => {
  it('come inline, allowed by their hash in the page policy and in _headers and nginx alike', async () => {
    const distDir = inject('distDir');
    const files = await publicPageFiles(distDir);
    const pages = await Promise.all(files.map((file) => stylesOf(distDir, file)));
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      expect(page.inline, page.file).toHaveLength(1);
      expect(page.inline[0]!.length, page.file).toBeGreaterThan(1000);
      expect(page.metaSources, page.file).toEqual(["'self'", page.source]);
      expect(page.linksInHead, page.file).toBe(0);
      expect(page.linksInBody, page.file).toEqual([expect.stringMatching(/^\/assets\/site\.[0-9a-f]{10}\.css$/)]);
      expect(page.linkedByScript, page.file).toBe(page.linksInBody[0]);
      // What follows the first screen is hidden only while the script has the stylesheet on its way.
      expect(page.inline[0], page.file).toContain(LATER_HIDDEN_RULE);
    }
    // One stylesheet for the whole site.
    expect(new Set(pages.flatMap((page) => page.linksInBody)).size).toBe(1);

    const rules = parseHeadersFile(await readFile(path.join(distDir, '_headers'), 'utf8'));
    const nginx = nginxServerBlock(rules, { serverName: 'example.org', root: '/srv/dist' });
    for (const page of pages) {
      if (page.file === '404.html') continue;
      const route = `/${page.file.replace(/(^|\/)index\.html$/, '')}`;
      for (const address of route === '/' ? [route] : [route, `${route}/`]) {
        const policy = headersFor(rules, address)['content-security-policy'] ?? '';
        expect(styleSources(policy), address).toEqual(["'self'", page.source]);
        expect(policy, address).not.toContain('unsafe-inline');
        expect(policy, address).toContain("frame-ancestors 'none'");
        const location = nginx.split(`    location = ${address} {\n`)[1]?.split('\n    }')[0] ?? '';
        expect(location, address).toContain(`add_header Content-Security-Policy "${policy}" always;`);
        expect(location, address).toContain('try_files $uri $uri/index.html $uri.html =404;');
      }
    }
    // The 404 page answers at any address: its meta tag carries its policy, and no page's rule applies there.
    const notFound = pages.find((page) => page.file === '404.html');
    expect(notFound?.metaSources).toEqual(["'self'", notFound?.source]);
    expect(headersFor(rules, '/no-such-page')).not.toHaveProperty('content-security-policy');
  });
});
