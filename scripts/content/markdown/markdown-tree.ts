/**
 * Editors' Markdown read once, into markdown-it's tokens, with the line and
 * column of every link, picture and piece of raw HTML in it. The checks
 * (markdown-checks.ts) and the renderer (render/markdown-html.ts) both work
 * from this reading, so a link the check accepts is the link the page shows.
 *
 * markdown-it gives block tokens their lines (`map`) but inline tokens no
 * position: an inline state of our own records, as each inline token is
 * made, where it starts in its block's text, and `positionIn` turns that
 * into the line and column of the Markdown text.
 *
 * A text is parsed once per thread: the check and the render of a page run
 * in the same worker, and ask for the same text.
 */
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { headingIds } from './heading-ids';
import { markdownSlips, type Slip } from './markdown-slips';

export type { Token };

export interface Position {
  /** 1-based, in the Markdown text. */
  line: number;
  column: number;
}

/** A link, picture or raw HTML of the text, where it starts. */
export interface Located<T> {
  value: T;
  at: Position;
}

export interface MarkdownTree {
  tokens: Token[];
  /** Every link's address as markdown-it read it (percent-encoded), autolinks included. */
  links: Array<Located<string> & { token: Token }>;
  /** Every picture: its address and description. */
  pictures: Array<Located<{ src: string; alt: string }>>;
  /** Every piece of raw HTML, inline or a block. */
  html: Array<Located<string> & { token: Token }>;
  /** Written like a link, `[words](address)`, but not one: an address with spaces, or not closed. */
  notLinks: Array<Located<string>>;
  /** The ids the headings get, in order. */
  headingIds: string[];
  /** Each heading with its id, its words and where its line starts. */
  headings: Array<Located<{ id: string; written: string }>>;
  /** What CommonMark would make of the text other than its writer meant (markdown-slips.ts). */
  slips: Slip[];
}

/** The one Markdown reader of the project; the renderer renders its tokens with its renderer. */
export const parser = new MarkdownIt('default', { html: true, linkify: true });
// A line indented by four spaces is text as its writer meant it, not a block of code: editors never mean code.
parser.disable('code');
// Every address is kept: the checks say what is wrong with one, and the renderer never writes an unsafe one.
parser.validateLink = () => true;
// Links are recognised in text as the pages always had them: with a scheme, www. or an e-mail address; never a bare domain or //host.
parser.linkify.set({ fuzzyLink: true }).add('//', null).add('ftp:', null);

/** An inline state that remembers where each token starts in its block's text, in the token's `map`. */
class PositionedState extends parser.inline.State {
  override pushPending(): Token {
    // The pending text ends where the rule that stops it began, which is not always `pos`: the link
    // rule has already stepped past its `[`, the newline rule has trimmed trailing spaces.
    const { pending, src, pos } = this;
    const end = pos - pending.length;
    const start = src.startsWith(pending, end) ? end : Math.max(0, src.lastIndexOf(pending, end));
    const token = super.pushPending();
    token.map = [start, this.pos];
    return token;
  }
  override push(type: string, tag: string, nesting: Token['nesting']): Token {
    if (this.pending) this.pushPending();
    const token = super.push(type, tag, nesting);
    token.map = [this.pos, this.pos];
    return token;
  }
}
parser.inline.State = PositionedState;

const trees = new Map<string, MarkdownTree>();

/** The text read into its tree: once per thread, whoever asks first (a check or the renderer). */
export function markdownTree(text: string): MarkdownTree {
  let tree = trees.get(text);
  if (!tree) {
    tree = readTree(text);
    trees.set(text, tree);
  }
  return tree;
}

