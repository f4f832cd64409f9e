/**
 * The dev server of a site made for a folder of its host (SITE_URL=https://example.org/site): its pages link
 * below /site/, and it serves them there as it serves them at the root, pictures and stylesheet included.
 */
import { describe, expect, it } from 'vitest';
import { devServerForFile } from './dev-support';

const dev = devServerForFile({ siteUrl: 'https://example.org/site' });

describe('the dev server of a site below a folder', () => {
  it('serves every page, and every file a page asks for, at the addresses the page gives', async () => {
    const { get } = dev();
    const about = await get('/site/about');
    expect(about.status).toBe(200);
    const addresses = [...about.text.matchAll(/\s(?:href|src)="(\/[^"/][^"]*)"/g)].map((match) => match[1]!);
    expect(addresses.length).toBeGreaterThan(5);
    expect(addresses.filter((address) => !address.startsWith('/site/') && !address.startsWith('/__'))).toEqual([]);
    // Each answers below the folder as it does at the root (the fixture site lacks a site map and an app icon).
    const answers = await Promise.all(
      [...new Set(addresses.filter((address) => address.startsWith('/site/')))].map(async (address) => ({
        address,
        below: (await get(address)).status,
        atRoot: (await get(address.slice('/site'.length))).status,
      })),
    );
    expect(answers.filter(({ below, atRoot }) => below !== atRoot)).toEqual([]);
    expect(answers.filter(({ below }) => below === 200).length).toBeGreaterThan(5);
  });
});
