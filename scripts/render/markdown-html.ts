/**
 * Markdown for editors' text as HTML, by md4c (CommonMark with GitHub's tables,
 * strikethrough and autolinks) compiled to WebAssembly: faster than a
 * JavaScript parser, which counts on a site of thousands of pages. Raw HTML is shown as text rather than passed through, so content
 * can never inject markup or script; links are kept only with a safe
 * address, and those to other sites open in a new tab; images become
 * their description (images belong in blocks, where their size and alt
 * text are checked).
 *
 * Runs wherever md4w's WebAssembly has been loaded: by markdown.ts in Node,
 * by the web editor's previews in the browser.
 */
import { mdToHtml, ParseFlags } from 'md4w';

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