function readTree(text: string): MarkdownTree {
  const tokens = parser.parse(text, {});
  for (const block of tokens) if (block.children) block.children = withWebLinksOnly(block.children);
  const lines = text.split('\n');
  const tree: MarkdownTree = {
    tokens,
    links: [],
    pictures: [],
    html: [],
    notLinks: [],
    headingIds: [],
    headings: [],
    slips: [],
  };
  for (const block of tokens) {
    const blockLine = (block.map?.[0] ?? 0) + 1;
    if (block.type === 'html_block') {
      tree.html.push({ value: block.content.trim(), token: block, at: { line: blockLine, column: 1 } });
      continue;
    }
    if (block.type !== 'inline' || !block.children) continue;
    const at = (token: Token) => positionIn(lines, block, token.map?.[0] ?? 0);
    const notLinks = notLinksIn(block);
    for (const { start, text } of notLinks) tree.notLinks.push({ value: text, at: positionIn(lines, block, start) });
    for (const token of block.children) {
      if (token.type === 'link_open') {
        // An address found in the words of a [link](with spaces): the mistake is the link, said once.
        const offset = addressOffset(block, token);
        if (
          token.markup === 'linkify' &&
          notLinks.some(({ start, text }) => offset >= start && offset < start + text.length)
        )
          continue;
        tree.links.push({ value: String(token.attrGet('href') ?? ''), token, at: positionIn(lines, block, offset) });
      } else if (token.type === 'image') {
        tree.pictures.push({ value: { src: String(token.attrGet('src') ?? ''), alt: token.content }, at: at(token) });
      } else if (token.type === 'html_inline') {
        tree.html.push({ value: token.content, token, at: at(token) });
      }
    }
  }
  tree.headingIds = headingIds(tokens);
  tree.slips = markdownSlips(tokens, lines);
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const line = (token.map?.[0] ?? 0) + 1;
    const written = (lines[line - 1] ?? '').trim() || `${token.markup} ${tokens[index + 1]?.content ?? ''}`;
    const column = Math.max(1, (lines[line - 1] ?? '').indexOf(written) + 1);
    tree.headings.push({ value: { id: String(token.attrGet('id') ?? ''), written }, at: { line, column } });
  });
  return tree;
}

/** Where a link's address starts in its block's text: after the `](` that follows its `[` (its start for an autolink or a reference). */
function addressOffset(block: Token, link: Token): number {
  const start = link.map?.[0] ?? 0;
  if (link.markup) return start;
  const address = /\]\(\s*<?/g;
  address.lastIndex = start;
  const found = address.exec(block.content);
  return found ? found.index + found[0].length : Math.max(0, start - 1);
}

/**
 * Links found in the text as the pages always had them: an address with its scheme, `www.` (taken as
 * https://), an e-mail address; a bare domain (`praz.org.zw`) stays text.
 */
function withWebLinksOnly(children: Token[]): Token[] {
  const kept: Token[] = [];
  for (let index = 0; index < children.length; index += 1) {
    const token = children[index]!;
    if (token.type !== 'link_open' || token.markup !== 'linkify') {
      kept.push(token);
      continue;
    }
    const words = children[index + 1]?.content ?? '';
    if (/^www\./i.test(words)) token.attrSet('href', `https://${words}`);
    if (/^(www\.|[a-z][a-z0-9+.-]*:)/i.test(words) || words.includes('@')) {
      kept.push(token);
      continue;
    }
    // Its words, as text; the link's close goes too.
    kept.push(children[index + 1]!);
    index += 2;
  }
  return kept;
}

/** `[words](` followed by an address with a space before its `)`: CommonMark does not take it for a link. */
const NOT_A_LINK = /\[[^\]\n]+\]\([^)\s]+ [^)\n]*\)/g;

/**
 * The `[words](address with spaces)` of an inline block, read in its source: an address found in them (an
 * e-mail address, a web address) splits their text into several tokens, where a pattern over each would miss
 * them. Code spans are left out, and so are real links, whose title follows a space (`[a](/b "c")`).
 */
function notLinksIn(block: Token): Array<{ start: number; text: string }> {
  const links = new Set(
    (block.children ?? [])
      .filter((token) => token.type === 'link_open' || token.type === 'image')
      .map((token) => token.map?.[0]),
  );
  const source = block.content.replace(/(`+)[^`][\s\S]*?\1/g, (code) => ' '.repeat(code.length));
  return [...source.matchAll(NOT_A_LINK)]
    .filter((match) => !links.has((match.index ?? 0) + 1) && source[(match.index ?? 0) - 1] !== '!')
    .map((match) => ({
      start: match.index ?? 0,
      text: block.content.slice(match.index, (match.index ?? 0) + match[0].length),
    }));
}

/**
 * The line and column in the text of an offset in an inline token's content. Its content is the
 * block's lines, each without what the block took from its start (indentation, a list's marker,
 * `>`), the first trimmed at its start and the last at its end.
 */
function positionIn(lines: readonly string[], block: Token, offset: number): Position {
  const firstLine = block.map?.[0] ?? 0;
  const before = block.content.slice(0, offset);
  const lineInBlock = before.split('\n').length - 1;
  const contentLine = block.content.split('\n')[lineInBlock] ?? '';
  const sourceLine = (lines[firstLine + lineInBlock] ?? '').replace(/\r$/, '');
  const kept = contentLine.trimEnd();
  const trimmed = sourceLine.trimEnd();
  const lineStart = trimmed.endsWith(kept) ? trimmed.length - kept.length : Math.max(0, sourceLine.indexOf(kept));
  const column = offset - (before.lastIndexOf('\n') + 1);
  return { line: firstLine + lineInBlock + 1, column: lineStart + column + 1 };
}
