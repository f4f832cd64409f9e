/**
 * Which files of content/pages can be pages: a name that is a lower-case
 * slug and not an address the build writes itself, text in UTF-8, and a
 * front matter. Anything else is one problem naming the file and the fix.
 */
import { formatProblem } from '../../scripts/problems/format-problems';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError, type ContentProblem } from '../../scripts/problems/errors';
import { nameMistake, routeStaysInside, slugOf } from '../../scripts/content/files/file-names';
import { loadContent } from '../../scripts/render/load-checked-content';
import { copyFixture, PROJECT_ROOT, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

const PAGE = '---\ntitle: A page\ndescription: Something to read.\n---\nText.\n';
const load = () =>
  loadContent({ root: site.dir, contentDir: site.contentDir, publicDir: path.join(PROJECT_ROOT, 'public') });

async function problems(): Promise<ContentProblem[]> {
  try {
    await load();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected the content to be refused');
}

const summary = (list: ContentProblem[]) =>
  list.map((problem) => `${problem.title}: ${problem.location.file} | ${problem.found} | ${problem.hint}`);

describe('page file names', () => {
  it('suggests the slug to use for spaces, capitals, signs and accents', async () => {
    for (const name of ['Tax Clearance.md', 'faq?.md', 'rates#2.md', '100%.md', 'café.md'])
      await site.write(`pages/${name}`, PAGE);
    expect(summary(await problems())).toMatchInlineSnapshot(`
      [
        "File name not allowed: content/pages/100%.md | the file name "100%.md" | Rename it to 100.md: the name is the page's address, where spaces, capitals, accents, dots and signs like ? # % _ do not work.",
        "File name not allowed: content/pages/Tax Clearance.md | the file name "Tax Clearance.md" | Rename it to tax-clearance.md: the name is the page's address, where spaces, capitals, accents, dots and signs like ? # % _ do not work.",
        "File name not allowed: content/pages/café.md | the file name "café.md" | Rename it to cafe.md: the name is the page's address, where spaces, capitals, accents, dots and signs like ? # % _ do not work.",
        "File name not allowed: content/pages/faq?.md | the file name "faq?.md" | Rename it to faq.md: the name is the page's address, where spaces, capitals, accents, dots and signs like ? # % _ do not work.",
        "File name not allowed: content/pages/rates#2.md | the file name "rates#2.md" | Rename it to rates-2.md: the name is the page's address, where spaces, capitals, accents, dots and signs like ? # % _ do not work.",
      ]
    `);
  });

  it('refuses names that are only dots, or that would leave the site, and writes nothing outside it', async () => {
    await site.write('pages/...md', PAGE);
    await site.write('pages/advice/...md', PAGE);
    expect(summary(await problems())).toMatchInlineSnapshot(`
      [
        "File name not allowed: content/pages/...md | the file name "...md" | Rename it with lower-case letters, digits and hyphens, like tax-clearance.md: the name is the page's address.",
        "File name not allowed: content/pages/advice/...md | the file name "...md" | Rename it with lower-case letters, digits and hyphens, like tax-clearance.md: the name is the page's address.",
      ]
    `);
  });

  it('refuses addresses the build writes itself, and those of public/', async () => {
    for (const name of [
      '_headers.md',
      'sitemap.xml.md',
      'favicon.ico.md',
      'robots.txt.md',
      '404.html.md',
      'images.md',
      'assets.md',
    ])
      await site.write(`pages/${name}`, PAGE);
    expect(summary(await problems())).toMatchInlineSnapshot(`
      [
        "File name not allowed: content/pages/404.html.md | the file name "404.html.md": its address /404.html is where the build writes the "page not found" page (404.html) | Choose another name, like 404-html-page.md.",
        "File name not allowed: content/pages/_headers.md | the file name "_headers.md": its address /_headers is where the build writes the web server's headers file (_headers) | Choose another name, like headers-page.md.",
        "File name not allowed: content/pages/assets.md | the file name "assets.md": its address /assets is where the build writes the site's scripts and styles (assets/) | Choose another name, like assets-page.md.",
        "File name not allowed: content/pages/favicon.ico.md | the file name "favicon.ico.md": its address /favicon.ico is where the build writes the site's icon (favicon.ico) | Choose another name, like favicon-ico-page.md.",
        "File name not allowed: content/pages/images.md | the file name "images.md": its address /images is where the build writes the site's pictures (images/) | Choose another name, like images-page.md.",
        "File name not allowed: content/pages/robots.txt.md | the file name "robots.txt.md": its address /robots.txt is where the build writes the rules for search engines (robots.txt) | Choose another name, like robots-txt-page.md.",
        "File name not allowed: content/pages/sitemap.xml.md | the file name "sitemap.xml.md": its address /sitemap.xml is where the build writes the sitemap for search engines (sitemap.xml) | Choose another name, like sitemap-xml-page.md.",
      ]
    `);
  });

  it('reports a group folder with a bad name once, at its _group.yaml, and a folder under assets/ at each page', async () => {
    await site.write('pages/Tax Help/_group.yaml', 'title: Tax help\norder: 3\ndescription: Tax.\n');
    await site.write('pages/Tax Help/returns.md', PAGE);
    await site.write('pages/Tax Help/clearance.md', PAGE);
    await site.write('pages/assets/price-list.md', PAGE);
    const found = await problems();
    const names = found.filter((problem) => problem.title === 'File name not allowed');
    expect(summary(names)).toMatchInlineSnapshot(`
      [
        "File name not allowed: content/pages/Tax Help/_group.yaml | the folder name "Tax Help/" | Rename it to tax-help/: the name is part of the address of every page in it, where spaces, capitals, accents, dots and signs like ? # % _ do not work.",
        "File name not allowed: content/pages/assets/price-list.md | the folder name "assets/": its address /assets is where the build writes the site's scripts and styles (assets/) | Choose another name, like assets-page/.",
      ]
    `);
  });

  it('says which name to use for a page saved as .markdown or .MD, and a group file as _group.yml', async () => {
    await site.write('pages/pricing.markdown', PAGE);
    await site.write('pages/Terms.MD', PAGE);
    await site.write('pages/advice/_group.yml', 'title: Advice\n');
    const hints = (await problems()).map((problem) => `${problem.title}: ${problem.location.file} | ${problem.hint}`);
    expect(hints).toEqual([
      'File not used: content/pages/Terms.MD | Rename it to terms.md: pages are read from files whose names end in .md.',
      'File not used: content/pages/advice/_group.yml | Rename it to _group.yaml: a group folder holds its title, order and description there.',
      'File not used: content/pages/pricing.markdown | Rename it to pricing.md: pages are read from files whose names end in .md.',
    ]);
  });

  it('keeps index.md, 404.md, _group.yaml and slugs working', async () => {
    await site.write('pages/tax-clearance-2025.md', PAGE);
    const model = await load();
    expect(model.pages.map((page) => page.route)).toContain('/tax-clearance-2025');
    expect(model.pages.map((page) => page.route)).toContain('/');
    expect(model.notFound?.route).toBe('/404');
  });

  it('words the rule once, for pages and folders', () => {
    const context = { publicNames: new Set(['images', 'favicon.svg']), hasGroupFile: () => true };
    expect(nameMistake('Tax Clearance.md', context)?.hint).toMatch(/^Rename it to tax-clearance\.md: /);
    expect(nameMistake('Tax Help/_group.yaml', context)?.hint).toMatch(/^Rename it to tax-help\/: /);
    expect(nameMistake('compliance/tax-clearance.md', context)).toBeUndefined();
    expect(nameMistake('index.md', context)).toBeUndefined();
    expect(nameMistake('404.md', context)).toBeUndefined();
    expect(nameMistake('compliance/_group.yaml', context)).toBeUndefined();
    expect(nameMistake('compliance/images.md', context)).toBeUndefined();
    expect(slugOf('Ça Va — Déjà Vu!')).toBe('ca-va-deja-vu');
    expect(['/', '/about', '/a/b'].map(routeStaysInside)).toEqual([true, true, true]);
    expect(['/..', '/a/..', '/.', '//etc'].map(routeStaysInside)).toEqual([false, false, false, false]);
  });
});

describe('page files that are not pages', () => {
  it('refuses random bytes, an empty file and a page without front matter, each once', async () => {
    await mkdir(path.join(site.contentDir, 'pages'), { recursive: true });
    await writeFile(
      path.join(site.contentDir, 'pages/blob.md'),
      Buffer.concat([Buffer.from([0xff, 0xfe, 0x00]), randomBytes(4096)]),
    );
    await site.write('pages/empty.md', '');
    await site.write('pages/notes.md', '# Notes\n\nJust some text.\n');
    expect(summary(await problems())).toMatchInlineSnapshot(`
      [
        "Not a text file: content/pages/blob.md | bytes that are not UTF-8 text | Open the file in a text editor and save it as UTF-8 text, or remove it if it landed in content/ by mistake.",
        "No front matter: content/pages/empty.md | an empty file | Copy the front matter of a page like it into the file, or delete the file.",
        "No front matter: content/pages/notes.md | text that does not start with a --- line | Add the front matter at the top: a --- line, then title: and description:, then another --- line; copy one from a page like it.",
      ]
    `);
  });

  it('refuses a site.yaml or _group.yaml that is not text', async () => {
    // "title: " and then a byte that cannot follow in UTF-8, as a file saved in Windows-1252 has for "é".
    const latin1 = Buffer.from([0x74, 0x69, 0x74, 0x6c, 0x65, 0x3a, 0x20, 0xe9, 0x0a]);
    await writeFile(path.join(site.contentDir, 'pages/advice/_group.yaml'), latin1);
    await writeFile(path.join(site.contentDir, 'site.yaml'), latin1);
    expect(summary(await problems()).map((line) => line.split(' | ')[0])).toEqual([
      'Text not saved as UTF-8: content/site.yaml',
      'Text not saved as UTF-8: content/pages/advice/_group.yaml',
    ]);
  });

  it('reports a Windows-1252 byte at its own line and column, with the character it is and how to save as UTF-8', async () => {
    // A page pasted from Word and saved by Notepad: a curly apostrophe (0x92) on line 58.
    const lines = Array.from({ length: 60 }, (_, index) => `Line ${index + 1} of our story.`);
    lines[57] = 'We are Harare\x92s first choice.';
    const text = `---\ntitle: Story\ndescription: Our story.\n---\n${lines.slice(4).join('\n')}\n`;
    await writeFile(path.join(site.contentDir, 'pages/story.md'), Buffer.from(text, 'latin1'));
    const [problem, ...rest] = await problems();
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Text not saved as UTF-8: content/pages/story.md:58:14
        Expected: text saved as UTF-8, as every content file is
        Found:    the byte 0x92, "’" in Windows-1252, the encoding Word and Notepad use on Windows
        Fix:      Save the file as UTF-8: in VS Code, click "Windows 1252" at the bottom right, then Save with Encoding, then UTF-8; in Notepad, File > Save As with Encoding: UTF-8. Then check that "’" shows as it should.

          56 | Line 56 of our story.
          57 | Line 57 of our story.
        > 58 | We are Harare�s first choice.
             |              ^
          59 | Line 59 of our story.
          60 | Line 60 of our story."
    `);
  });

  it('says a UTF-16 file is text saved as UTF-16', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('title: Advice\norder: 1\n', 'utf16le')]);
    await writeFile(path.join(site.contentDir, 'pages/advice/_group.yaml'), utf16);
    expect(summary(await problems())).toMatchInlineSnapshot(`
      [
        "Text not saved as UTF-8: content/pages/advice/_group.yaml | text saved as UTF-16 | Save the file as UTF-8: in VS Code, click "UTF-16 LE" at the bottom right, then Save with Encoding, then UTF-8; in Notepad, File > Save As with Encoding: UTF-8.",
      ]
    `);
  });
});
