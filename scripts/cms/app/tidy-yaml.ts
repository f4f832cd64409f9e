/**
 * Writes an entry back into the text it was read from, changing only the
 * values that changed: a one-field edit is a one-field diff, and comments,
 * quoting, folded texts and flow lists elsewhere in the file stay as the
 * editor wrote them; a field filled in that the file lacked is one line
 * added. Where the shape changed otherwise (a field removed, a list item
 * added or removed, a value that needs several lines) it gives up, and the
 * caller writes the file its usual way. Whatever it returns reads back as
 * `data`.
 */
import { Document, isMap, isScalar, isSeq, parse, parseDocument, Scalar, type Node, type YAMLMap } from 'yaml';

type Edit = { start: number; end: number; text: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as data: the same values, whatever the order of keys (the editor keeps its fields in the form's order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]))
    );
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  return (
    keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length &&
    keys.every((key) => same(a[key], b[key]))
  );
}

/** A scalar as it would be written in place of `node`, in its quoting style when it has one; undefined when it needs several lines. */
function scalarText(node: Scalar, value: unknown): string | undefined {
  if (value !== null && typeof value === 'object') return undefined;
  const scalar = new Scalar(value);
  if (typeof value === 'string' && (node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE))
    scalar.type = node.type;
  const document = new Document();
  document.contents = scalar;
  const text = document.toString({ lineWidth: 0 }).replace(/\n$/, '');
  return text.includes('\n') ? undefined : text;
}

/**
 * Fields filled in that the file did not have: one `key: value` line each at
 * the end of a block map, at its keys' indentation; false for anything else
 * (a flow map, a value of several lines, an empty map).
 */
function addedLines(
  node: YAMLMap,
  added: readonly string[],
  value: Record<string, unknown>,
  edits: Edit[],
  source: string,
): boolean {
  const first = node.items[0]?.key;
  const last = node.items.at(-1);
  if (node.flow || !isScalar(first) || !first.range || !last) return false;
  const lineStart = source.lastIndexOf('\n', first.range[0] - 1) + 1;
  const indent = source.slice(lineStart, first.range[0]);
  if (indent.trim() !== '') return false;
  const end = (last.value as Node | null)?.range?.[1] ?? (isScalar(last.key) ? last.key.range?.[1] : undefined);
  if (end === undefined) return false;
  // After the last field's own line (a block text's range already ends past its line break).
  const lineEnd = source.slice(end).match(/^[^\n]*\n?/)?.[0].length ?? 0;
  const at = source[end - 1] === '\n' ? end : end + lineEnd;
  const lines: string[] = [];
  for (const key of added) {
    const keyText = scalarText(new Scalar(key), key);
    const valueText = scalarText(new Scalar(value[key]), value[key]);
    if (keyText === undefined || valueText === undefined) return false;
    lines.push(`${indent}${keyText}: ${valueText}\n`);
  }
  const text = lines.join('');
  edits.push({ start: at, end: at, text: at === source.length && !source.endsWith('\n') ? `\n${text}` : text });
  return true;
}

/** The edits turning `node` into `value`; false when the change is not one of values alone. */
function editsFor(node: Node | null, value: unknown, edits: Edit[], source: string): boolean {
  if (node === null) return false;
  if (same(node.toJSON(), value)) return true;
  if (isMap(node) && isRecord(value)) {
    const keys = node.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : undefined));
    const wanted = Object.keys(value).filter((key) => value[key] !== undefined);
    if (keys.some((key) => key === undefined || !wanted.includes(key))) return false;
    const added = wanted.filter((key) => !keys.includes(key));
    if (added.length > 0 && !addedLines(node, added, value, edits, source)) return false;
    return node.items.every((pair, index) => editsFor(pair.value as Node | null, value[keys[index]!], edits, source));
  }
  if (isSeq(node) && Array.isArray(value)) {
    if (node.items.length !== value.length) return false;
    return node.items.every((item, index) => editsFor(item as Node | null, value[index], edits, source));
  }
  if (isScalar(node) && node.range) {
    const text = scalarText(node, value);
    if (text === undefined) return false;
    // A block scalar's range takes in the line breaks after it: they stay.
    const [start, end] = node.range;
    const trailing = /\s*$/.exec(source.slice(start, end))?.[0] ?? '';
    edits.push({ start, end, text: text + trailing });
    return true;
  }
  return false;
}

/** The YAML text with `data` in it, or undefined when that needs more than changed values. */
export function updateYaml(original: string, data: unknown): string | undefined {
  const document = parseDocument(original);
  if (document.errors.length > 0) return undefined;
  const edits: Edit[] = [];
  if (!editsFor(document.contents as Node | null, data, edits, original)) return undefined;
  let text = original;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  // The promise: what is written reads back as what the editor holds.
  try {
    return same(parse(text), data) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Where a Markdown file's front matter and body lie: `---\n<yaml>---\n<body>`; undefined without front matter. */
function frontMatterParts(text: string): { yaml: string; before: string; between: string; body: string } | undefined {
  const open = /^---\r?\n/.exec(text);
  if (!open) return undefined;
  const close = /^---[ \t]*(\r?\n|$)/m.exec(text.slice(open[0].length));
  if (!close) return undefined;
  const yamlEnd = open[0].length + close.index;
  const bodyStart = yamlEnd + close[0].length;
  return {
    before: open[0],
    yaml: text.slice(open[0].length, yamlEnd),
    between: text.slice(yamlEnd, bodyStart),
    body: text.slice(bodyStart),
  };
}

/** A Markdown file with `data` (its front matter, and the text in `body`), or undefined when its front matter changed shape. */
export function updateFrontMatter(original: string, data: Record<string, unknown>): string | undefined {
  const parts = frontMatterParts(original);
  if (!parts) return undefined;
  const { body, ...frontMatter } = data;
  const yaml = updateYaml(parts.yaml, frontMatter);
  if (yaml === undefined) return undefined;
  return `${parts.before}${yaml}${parts.between}${typeof body === 'string' ? body : ''}`;
}
