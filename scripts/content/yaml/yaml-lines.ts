/**
 * A YAML part's lines as their indentation shows them: each line's indent, key and value, the lines of a
 * text told from fields, and the columns a line may start at. The messages for YAML the parser could not
 * read (yaml-messages.ts) reason from these, not from the parser's own view.
 */

/** One line of YAML as the indentation sees it. */
export interface YamlLine {
  text: string;
  /** Leading spaces. */
  indent: number;
  /** Column (0-based) where the line's key or value starts, after any "- ". */
  content: number;
  /** The line starts a list item. */
  item: boolean;
  /** The key of a `key: value` or `key:` line. */
  key: string | undefined;
  /** What follows the key's colon, trimmed ('' for none). */
  value: string;
  /** Empty, a comment only, or a line of text (see markText). */
  blank: boolean;
  /** For a line of a block text indented less than the text's first line: that first line. */
  textStart?: { line: number; indent: number };
}

const KEY_LINE = /^((?:"[^"]*"|'[^']*'|[^\s#'"\-?:,[\]{}][^:#]*?|-[^\s:#][^:#]*?)):(?:\s+(.*)|$)/;

export function readLine(text: string): YamlLine {
  const indent = /^ */.exec(text)![0].length;
  let rest = text.slice(indent);
  let content = indent;
  let item = false;
  for (let dash = /^-(?: +|$)/.exec(rest); dash; dash = /^-(?: +|$)/.exec(rest)) {
    item = true;
    content += dash[0].length;
    rest = rest.slice(dash[0].length);
  }
  const blank = rest.trim() === '' || rest.startsWith('#');
  const match = KEY_LINE.exec(rest);
  return {
    text,
    indent,
    content,
    item,
    blank,
    key: match?.[1],
    value: (match?.[2] ?? '').replace(/\s+#.*$/, '').trim(),
  };
}

/**
 * Lines that are text, not fields: those of a block text (after `|` or `>`)
 * and the lines a plain text goes on over. A line of a block text indented
 * less than its first line is marked with that first line.
 */
export function markText(lines: YamlLine[]): YamlLine[] {
  for (let index = 0; index < lines.length; index++) {
    const owner = lines[index]!;
    if (!owner.key || owner.value === '') continue;
    const block = /^[|>][-+0-9]*$/.test(owner.value);
    if (!block && /^["'[{&*!]/.test(owner.value)) continue;
    let first: { line: number; indent: number } | undefined;
    for (let next = index + 1; next < lines.length; next++) {
      const line = lines[next]!;
      if (line.text.trim() === '') continue;
      if (line.indent <= owner.content || (!block && line.text.trimStart().startsWith('#'))) break;
      const looksLikeField = line.item || (line.key !== undefined && /^[A-Za-z_][\w-]*$/.test(line.key));
      if (!block && looksLikeField) break;
      if (block && first && line.indent < first.indent) {
        if (looksLikeField) break;
        lines[next] = { ...line, blank: true, key: undefined, item: false, textStart: first };
      } else {
        first ??= { line: next, indent: line.indent };
        lines[next] = { ...line, blank: true, key: undefined, item: false };
      }
      index = next;
    }
  }
  return lines;
}

/** A column where a field or list item may start on `line`, and the line that opened it. */
export interface OpenColumn {
  at: number;
  line: number;
  name: string;
  /** Where a field starts (not the - of a list item). */
  field: boolean;
}

/** The columns a line may start at, given the lines above it: the nearest line of each depth. */
export function openColumns(lines: YamlLine[], line: number): OpenColumn[] {
  const open: OpenColumn[] = [];
  let limit = Infinity;
  for (let index = line - 1; index >= 0 && limit > 0; index--) {
    const above = lines[index]!;
    if (above.blank || above.indent >= limit) continue;
    if (above.content < limit && (above.key || above.item))
      open.push({ at: above.content, line: index, name: above.key ? `${above.key}:` : 'the item', field: true });
    if (above.item) open.push({ at: above.indent, line: index, name: 'the - of the list item', field: false });
    limit = above.indent;
  }
  return open;
}

/** The parser may report a mistake at the comment above the line that has it. */
export function skipComments(lines: YamlLine[], line: number): number {
  let at = line;
  while (at < lines.length - 1 && lines[at]!.text.trimStart().startsWith('#')) at += 1;
  return at < lines.length && lines[at]!.text.trim() !== '' ? at : line;
}

export function nextContent(lines: YamlLine[], line: number): number | undefined {
  for (let index = line + 1; index < lines.length; index++) if (!lines[index]!.blank) return index;
  return undefined;
}

export function previousContent(lines: YamlLine[], line: number): number | undefined {
  for (let index = line - 1; index >= 0; index--) if (!lines[index]!.blank) return index;
  return undefined;
}
