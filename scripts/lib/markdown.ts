/**
 * Markdown for editors' text. Raw HTML is escaped rather than passed
 * through, so content can never inject markup or script; links to other
 * sites open in a new tab.
 */
import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SAFE_HREF = /^(\/|#|https?:|mailto:|tel:)/i;

const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href)) return label;
      const external = /^https?:/i.test(href);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const target = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute}${target}>${label}</a>`;
    },
    image({ text }: Tokens.Image) {
      // Images belong in blocks, where their size and alt text are checked.
      return escapeHtml(text);
    },
  },
});

export function renderMarkdown(source: string, options: { inline?: boolean } = {}): string {
  return options.inline ? marked.parseInline(source, { async: false }) : marked.parse(source, { async: false });
}
