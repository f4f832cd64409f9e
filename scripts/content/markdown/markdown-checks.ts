/**
 * The Markdown of a page checked from its tree (markdown-tree.ts): the
 * page's body and the Markdown fields of its blocks. What one text can tell
 * alone (an address of the wrong form, a picture, raw HTML, a link that is
 * not one) is a problem here, at its line and column; its links to pages
 * and files of the site, and their fragments, are checked across files
 * (check-references.ts).
 */
import { isMap, isPair, isScalar, isSeq, type Scalar } from 'yaml';
import { codeFrame } from '../../problems/code-frame';
import type { ContentProblem } from '../../problems/errors';
import { ALLOWED_HTML_TAGS, allowedHtml } from './markdown-html-tags';
import type { OwnSite } from '../../../templates/model/own-site';
import { readAddress, type AddressMistake } from '../links/link-address';
import { markdownTree, type Position } from './markdown-tree';
import type { InternalLink, PageHeading } from '../model';
import { positionOf, type ContentSource } from '../yaml/source';
import { formatFieldPath } from '../yaml/validate';

type PathKey = string | number;

/** The fields of blocks that are Markdown, by block type. */
const MARKDOWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  prose: ['text'],
  'image-text': ['text'],
  'case-study': ['text'],
};

export interface MarkdownText {
  /** ['body'], or the field's path in the front matter. */
  path: PathKey[];
  text: string;
}

/** The Markdown texts of a page: its blocks' Markdown fields, then its body. */
export function markdownTextsOf(data: { blocks?: unknown }, body: string): MarkdownText[] {
  const texts: MarkdownText[] = [];
  const blocks = Array.isArray(data.blocks) ? data.blocks : [];
  blocks.forEach((block: unknown, index) => {
    if (!block || typeof block !== 'object') return;
    const fields = MARKDOWN_FIELDS[String((block as { type?: unknown }).type)] ?? [];
    for (const field of fields) {
      const text = (block as Record<string, unknown>)[field];
      if (typeof text === 'string') texts.push({ path: ['blocks', index, field], text });
    }
  });
  if (body.trim() !== '') texts.push({ path: ['body'], text: body });
  return texts;
}

/**
 * The links of the texts to pages and files of this site, resolved against the page's address; `own`, the
 * site's own hosts, makes a link written with the site's address one of them.
 */
export function markdownLinksOf(texts: readonly MarkdownText[], route: string, own?: OwnSite): InternalLink[] {
  return texts.flatMap(({ path, text }) =>
    markdownTree(text).links.flatMap(({ value, at }): InternalLink[] => {
      const address = readAddress(value, route, own);
      if (address.kind !== 'site') return [];
      const target = address.fragment ? `${address.path}#${address.fragment}` : address.path;
      return [{ path, value: target, written: decodedOr(value), at }];
    }),
  );
}

/** The ids a reader can link to in the texts: their headings'. */
export function headingIdsOf(texts: readonly MarkdownText[]): string[] {
  return texts.flatMap(({ text }) => markdownTree(text).headingIds);
}

/** The headings of the texts, each with its id and where it is written (its text's path, its line there). */
export function headingsOf(texts: readonly MarkdownText[]): PageHeading[] {
  return texts.flatMap(({ path, text }) =>
    markdownTree(text).headings.map(({ value, at }) => ({ ...value, path, at })),
  );
}

/** What is wrong in the page's Markdown texts, each text on its own. */
export function markdownProblems(
  source: ContentSource,
  texts: readonly MarkdownText[],
  route: string,
  own?: OwnSite,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { path, text } of texts) {
    const folded = path[0] === 'body' ? undefined : foldedList(source, path);
    if (folded) problems.push(folded);
    const tree = markdownTree(text);
    const at = (position: Position, needle: string) => filePosition(source, path, position, needle);
    for (const link of tree.links) {
      const address = readAddress(link.value, route, own);
      if (address.kind === 'mistake') problems.push(problem(source, path, at(link.at, link.value), address.mistake));
    }
    for (const picture of tree.pictures)
      problems.push(
        problem(source, path, at(picture.at, '!['), pictureInMarkdown(picture.value.src, picture.value.alt)),
      );
    for (const html of tree.html)
      if (!allowedHtml(html.value))
        problems.push({ ...problem(source, path, at(html.at, html.value), rawHtml(html.value)), severity: 'warning' });
    for (const slip of tree.slips) problems.push(problem(source, path, at(slip.at, slip.needle), slip.detail));
    for (const notLink of tree.notLinks)
      problems.push(problem(source, path, at(notLink.at, notLink.value), notALink(notLink.value)));
  }
  return problems;
}

