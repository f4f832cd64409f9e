/**
 * The web editor's preview of a page is the page the build makes: the same
 * templates, the same Markdown, the same image files, with the form's
 * current values in place of the saved ones, and the site's stylesheet in
 * the preview's frame. Rendered here with react-dom/server, without the
 * editing app.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { FIRST_SCREEN_END_ATTRIBUTE } from '../../templates/layout/early-input';
import { renderPagePreview, type PageEntry, type PreviewTools } from '../../scripts/cms/app/page-preview';
import { pagePreview, registerWith, type PreviewProps } from '../../scripts/cms/app/previews';
import { renderChromePreview } from '../../scripts/cms/app/chrome-preview';
import { chromeFilesOf, pageCollectionsOf, previewData } from '../../scripts/cms/preview-data';
import { renderMarkdown } from '../../scripts/render/markdown';
import { splitFrontMatter } from '../../scripts/content/yaml/source';
import { PROJECT_ROOT } from '../support/fixture';

const contentDir = path.join(PROJECT_ROOT, 'content');
let distDir: string;
let tools: PreviewTools;
let cssUrl: string;

/** The year the build prints in the footer (SOURCE_DATE_EPOCH's, when set). */
function buildYear(): number {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return (Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date()).getUTCFullYear();
}

/** A page file of content/pages as the editor holds it: the front matter's fields, and the body. */
async function entryOf(file: string, change: (fields: Record<string, unknown>) => void = () => {}): Promise<PageEntry> {
  const split = splitFrontMatter(await readFile(path.join(contentDir, 'pages', file), 'utf8'));
  const fields = { ...(parse(split.yaml) as Record<string, unknown>), body: split.body };
  change(fields);
  return {
    fields,
    path: `content/pages/${file}`,
    folder: path.posix.dirname(file).replace(/^\.$/, ''),
    assetUrl: (source) => `/content/images/${source}`,
  };
}

/** The body of a built page, as the site serves it. */
/**
 * The body of a built page, less the mark where its first screen ends: the built page links its stylesheet there
 * for visitors without scripts (templates/layout/FirstScreenEnd.tsx), where a preview has the stylesheet already.
 */
async function builtBody(route: string): Promise<string> {
  const html = await readFile(path.join(distDir, route, 'index.html'), 'utf8');
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return body.replace(new RegExp(`<noscript ${FIRST_SCREEN_END_ATTRIBUTE}="">[\\s\\S]*?</noscript>`), '');
}

const previewOf = (entry: PageEntry): string => {
  const result = renderPagePreview(tools, entry);
  if (result.problems) throw new Error(result.problems.join('\n'));
  return result.html;
};

beforeAll(async () => {
  distDir = inject('distDir');
  const css = (await readdir(path.join(distDir, 'assets'))).find((file) => /^site\.\w+\.css$/.test(file));
  cssUrl = `/assets/${css}`;
  tools = {
    data: await previewData({ root: PROJECT_ROOT, contentDir, cssUrl }),
    markdown: renderMarkdown,
    year: buildYear(),
  };
});

describe('the preview of a page', () => {
  it('is the built page itself while nothing is changed: header, blocks, Markdown, pictures and footer', async () => {
    // Pages without a form: the test build sends forms to a local service, which previews do not know of.
    for (const [file, route] of [
      ['about.md', '/about'],
      ['why-us.md', '/why-us'],
      ['compliance/praz-registration.md', '/compliance/praz-registration'],
    ] as const) {
      expect(previewOf(await entryOf(file)), route).toBe(await builtBody(route));
    }
    expect(await builtBody('/why-us')).toContain('/assets/images/why-us-560.');
  });

  it("shows a changed field in the page's hero and in the site's menus, and the text as the site renders it", async () => {
    const html = previewOf(
      await entryOf('compliance/praz-registration.md', (fields) => {
        fields.title = 'PRAZ Supplier Registration';
        fields.heading = 'Register with PRAZ in a week';
        fields.navLabel = 'PRAZ in a week';
        fields.body = 'Fees are **due** at [registration](/contact).\n\n| Fee | Days |\n|---|---|\n| $50 | 5 |\n';
      }),
    );
    expect(html).toMatch(/<h1[^>]*>Register with PRAZ in a week<\/h1>/);
    // The header's menu lists the page under its new label; its place in the header marks it as the current page.
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(header).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(header).toContain('PRAZ in a week');
    expect(header).not.toContain('>PRAZ Registration<');
    expect(html).toContain('<p>Fees are <strong>due</strong> at <a href="/contact">registration</a>.</p>');
    expect(html).toContain('<td>$50</td>');
    // Another page's menus in the built site show the old label: only the preview changed.
    expect(await builtBody('/compliance/zimra-tax-registration')).toContain('PRAZ Registration');
  });

  it('adds a new page to its group, in its menus', async () => {
    const entry: PageEntry = {
      fields: {
        title: 'Customs Clearance',
        order: 1,
        blocks: [{ type: 'page-hero', heading: 'Clear customs without the wait' }],
        body: 'We file the forms.',
      },
      path: undefined,
      folder: 'compliance',
      assetUrl: (source) => source,
    };
    const html = previewOf(entry);
    expect(html).toMatch(/<h1[^>]*>Clear customs without the wait<\/h1>/);
    expect(/<header[\s\S]*?<\/header>/.exec(html)?.[0]).toContain('href="/compliance/customs-clearance"');
  });

  it('shows a picture the build has not made files for from its source', async () => {
    const html = previewOf(
      await entryOf('why-us.md', (fields) => {
        const block = (fields.blocks as Array<Record<string, unknown>>).find((candidate) => candidate.image);
        block!.image = { ...(block!.image as object), source: 'just-chosen.png', width: 300, height: 200 };
      }),
    );
    expect(html).toMatch(
      /<img src="\/content\/images\/just-chosen.png" srcSet="\/content\/images\/just-chosen.png 300w"/,
    );
  });

  it('names the fields the build would refuse, and keeps the page out until they are fixed', async () => {
    const result = renderPagePreview(
      tools,
      await entryOf('about.md', (fields) => {
        fields.order = 'first';
      }),
    );
    expect(result.html).toBeUndefined();
    expect(result.problems).toEqual(['order: Invalid input: expected number, received string']);
  });
});

