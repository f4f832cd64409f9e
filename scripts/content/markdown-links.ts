/**
 * Links written in Markdown, `[label](/path)` and `[label]: /path`, found in
 * a page's body and in the texts of its blocks, and found again in the file
 * to point at the line and column of one that is broken.
 */
import { isMap, isPair, isScalar, isSeq } from 'yaml';
import type { InternalLink } from './model';
import { positionOf, type ContentSource } from './source';

type PathKey = string | number;

/** Where an address starts: after `](` of an inline link, or `]:` of a link definition. */
const LINK_START = /\]\(\s*<?|^ {0,3}\[[^\]\n]+\]:[ \t]*<?/gm;

/** The text with code (fenced blocks and `spans`) blanked out, so a link shown as code is not taken for one. */
function withoutCode(text: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  return text
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, blank)
    .replace(/(`+)[^`\n][\s\S]*?\1/g, blank);
}

/** Every address in the text's Markdown links that points inside the site (starts with one /), with its offset. */
export function linksInMarkdown(text: string): Array<{ value: string; offset: number }> {
  if (!text.includes('](') && !text.includes(']:')) return [];
  const found: Array<{ value: string; offset: number }> = [];
  const plain = withoutCode(text);
  for (const match of plain.matchAll(LINK_START)) {
    const offset = (match.index ?? 0) + match[0].length;
    const value = /^[^\s)>]*/.exec(plain.slice(offset))?.[0] ?? '';
    if (value.startsWith('/') && !value.startsWith('//')) found.push({ value, offset });
  }
  return found;
}

/** The internal links of the Markdown in a page: its body, and every text of its front matter. */
export function markdownLinksOf(data: unknown, body: string): InternalLink[] {
  const found: InternalLink[] = [];
  const add = (text: string, path: PathKey[]) => {
    const seen = new Map<string, number>();
    for (const { value } of linksInMarkdown(text)) {
      const occurrence = seen.get(value) ?? 0;
      seen.set(value, occurrence + 1);
      found.push({ path, value, occurrence });
    }
  };
  const walk = (value: unknown, at: PathKey[]) => {
    if (typeof value === 'string') add(value, at);
    else if (Array.isArray(value))
      value.forEach((item, index) => {
        walk(item, [...at, index]);
      });
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
  };
  walk(data, []);
  add(body, ['body']);
  return found;
}

/** Line and column (1-based, in the whole file) of a Markdown link's address; undefined if it cannot be found. */
export function locateMarkdownLink(
  source: ContentSource,
  link: InternalLink,
): { line: number; column: number } | undefined {
  const occurrence = link.occurrence ?? 0;
  if (link.path.length === 1 && link.path[0] === 'body') {
    const body = source.body ?? '';
    const offset = linksInMarkdown(body).filter((found) => found.value === link.value)[occurrence]?.offset;
    if (offset === undefined) return undefined;
    const bodyStartLine = source.text.split(/\r?\n/).length - body.split('\n').length + 1;
    const before = body.slice(0, offset);
    const lineInBody = before.split('\n').length - 1;
    return { line: bodyStartLine + lineInBody, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
  }
  const range = scalarRange(source, link.path);
  if (!range) return undefined;
  // The raw text of the field, folded or quoted as it may be: the address itself is written as it is.
  const raw = source.yaml.slice(range[0], range[1]);
  const offset = linksInMarkdown(raw).filter((found) => found.value === link.value)[occurrence]?.offset;
  return offset === undefined ? undefined : positionOf(source, range[0] + offset);
}

function scalarRange(source: ContentSource, path: readonly PathKey[]): [number, number] | undefined {
  let node: unknown = source.document.contents;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(key),
      );
      node = pair?.value;
    } else if (isSeq(node) && typeof key === 'number') {
      node = node.items[key];
    } else {
      return undefined;
    }
  }
  return isScalar(node) && node.range ? [node.range[0], node.range[1]] : undefined;
}