const pictureInMarkdown = (src: string, alt: string): AddressMistake => ({
  title: 'Picture in Markdown',
  expected: 'pictures in an image-text block, where their size, loading and description are checked',
  found: `the picture ![${alt}](${src})`,
  hint: 'Put the picture in a block of type image-text (its image: source, alt, width and height), with the text beside it, and remove it from the Markdown.',
});

const rawHtml = (html: string): AddressMistake => ({
  title: 'HTML in Markdown',
  expected: `Markdown, or one of the tags ${ALLOWED_HTML_TAGS.join(', ')} without attributes`,
  found: `the HTML ${html.length > 60 ? `${html.slice(0, 57)}...` : html}, shown on the page as text`,
  hint: 'Write it in Markdown: **bold**, *italic*, [words](/page), a blank line between paragraphs.',
});

const notALink = (written: string): AddressMistake => {
  const [, words, address] = /^\[([^\]]*)\]\((.*)\)$/.exec(written) ?? [];
  return {
    title: 'Link with a space in its address',
    expected: 'an address without spaces, like [call us](tel:+263782124470), or one inside <>',
    found: `${written}, shown on the page as it is written`,
    hint: `Put the address inside <>: [${words ?? 'words'}](<${address?.trim() ?? 'address'}>), or remove its spaces.`,
  };
};

function problem(source: ContentSource, path: PathKey[], position: Position, detail: AddressMistake): ContentProblem {
  return {
    ...detail,
    field: formatFieldPath(path),
    location: { file: source.file, ...position },
    frame: codeFrame(source.text, position.line, position.column),
  };
}

/**
 * The line and column in the file of a position in one of its Markdown texts: the body's lines are the
 * file's last ones; a field's text is found again in the YAML as written (folded or quoted as it may be).
 */
export function filePosition(source: ContentSource, path: readonly PathKey[], at: Position, needle: string): Position {
  if (path.length === 1 && path[0] === 'body') {
    const body = source.body ?? '';
    const bodyStartLine = source.text.split(/\r?\n/).length - body.split('\n').length + 1;
    return { line: bodyStartLine + at.line - 1, column: at.column };
  }
  const range = scalarRange(source, path);
  if (!range) return { line: 1, column: 1 };
  const raw = source.yaml.slice(range[0], range[1]);
  const offset = raw.indexOf(needle);
  return positionOf(source, range[0] + Math.max(0, offset));
}

function scalarRange(source: ContentSource, path: readonly PathKey[]): [number, number] | undefined {
  const node = scalarAt(source, path);
  return node?.range ? [node.range[0], node.range[1]] : undefined;
}

/**
 * A list written in a field folded with > or >-: YAML joins its lines into one before Markdown reads them, so
 * the items run together in one paragraph ("Intro - one - two"). Pointed at its first item.
 */
function foldedList(source: ContentSource, path: readonly PathKey[]): ContentProblem | undefined {
  const node = scalarAt(source, path);
  if (node?.type !== 'BLOCK_FOLDED' || !node.range) return undefined;
  const raw = source.yaml.slice(node.range[0], node.range[1]);
  // A list item written on a line of its own stays one where the text keeps its line (after an empty line, as
  // a YAML writer puts it); it is joined to the line before where the text folds it.
  const lineStarts = String(node.value)
    .split('\n')
    .map((line) => line.trimStart());
  const items = [...raw.matchAll(/\n([ \t]*)((?:[-*+]|\d{1,3}[.)])[ \t]+\S[^\n]*)/g)];
  if (items.every((found) => lineStarts.some((line) => line.startsWith(found[2]!.trimEnd())))) return undefined;
  const item = items[0]!;
  const { line, column } = positionOf(source, node.range[0] + item.index + 1 + item[1]!.length);
  const header = /^[>|][-+]?\d*/.exec(raw)?.[0] ?? '>-';
  return problem(
    source,
    [...path],
    { line, column },
    {
      title: 'List in a folded text',
      expected: 'a list in a text written after | (each line kept), not after > or >- (lines joined into one)',
      found: `a list item, "${item[2]!.trim().slice(0, 40)}", in a text written after ${header}, which shows its items run together in one line`,
      hint: `Write | instead of ${header} after the field's name: ${String(path.at(-1))}: |`,
    },
  );
}

function scalarAt(source: ContentSource, path: readonly PathKey[]): Scalar | undefined {
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
  return isScalar(node) ? node : undefined;
}

function decodedOr(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
