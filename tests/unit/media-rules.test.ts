/**
 * What the media folders may hold: pictures known by their bytes, and SVGs
 * that are plain drawings. The same rule decides an upload in the web editor
 * and a file the build finds in public/images/ or content/images/.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMediaFolders } from '../../scripts/output/media-folders';
import { OutputError } from '../../scripts/output/output-safety';
import { pictureContentProblem, pictureKindOf, svgProblems, uploadProblem } from '../../scripts/shared/media-rules';
import { PROJECT_ROOT } from '../support/fixture';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`;

describe('a picture', () => {
  it('is known by its bytes, not its name', () => {
    expect(pictureKindOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]))).toBe('PNG');
    expect(pictureKindOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('JPEG');
    expect(pictureKindOf(Buffer.from(`\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n${svg('')}`))).toBe('SVG');
    for (const other of ['<html><body/></html>', 'GIF89a', 'alert(1)', '\0<svg/>'])
      expect(pictureKindOf(Buffer.from(other)), other).toBeUndefined();
  });

  it('every SVG of the project is a plain drawing', async () => {
    const folders = ['public', 'public/images', 'public/images/partners', 'public/images/projects', 'content/images'];
    let seen = 0;
    for (const folder of folders) {
      for (const name of (await readdir(path.join(PROJECT_ROOT, folder))).filter((file) => file.endsWith('.svg'))) {
        expect(svgProblems(await readFile(path.join(PROJECT_ROOT, folder, name), 'utf8')), name).toEqual([]);
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('is refused as an SVG for each way a drawing can run script or reach elsewhere', () => {
    const cases: Array<[string, string]> = [
      [svg('<script>alert(1)</script>'), 'it holds a script'],
      [svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">1</svg:script>'), 'it holds a script'],
      [svg('', ' onload="alert(1)"'), 'it has an event handler (onload)'],
      [svg('<rect ONCLICK="x"/>'), 'it has an event handler (ONCLICK)'],
      [svg('<foreignObject><p>x</p></foreignObject>'), 'it embeds web content (foreignObject)'],
      [svg('<iframe src="x"/>'), 'it embeds other content (<iframe>)'],
      [svg('<a href="javascript:alert(1)"><rect/></a>'), 'it links to another file or address (javascript:alert(1))'],
      [svg('<image xlink:href="https://evil.example/p.png"/>'), 'it links to another file or address'],
      [svg('<rect fill="url(https://evil.example/#g)"/>'), 'it refers to another file or address (in fill)'],
      [svg('<style>@import "https://evil.example/x.css";</style>'), 'its styles refer to another file or address'],
      [svg('<rect style="fill:url(//evil.example/x)"/>'), 'it refers to another file or address (in style)'],
      [svg('<set attributeName="href" to="javascript:1"/>'), 'it animates a link or an event handler (href)'],
      [`<!DOCTYPE svg [<!ENTITY x "y">]>${svg('')}`, 'it declares entities'],
      [`<!doctype html>${svg('')}`, 'it declares itself another kind of document'],
      [`<?xml-stylesheet href="x.css"?>${svg('')}`, 'it asks for a stylesheet or other processing'],
      [svg('<div xmlns="http://www.w3.org/1999/xhtml"/>'), 'it embeds web page content (XHTML)'],
    ];
    for (const [text, reason] of cases) expect(svgProblems(text).join('; '), text).toContain(reason);
    // Parts of the same drawing stay allowed.
    expect(svgProblems(svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/>'))).toEqual([]);
  });

  it('is refused as an SVG unless it is UTF-8, as the browser would read it otherwise', () => {
    const ESC = '\x1b';
    // UTF-8 reads a declaration <!…> holding the script; ISO-2022-JP reads <! as one character, then the script.
    const hidden = `<?xml version="1.0" encoding="ISO-2022-JP"?>\n${svg(`${ESC}$B<!${ESC}(B--<script>alert(1)</script>-->`)}`;
    expect(pictureContentProblem('x.svg', Buffer.from(hidden))).toBe(
      'x.svg is not a plain SVG drawing: it declares the encoding ISO-2022-JP (<?xml … encoding="ISO-2022-JP"?>), where a drawing is UTF-8; it holds control characters, which a drawing never holds. Export it again as a plain SVG, or upload a PNG.',
    );
    expect(svgProblems(`<?xml version='1.0' encoding = 'Shift_JIS' ?>${svg('')}`)).toEqual([
      'it declares the encoding Shift_JIS (<?xml … encoding="Shift_JIS"?>), where a drawing is UTF-8',
    ]);
    expect(svgProblems(`${svg('<rect/>')}<!-- ${ESC} -->`)).toEqual([
      'it holds control characters, which a drawing never holds',
    ]);
    expect(svgProblems(`<?xml version="1.0" encoding="utf-8"?>\n${svg('<rect/>')}`)).toEqual([]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg('<rect/>'), 'utf16le')]);
    expect(uploadProblem('logo.svg', utf16)).toBe(
      "logo.svg is text in UTF-16 (its first bytes say so): a picture's text must be UTF-8. Save the SVG again as UTF-8, or upload a PNG.",
    );
    const utf32 = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), Buffer.from('<')]);
    expect(pictureContentProblem('logo.svg', utf32)).toMatch(/^logo\.svg is text in UTF-32 /);
  });

  it('is refused as an SVG when its CSS fetches, read after entities, escapes and comments are undone', () => {
    const fetching = [
      svg('<style>@imp&#111;rt "https://evil.example/x.css";</style>'),
      svg('<style>@im/**/port "https://evil.example/x.css";</style>'),
      svg('<style>@\\69mport "https://evil.example/x.css";</style>'),
      svg('<style>rect{fill:u\\72 l(https://evil.example/p)}</style>'),
      svg('<style><![CDATA[rect{fill:u\\72l(https://evil.example/p)}]]></style>'),
      svg('<style>rect{fill:url(/**/#g)}</style>'),
      svg('<style>rect{background:-webkit-image-set("https://evil.example/p.png" 1x)}</style>'),
    ];
    for (const text of fetching)
      expect(svgProblems(text), text).toEqual(['its styles refer to another file or address']);
    expect(svgProblems(svg('<rect style="fill:\\75 rl(//evil.example/p)"/>'))).toEqual([
      'it refers to another file or address (in style)',
    ]);
    expect(svgProblems(svg(`<rect style="background:image-set('https://evil.example/p.png' 1x)"/>`))).toEqual([
      'it refers to another file or address (in style)',
    ]);
    // The drawing's own parts, and text that only looks like a fetch, stay allowed.
    const plain = svg(
      '<style>/* url(x) */ .a{fill:url(#g)} .b{clip-path:url( "#c" )} .c{font-family:"url"}</style><rect class="a" style="fill:url(\'#g\')"/>',
    );
    expect(svgProblems(plain)).toEqual([]);
  });

  it('is refused as an SVG when its <use> elements copy it into more than 10,000 elements', () => {
    const levels = (count: number, fan: number) => {
      let defs = '<path id="l0" d="M0 0h1v1z"/>';
      for (let level = 1; level <= count; level++)
        defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(fan)}</g>`;
      return svg(`<defs>${defs}</defs><use xlink:href="#l${count}"/>`);
    };
    expect(svgProblems(levels(5, 10))).toEqual([
      'its <use> elements copy more than 10,000 elements, which takes long to draw',
    ]);
    expect(svgProblems(levels(3, 10))).toEqual([]);
    expect(svgProblems(svg('<g id="a"><use href="#b"/></g><g id="b"><use href="#%61"/></g>'))).toEqual([
      'a <use> element copies itself, which never ends',
    ]);
    // Nesting is bounded too: the parser's cost grows with the square of the depth.
    expect(svgProblems(svg(`${'<g>'.repeat(100_000)}<rect/>${'</g>'.repeat(100_000)}`))).toEqual([
      'it nests its elements more than 256 deep',
    ]);
    expect(svgProblems(svg(`${'<g>'.repeat(200)}<use href="#x"/>${'</g>'.repeat(200)}<rect id="x"/>`))).toEqual([]);
  });

  it('upload is refused in plain words: not a picture, too large, a name that is not plain', () => {
    expect(uploadProblem('x.html', Buffer.from('<!doctype html>'))).toBe(
      'x.html is not an SVG, PNG or JPEG picture: the editor takes only those.',
    );
    expect(
      uploadProblem('big.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)])),
    ).toBe('big.jpg is 11 MB; the largest picture the editor takes is 10 MB. Make it smaller, then upload it again.');
    expect(uploadProblem('../x.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toMatch(
      /^The name \.\.\/x\.png is not a plain file name/,
    );
    expect(uploadProblem('photo.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined();
  });
});

describe("the build's check of the media folders", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('names every page, script, hidden file and scripted SVG, and passes the project as it is', async () => {
    await expect(
      checkMediaFolders({
        contentDir: path.join(PROJECT_ROOT, 'content'),
        publicDir: path.join(PROJECT_ROOT, 'public'),
      }),
    ).resolves.toBeUndefined();
    dir = await mkdtemp(path.join(os.tmpdir(), 'media-folders-'));
    const publicDir = path.join(dir, 'public');
    const contentDir = path.join(dir, 'content');
    await mkdir(path.join(publicDir, 'images/partners'), { recursive: true });
    await mkdir(path.join(contentDir, 'images'), { recursive: true });
    await writeFile(path.join(publicDir, 'images/x.html'), '<script src="/images/x.js"></script>');
    await writeFile(path.join(publicDir, 'images/x.js'), 'fetch("/")');
    await writeFile(path.join(publicDir, 'images/.htaccess'), 'AddType text/html .png');
    await writeFile(path.join(publicDir, 'images/partners/ok.svg'), svg('<rect/>'));
    await writeFile(path.join(contentDir, 'images/evil.svg'), svg('<script>1</script>'));
    const error = await checkMediaFolders({ contentDir, publicDir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutputError);
    const message = (error as Error).message;
    const shown = (file: string) => path.relative(process.cwd(), path.join(dir!, file));
    expect(message).toContain(`${shown('public/images/.htaccess')} is a hidden file, which the site never publishes.`);
    expect(message).toContain(`${shown('public/images/x.html')} is not a picture (a .html file).`);
    expect(message).toContain(`${shown('public/images/x.js')} is not a picture (a .js file).`);
    expect(message).toContain(
      `${shown('content/images/evil.svg')}: evil.svg is not a plain SVG drawing: it holds a script.`,
    );
    expect(message).not.toContain('ok.svg');
  });

  it('names every link that leads to anything but a picture of the media folders: the build would publish it', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'media-links-'));
    const publicDir = path.join(dir, 'public');
    const contentDir = path.join(dir, 'content');
    await mkdir(path.join(publicDir, 'images/partners'), { recursive: true });
    await mkdir(path.join(contentDir, 'images'), { recursive: true });
    await mkdir(path.join(dir, 'scripts'));
    await writeFile(path.join(dir, 'scripts/build.ts'), 'export const secret = 1;\n');
    await writeFile(path.join(publicDir, 'images/logo.svg'), svg('<rect/>'));
    await writeFile(
      path.join(contentDir, 'images/photo.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    await symlink('../../scripts/build.ts', path.join(publicDir, 'images/source.png'));
    await symlink('partners', path.join(publicDir, 'images/folder.png'));
    await symlink('missing.png', path.join(publicDir, 'images/missing.png'));
    await symlink('logo.svg', path.join(publicDir, 'images/logo-copy.png'));
    // Links to pictures of the media folders stay allowed, from one folder to the other too.
    await symlink('../logo.svg', path.join(publicDir, 'images/partners/logo.svg'));
    await symlink('../../content/images/photo.png', path.join(publicDir, 'images/photo.png'));
    const error = await checkMediaFolders({ contentDir, publicDir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutputError);
    const shown = (file: string) => path.relative(process.cwd(), path.join(dir!, file));
    const linked = (file: string, to: string) =>
      `${shown(file)} is a link to ${to}: copy the picture into the folder instead of linking to it.`;
    expect((error as Error).message.split('\n').slice(1, -1)).toEqual([
      `  - ${linked('public/images/folder.png', `${shown('public/images/partners')}, a folder`)}`,
      `  - ${shown('public/images/logo-copy.png')}: logo-copy.png is an SVG picture, but its name ends in .png: name it .svg.`,
      `  - ${linked('public/images/missing.png', 'nothing (the file it names does not exist)')}`,
      `  - ${linked('public/images/source.png', `${shown('scripts/build.ts')}, which is not in a media folder`)}`,
    ]);
  });
});
