/**
 * Markdown for editors' text, by md4c (CommonMark with GitHub's tables,
 * strikethrough and autolinks) compiled to WebAssembly: several times
 * faster than a JavaScript parser, which counts on a site of thousands of
 * pages. Raw HTML is shown as text rather than passed through, so content
 * can never inject markup or script; links are kept only with a safe
 * address, and those to other sites open in a new tab; images become
 * their description (images belong in blocks, where their size and alt
 * text are checked).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initSync, mdToHtml, ParseFlags } from 'md4w';

initSync(new WebAssembly.Module(readFileSync(packageFile('md4w', 'js/md4w-fast.wasm'))));

const FLAGS =
  ParseFlags.NO_HTML_BLOCKS |
  ParseFlags.NO_HTML_SPANS |
  ParseFlags.TABLES |
  ParseFlags.STRIKETHROUGH |
  ParseFlags.PERMISSIVE_URL_AUTO_LINKS |
  ParseFlags.PERMISSIVE_WWW_AUTO_LINKS |
  ParseFlags.PERMISSIVE_EMAIL_AUTO_LINKS;

const SAFE_HREF = /^(\/|#|https?:|mailto:|tel:)/i;
const EXTERNAL_HREF = /^https?:/i;

// With raw HTML off, every tag in the output is the renderer's own, in its own fixed form: these
// patterns see every link and image. Links cannot nest, so a link ends at the first </a> after it.
/** The renderer gives each heading an empty, hidden link to itself; the pages have no use for it. */
const HEADING_ANCHOR = / <a class="anchor" aria-hidden="true" id="[^"]*" href="#[^"]*"><\/a>/g;
const LINK = /<a href="([^"]*)"((?: title="[^"]*")?)>([\s\S]*?)<\/a>/g;
const IMAGE = /<img src="[^"]*" alt="([^"]*)"(?: title="[^"]*")?>/g;

/**
 * A file of a package in node_modules, looked for upwards from this module (and from a bundle of it
 * in .cache). The package exports no path to its WebAssembly file; its own loader would, but through
 * fetch's classes, which take a render worker a twentieth of a second to load.
 */
function packageFile(name: string, file: string): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, file);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${name}/${file} was not found in any node_modules folder above ${fileURLToPath(import.meta.url)}.`);
  }
}

export function renderMarkdown(source: string): string {
  return mdToHtml(source, { parseFlags: FLAGS })
    .replace(HEADING_ANCHOR, '')
    .replace(IMAGE, (_image, alt: string) => alt)
    .replace(LINK, (_link, href: string, title: string, label: string) => {
      if (!SAFE_HREF.test(href)) return label;
      const target = EXTERNAL_HREF.test(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${href}"${title}${target}>${label}</a>`;
    });
}
