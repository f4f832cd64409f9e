/**
 * No two rules of the built _headers that match one address set the same
 * header. Hosts differ when they do: Netlify keeps the narrower rule's value,
 * Cloudflare Pages joins both, and a joined Cache-Control with two lifetimes
 * makes a cache keep the file for the first or not at all (RFC 9111), two
 * joined policies are both enforced. Checked at the address of every file
 * of dist/, at each page's address without its slash, and at an unknown one.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { headersFor, matchesPattern, parseHeadersFile, SVG_TYPE } from '../../scripts/output/headers';
import { listFiles } from '../../scripts/shared/files';

it('sets each header of an address in one rule only', async () => {
  const distDir = inject('distDir');
  const rules = parseHeadersFile(await readFile(path.join(distDir, '_headers'), 'utf8'));
  const files = await listFiles(distDir);
  const addresses = new Set(['/no-such-page']);
  for (const file of files) {
    addresses.add(`/${file}`);
    const page = /^(?:(.+)\/)?index\.html$/.exec(file);
    if (page) addresses.add(page[1] ? `/${page[1]}` : '/').add(page[1] ? `/${page[1]}/` : '/');
  }
  expect(files).toContain('index.html');
  expect([...addresses].some((address) => address.startsWith('/assets/images/'))).toBe(true);
  const twice: string[] = [];
  for (const address of addresses) {
    const setBy = new Map<string, string[]>();
    for (const rule of rules.filter((candidate) => matchesPattern(candidate.pattern, address)))
      for (const [name] of rule.headers)
        setBy.set(name.toLowerCase(), [...(setBy.get(name.toLowerCase()) ?? []), rule.pattern]);
    for (const [name, patterns] of setBy)
      if (patterns.length > 1) twice.push(`${address}: ${name} by ${patterns.join(' and ')}`);
  }
  expect(twice).toEqual([]);
});

it('gives every SVG drawing of dist/ its type with its charset', async () => {
  const distDir = inject('distDir');
  const rules = parseHeadersFile(await readFile(path.join(distDir, '_headers'), 'utf8'));
  const drawings = (await listFiles(distDir)).filter((file) => file.endsWith('.svg'));
  expect(drawings).toContain('images/logo.svg');
  for (const file of drawings) expect(headersFor(rules, `/${file}`)['content-type'], file).toBe(SVG_TYPE);
});
