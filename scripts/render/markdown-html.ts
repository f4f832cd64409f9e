/**
 * Editors' Markdown as HTML, rendered from the tree the checks read
 * (content/markdown/markdown-tree.ts, markdown-it). What the checks refuse is never
 * written into a page either: a link with an address readAddress refuses is
 * its words alone, a picture its description, and raw HTML other than a few
 * tags of emphasis is shown as text. The build never gets this far with any
 * of them (they are content mistakes or warnings, with file, line and
 * column); the web editor's preview may, while the editor types.
 *
 * Links to other sites open in a new tab (a link with the site's own address
 * is a link inside it, written as its site path); a relative link is written as the
 * address it resolves to on the page; headings carry GitHub-style ids.
 * Runs in Node and, for the web editor's previews, in the browser.
 */
import type { Token } from 'markdown-it';
import { readAddress } from '../content/links/link-address';
import type { OwnSite } from '../../templates/model/own-site';
import { withBase, withoutBase } from '../../templates/model/url';
import { markdownTree, parser } from '../content/markdown/markdown-tree';
import { allowedHtml } from '../content/markdown/markdown-html-tags';

interface RenderEnv {
  /** The page's address, to resolve relative links against. */
  route: string;
  /** The site's base path below a folder of its host ("" at its root): the site's links start with it. */
  base: string;
  /** The site's own hosts: a link written with one is a link inside the site. */
  own: OwnSite;
  /** link_close tokens of links written as their words alone. */
  unlinked: Set<Token>;
}

const { escapeHtml } = parser.utils;
const rules = parser.renderer.rules;

const envOf = (env: unknown) => env as RenderEnv;

rules.link_open = (tokens, index, _options, env) => {
  const token = tokens[index]!;
  const { route, base, own, unlinked } = envOf(env);
  const address = readAddress(String(token.attrGet('href') ?? ''), route, own);
  if (address.kind === 'mistake') {
    const close = tokens.slice(index).find((other) => other.type === 'link_close' && other.level === token.level);
    if (close) unlinked.add(close);
    return '';
  }
  const title = token.attrGet('title');
  const titled = title ? ` title="${escapeHtml(String(title))}"` : '';
  const newTab =
    address.kind === 'elsewhere' && /^https:/i.test(address.href) ? ' target="_blank" rel="noopener noreferrer"' : '';
  // A site link may be written with the base path or without it: it is shown with it.
  const href = address.kind === 'site' ? withBase(base, withoutBase(base, address.href)) : address.href;
  return `<a href="${escapeHtml(href)}"${titled}${newTab}>`;
};
rules.link_close = (tokens, index, _options, env) => (envOf(env).unlinked.has(tokens[index]!) ? '' : '</a>');
// A `#` heading is a section heading under the page's own title, its one h1 (the heading keeps its id).
rules.heading_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  if (token.tag === 'h1') token.tag = 'h2';
  return self.renderToken(tokens, index, options);
};
rules.heading_close = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  if (token.tag === 'h1') token.tag = 'h2';
  return self.renderToken(tokens, index, options);
};
// Strikethrough as <del>, as the pages have always had it.
rules.s_open = () => '<del>';
rules.s_close = () => '</del>';
rules.image = (tokens, index) => escapeHtml(tokens[index]!.content);
rules.html_inline = (tokens, index) => {
  const html = tokens[index]!.content;
  return allowedHtml(html) ? html.toLowerCase().replace(/\s*\/?>$/, '>') : escapeHtml(html);
};
rules.html_block = (tokens, index) => `<p>${escapeHtml(tokens[index]!.content.trim())}</p>\n`;

/**
 * The Markdown text of a page at `route` as HTML; `base` is the site's base path ("" at its host's root), `own`
 * the site's own hosts (own-site.ts).
 */
export function renderMarkdown(source: string, route = '/', base = '', own: OwnSite = new Map()): string {
  const env: RenderEnv = { route, base, own, unlinked: new Set() };
  return parser.renderer.render(markdownTree(source).tokens, parser.options, { ...env });
}
