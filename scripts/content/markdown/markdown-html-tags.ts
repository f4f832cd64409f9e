/**
 * The raw HTML an editor may write in Markdown: a line break and a few tags
 * of emphasis, without attributes. Anything else is shown as text, with a
 * warning at its line and column.
 */
const ALLOWED = /^<\/?(strong|em|b|i|sup|sub|small)>$|^<br\s*\/?>$/i;

export const ALLOWED_HTML_TAGS = ['<br>', '<strong>', '<em>', '<b>', '<i>', '<sup>', '<sub>', '<small>'];

export function allowedHtml(tag: string): boolean {
  return ALLOWED.test(tag.trim());
}