describe('the previews in the editor', () => {
  /** The props the editor gives a preview, for an entry read from a file. */
  async function propsOf(file: string, change?: (fields: Record<string, unknown>) => void): Promise<PreviewProps> {
    const entry = await entryOf(file, change);
    // The two calls previews make of the app's entry (an Immutable map there).
    const immutableEntry = {
      get: (key: string) => (key === 'data' ? { toJS: () => entry.fields } : key === 'path' ? entry.path : undefined),
    };
    return {
      entry: immutableEntry,
      getAsset: (source: string) => `/content/images/${source}`,
    } as unknown as PreviewProps;
  }

  it("register the site's stylesheet and the page preview for every collection of pages", async () => {
    const config = {
      collections: [
        { name: 'site', files: [{ name: 'site', file: 'content/site.yaml' }] },
        { name: 'groups', files: [{ name: 'compliance', file: 'content/pages/compliance/_group.yaml' }] },
        { name: 'pages', folder: 'content/pages' },
        { name: 'pages-compliance', folder: 'content/pages/compliance' },
      ],
    };
    const data = {
      ...tools.data,
      pageCollections: pageCollectionsOf(config, 'content/pages'),
      chromeFiles: chromeFilesOf(config, 'content'),
    };
    expect(data.pageCollections).toEqual([
      { name: 'pages', folder: '' },
      { name: 'pages-compliance', folder: 'compliance' },
    ]);
    expect(data.chromeFiles).toEqual([
      { name: 'site', kind: 'site' },
      { name: 'compliance', kind: 'group', group: 'compliance' },
    ]);
    const styles: string[] = [];
    const templates = new Map<string, unknown>();
    registerWith(
      {
        registerPreviewStyle: (url) => void styles.push(url),
        registerPreviewTemplate: (name, component) => void templates.set(name, component),
      },
      { ...tools, data },
    );
    expect(styles).toEqual([cssUrl]);
    expect(existsSync(path.join(distDir, cssUrl))).toBe(true);
    expect([...templates.keys()]).toEqual(['pages', 'pages-compliance', 'site', 'compliance']);
  });

  it("render the entry's page inside the site's body classes, or a note naming what the build would refuse", async () => {
    const Preview = pagePreview(tools, '');
    const changed = await propsOf('about.md', (fields) => {
      (fields.blocks as Array<Record<string, unknown>>)[0]!.heading = 'We make it simple';
    });
    const html = renderToStaticMarkup(createElement(Preview, changed));
    expect(html).toMatch(/^<div class="bg-white font-sans text-ink-900 antialiased">/);
    expect(html).toContain('<a href="#main"');
    expect(html).toMatch(/<h1[^>]*>We make it simple<\/h1>/);

    const wrong = renderToStaticMarkup(
      createElement(
        Preview,
        await propsOf('about.md', (fields) => {
          fields.order = 'first';
        }),
      ),
    );
    expect(wrong).toContain('The preview cannot be shown yet:');
    expect(wrong).toContain('<li>order: Invalid input: expected number, received string</li>');
    expect(wrong).not.toContain('<main');
  });
});

describe('the preview of site settings and of a group', () => {
  const yamlOf = async (file: string) =>
    parse(await readFile(path.join(contentDir, file), 'utf8')) as Record<string, unknown>;
  const shown = (result: { html?: string; problems?: string[] }): string => {
    if (result.problems) throw new Error(result.problems.join('\n'));
    return result.html ?? '';
  };

  it("is the site's header and footer with the settings in the form", async () => {
    const site = await yamlOf('site.yaml');
    const html = shown(
      renderChromePreview(tools, { name: 'site', kind: 'site' }, { ...site, name: 'Mutapa Advisory' }),
    );
    expect(html).toContain('alt="Mutapa Advisory, home"');
    expect(html).toContain(`<p>© ${tools.year} Mutapa Advisory. All rights reserved.</p>`);
    expect(html).toContain('Each page of the site goes here');
    const unchanged = await builtBody('/about');
    expect(unchanged).toContain('alt="Mutapa Consulting, home"');
  });

  it("shows a group's new title in the site's menus", async () => {
    const group = await yamlOf('pages/compliance/_group.yaml');
    const html = shown(
      renderChromePreview(
        tools,
        { name: 'compliance', kind: 'group', group: 'compliance' },
        { ...group, title: 'Regulatory Compliance' },
      ),
    );
    expect(/<header[\s\S]*?<\/header>/.exec(html)?.[0]).toMatch(
      /<button[^>]*id="nav-compliance-button"[^>]*>Regulatory Compliance</,
    );
    expect(html).toMatch(/<a href="\/compliance\/zimra-tax-registration"[^>]*>Regulatory Compliance<\/a>/);
  });

  it('names the settings the build would refuse', async () => {
    const site = await yamlOf('site.yaml');
    const result = renderChromePreview(tools, { name: 'site', kind: 'site' }, { ...site, name: 42 });
    expect(result.problems).toEqual(['name: Invalid input: expected string, received number']);
  });
});
