/**
 * The addresses a built page gives of itself (canonical, og:url, og:image) and the sitemap's, encoded from a site URL with a path.
 * The builds render in their own thread: render-workers.test.ts proves the workers write the same files.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildSite } from '../../../scripts/build';
import { copyFixture, PROJECT_ROOT } from '../../support/fixture';

it('encodes a site URL with a path and a space in every address it writes', async () => {
  const site = await copyFixture();
  try {
    await buildSite({
      root: PROJECT_ROOT,
      contentDir: site.contentDir,
      outDir: site.outDir,
      siteUrl: 'https://Example.org/our site/',
      year: 2031,
      renderWorkers: 0,
    });
    const about = await readFile(path.join(site.outDir, 'about/index.html'), 'utf8');
    expect(about).toContain('<link rel="canonical" href="https://example.org/our%20site/about"/>');
    expect(about).toContain('<meta property="og:url" content="https://example.org/our%20site/about"/>');
    expect(about).toContain('<meta property="og:image" content="https://example.org/our%20site/og-image.jpg"/>');
    const sitemap = await readFile(path.join(site.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://example.org/our%20site/advice/tax</loc>');
  } finally {
    await site.remove();
  }
});

it('writes the links typed in the content percent-encoded, however they were typed', async () => {
  const site = await copyFixture();
  try {
    await site.write(
      'pages/about.md',
      [
        '---',
        'title: About Us',
        'description: About the fixture company.',
        'blocks:',
        '  - type: cta',
        '    heading: Talk to us',
        '    text: We reply within a day.',
        '    actions:',
        '      - { label: Ask about tax, href: "/advice/tax?topic=Tax Clearance & VAT" }',
        '      - { label: Our partners, href: "https://example.org/partners/café list", newTab: true }',
        '---',
        'Text.',
      ].join('\n'),
    );
    await buildSite({
      root: PROJECT_ROOT,
      contentDir: site.contentDir,
      outDir: site.outDir,
      year: 2031,
      renderWorkers: 0,
    });
    const about = await readFile(path.join(site.outDir, 'about/index.html'), 'utf8');
    expect(about).toContain('href="/advice/tax?topic=Tax%20Clearance%20&amp;%20VAT"');
    expect(about).toContain('href="https://example.org/partners/caf%C3%A9%20list"');
  } finally {
    await site.remove();
  }
});
