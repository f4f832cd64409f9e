/**
 * Says what is wrong with YAML the parser could not read, in an editor's
 * words: one problem per mistake, at the line that is wrong, with the fix.
 * The parser's error codes say what it met; the lines around say why.
 */
import type { YAMLError } from 'yaml';
import { codeFrame } from '../../problems/code-frame';
import type { ContentProblem } from '../../problems/errors';
import type { ContentSource } from './source';

export const SYNTAX_TITLE = 'The YAML cannot be read';

/** A mistake at a line of the file (0-based) and a column (1-based). */
interface Mistake {
  line: number;
  column: number;
  found: string;
  hint: string;
  /** A mistake in the file's shape (indentation, a quote left open): the parser's errors below it are its echoes. */
  breaksShape?: boolean;
}

/** One line of YAML as the indentation sees it. */
interface YamlLine {
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

function readLine(text: string): YamlLine {
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

/** Every problem of a YAML part the parser reported errors for, worded for editors. */
export function syntaxProblems(source: ContentSource): ContentProblem[] {
  // Lines counted as in the whole file: those before the YAML part (a front matter's ---) are blank to it.
  const lines = markText([
    ...Array.from({ length: source.lineOffset }, () => readLine('')),
    ...source.yaml.split(/\r?\n/).map(readLine),
  ]);
  const lineOf = (offset: number) =>
    source.lineCounter.linePos(Math.max(0, Math.min(offset, source.yaml.length))).line - 1 + source.lineOffset;
  const errors = source.document.errors;
  const mistakes: Mistake[] = [];
  const first = firstLineIndented(lines);
  if (first && errors.length > 0) mistakes.push(first);
  const duplicates = new Map<string, number[]>();
  for (const error of errors) {
    const line = skipComments(lines, lineOf(error.pos[0]));
    if (error.code === 'DUPLICATE_KEY') {
      const key = lines[line]?.key ?? '';
      const repeats = duplicates.get(key);
      if (repeats) repeats.push(line);
      else duplicates.set(key, [line]);
      continue;
    }
    mistakes.push(explain(error, line, lines));
  }
  for (const [key, repeats] of duplicates) mistakes.push(duplicateKey(key, repeats, lines));
  return withoutEchoes(oneByLine(mistakes)).map((mistake) => problemOf(source, mistake));
}

/** The mistakes, less those below the first mistake in the file's shape that are of the same sort: they are most often its echoes. */
function withoutEchoes(mistakes: Mistake[]): Mistake[] {
  let broken = false;
  return mistakes.filter((mistake) => {
    if (!mistake.breaksShape) return true;
    if (broken) return false;
    broken = true;
    return true;
  });
}

/**
 * Lines that are text, not fields: those of a block text (after `|` or `>`)
 * and the lines a plain text goes on over. A line of a block text indented
 * less than its first line is marked with that first line.
 */
function markText(lines: YamlLine[]): YamlLine[] {
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

/** A line of a block text indented less than the text's first line. */
function textIndentedLess(line: number, lines: YamlLine[]): Mistake | undefined {
  const errorLine = lines[line];
  if (!errorLine?.textStart) return undefined;
  const missing = errorLine.textStart.indent - errorLine.indent;
  return {
    line,
    column: errorLine.indent + 1,
    found: `Line ${lineNo(line)} is indented less than the first line of its text, line ${lineNo(errorLine.textStart.line)}`,
    hint: `Add ${spaces(missing)} at the start of line ${lineNo(line)}: every line of a text written after > or | starts at the column of its first line.`,
  };
}

/** The first field of the file indented, which the parser reports only through the lines after it. */
function firstLineIndented(lines: YamlLine[]): Mistake | undefined {
  const line = lines.findIndex((candidate) => !candidate.blank);
  const first = lines[line];
  if (!first || first.indent === 0) return undefined;
  return {
    line,
    column: 1,
    found: `Line ${lineNo(line)} is indented, but the first field of the file starts at the beginning of its line`,
    hint: `Remove the ${spaces(first.indent)} at the start of line ${lineNo(line)}.`,
    breaksShape: true,
  };
}

/** The problem for a value that could be parsed but not read out (too many aliases, or an alias to nothing). */
export function unreadableProblem(source: ContentSource, error: unknown): ContentProblem {
  const message = error instanceof Error ? error.message : String(error);
  const lines = [...Array.from({ length: source.lineOffset }, () => ''), ...source.yaml.split(/\r?\n/)];
  const unresolved = /^Unresolved alias[^:]*: (.+)$/.exec(message)?.[1];
  if (unresolved) {
    const at = findLine(lines, `*${unresolved}`);
    return problemOf(source, {
      ...at,
      found: `*${unresolved} refers to an anchor &${unresolved} that is not set above it`,
      hint: `If the text is meant to start with *, put it in quotes: "*${unresolved}".`,
    });
  }
  if (/call stack/i.test(message)) return problemOf(source, tooDeep(source.lineOffset));
  const at = findLine(lines, '*');
  return problemOf(source, {
    ...at,
    found: /alias|resource exhaustion/i.test(message)
      ? 'The file repeats its anchors (&name) through aliases (*name) so often that reading it would make more values than any page needs'
      : 'The file is too complex to read',
    hint: 'Write the values out in full instead of using & and * references; content files do not need them.',
  });
}

function problemOf(source: ContentSource, mistake: Mistake): ContentProblem {
  const line = mistake.line + 1;
  return {
    title: SYNTAX_TITLE,
    location: { file: source.file, line, column: mistake.column },
    field: '',
    found: mistake.found,
    hint: mistake.hint,
    frame: codeFrame(source.text, line, mistake.column),
  };
}

/** The first mistake on each line, in line order. */
function oneByLine(mistakes: Mistake[]): Mistake[] {
  const byLine = new Map<number, Mistake>();
  for (const mistake of mistakes) if (!byLine.has(mistake.line)) byLine.set(mistake.line, mistake);
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

/** A long text as its start and its end, cut between words, so its quotes show where they go. */
function abridge(text: string): string {
  if (text.length <= 60) return text;
  const head = text.slice(0, 40);
  const tail = text.slice(-24);
  const start = head.includes(' ') ? head.slice(0, head.lastIndexOf(' ')) : head;
  const end = tail.includes(' ') ? tail.slice(tail.indexOf(' ') + 1) : tail;
  return `${start} … ${end}`;
}

const quote = (text: string, max = 40) => `"${text.length > max ? `${text.slice(0, max - 1)}…` : text}"`;
const spaces = (count: number) => `${count} ${count === 1 ? 'space' : 'spaces'}`;
const lineNo = (line: number) => line + 1;

function explain(error: YAMLError, line: number, lines: YamlLine[]): Mistake {
  const errorLine = lines[line] ?? readLine('');
  const column = columnOf(errorLine);
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return {
        line,
        column: 1,
        found: `Line ${lineNo(line)} is indented with a tab`,
        hint: `Indent with spaces only: replace the tab at the start of line ${lineNo(line)} with spaces, as many as on the lines around it.`,
      };
    case 'BAD_SCALAR_START': {
      const start = errorLine.value.charAt(0);
      return {
        line,
        column: errorLine.text.indexOf(errorLine.value) + 1 || column,
        found: `The value on line ${lineNo(line)} starts with ${start}, which YAML keeps for itself`,
        hint: `Put the text in double quotes: ${errorLine.key ?? 'field'}: "${errorLine.value.replace(/"/g, '\\"')}"`.slice(
          0,
          200,
        ),
      };
    }
    case 'BAD_DQ_ESCAPE':
      return {
        line,
        column,
        found: `A backslash (\\) in the quoted text on line ${lineNo(line)} starts a sign YAML does not know`,
        hint: 'Write \\\\ for a backslash, or use single quotes around the text instead of double quotes.',
      };
    case 'MISSING_CHAR':
      if (/closing "quote|closing 'quote/.test(error.message))
        return shape(unclosedQuote(error.message.includes('"') ? '"' : "'", line, lines));
      if (error.message.startsWith('Sequence item without'))
        return shape(textIndentedLess(line, lines) ?? indentation(line, lines) ?? notAPair(line, lines));
      return shape(
        textIndentedLess(line, lines) ??
          listAmongFields(line, lines) ??
          indentation(line, lines) ??
          notAPair(line, lines),
      );
    case 'BAD_INDENT':
      if (/^Flow (sequence|map)/.test(error.message))
        return shape(unclosedBracket(error.message.includes('sequence') ? '[' : '{', line, lines));
      return shape(
        textIndentedLess(line, lines) ??
          listAmongFields(line, lines) ??
          fieldAmongItems(line, lines) ??
          indentation(line, lines) ??
          notLinedUp(line, lines),
      );
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
    case 'UNEXPECTED_TOKEN':
      return (
        dashInValue(line, lines) ??
        colonInText(line, lines) ??
        missingSpace(line, lines) ??
        shape(moreIndented(line, lines) ?? listAmongFields(line, lines) ?? notAPair(line, lines))
      );
    case 'MULTIPLE_DOCS':
      return secondDocument(line, lines);
    default:
      if (/call stack/i.test(error.message)) return tooDeep(line);
      return parserWords(error, line, column);
  }
}

/** A line of --- inside a .yaml file (or a front matter's second ---, when the page's own is not the first line). */
function secondDocument(errorLine: number, lines: YamlLine[]): Mistake {
  const found = lines.findIndex((candidate, index) => index >= errorLine && /^---\s*$/.test(candidate.text));
  const line = found === -1 ? errorLine : found;
  return {
    breaksShape: true,
    line,
    column: 1,
    found: `Line ${lineNo(line)} is a line of three dashes (---), which starts a second set of fields: a file holds one`,
    hint: `Remove the --- on line ${lineNo(line)}; if it was meant to separate two parts, join them into one.`,
  };
}

function tooDeep(line: number): Mistake {
  return {
    breaksShape: true,
    line,
    column: 1,
    found: `The value on line ${lineNo(line)} has lists or groups inside each other so deeply that it cannot be read`,
    hint: 'Write the value out plainly: no page needs more than a few levels of lists and groups.',
  };
}

const shape = (mistake: Mistake): Mistake => ({ ...mistake, breaksShape: true });

function columnOf(line: YamlLine): number {
  return line.content + 1;
}

function parserWords(error: YAMLError, line: number, column: number): Mistake {
  const words = (error.message.split('\n')[0] ?? error.message).replace(/ at line \d+, column \d+:?$/, '');
  return {
    line,
    column,
    found: words,
    hint: 'Check the indentation and that every "key: value" pair is on its own line; quote texts that contain a colon followed by a space or start with a special character.',
  };
}

/** `description: Registrations: ZIMRA tax`: a colon and a space inside a text that is not quoted. */
function colonInText(line: number, lines: YamlLine[]): Mistake | undefined {
  const errorLine = lines[line];
  if (!errorLine?.key || !/:(\s|$)/.test(errorLine.value) || /^["'[{|>]/.test(errorLine.value)) return undefined;
  const at = errorLine.value.search(/:(\s|$)/);
  const words = errorLine.value.slice(Math.max(0, at - 20), at + 1);
  const next = nextContent(lines, line);
  const inner = /^([A-Za-z_][\w-]*):(?:\s|$)/.exec(errorLine.value)?.[1];
  if (inner && next !== undefined && lines[next]!.indent > errorLine.content) {
    // `address: street: 27 Harare Drive` above lines indented under it: two lines run together.
    return {
      breaksShape: true,
      line,
      column: errorLine.text.indexOf(errorLine.value) + 1,
      found: `Line ${lineNo(line)} has two fields on one line: ${errorLine.key}: and ${inner}:`,
      hint: `Put ${inner}: on a line of its own, below ${errorLine.key}: and indented like line ${lineNo(next)}.`,
    };
  }
  return {
    line,
    column: errorLine.text.indexOf(errorLine.value) + at + 1,
    found: `The text of ${errorLine.key} on line ${lineNo(line)} has a colon followed by a space (${quote(words.trim())}), which YAML reads as the start of another field`,
    hint: `Put the whole text in double quotes: ${errorLine.key}: "${abridge(errorLine.value)}"`,
  };
}

/** `description:Our services`: no space after the colon, so the line is not a field. */
function missingSpace(line: number, lines: YamlLine[]): Mistake | undefined {
  const errorLine = lines[line];
  if (!errorLine || errorLine.key) return undefined;
  const match = /^([A-Za-z_][\w-]*):(\S.*)$/.exec(errorLine.text.slice(errorLine.content));
  if (!match || match[2]!.startsWith('//')) return undefined;
  return {
    line,
    column: errorLine.content + match[1]!.length + 2,
    found: `Line ${lineNo(line)} has no space after the colon of ${match[1]}:`,
    hint: `Add a space after the colon: ${match[1]}: ${match[2]!.slice(0, 60)}`,
  };
}

/** `heading: X` then `  text: Y` one space further right: not inside `heading`, which has a value. */
function moreIndented(line: number, lines: YamlLine[]): Mistake | undefined {
  const errorLine = lines[line];
  const next = nextContent(lines, line);
  if (!errorLine || next === undefined) return undefined;
  const after = lines[next]!;
  if (!errorLine.key || errorLine.value === '' || after.indent <= errorLine.content) return undefined;
  const extra = after.indent - errorLine.content;
  const name = after.key ? `${after.key}:` : 'it';
  return {
    line: next,
    column: after.indent + 1,
    found: `Line ${lineNo(next)} is indented more than the line above it: ${name} starts ${spaces(extra)} to the right of ${errorLine.key}: on line ${lineNo(line)}`,
    hint: `Remove ${spaces(extra)} at the start of line ${lineNo(next)}, so that ${name} lines up with ${errorLine.key}:.`,
  };
}

/** A line less (or more) indented than its neighbours, under a field that takes no more. */
function indentation(line: number, lines: YamlLine[]): Mistake | undefined {
  const errorLine = lines[line];
  if (!errorLine || errorLine.blank) return undefined;
  const open = openColumns(lines, line);
  if (open.some((column) => column.at === errorLine.indent)) return undefined;
  // A field lines up with other fields, never with the - of a list item.
  const fields = open.filter((column) => column.field);
  const right = fields.filter((column) => column.at > errorLine.indent).sort((a, b) => a.at - b.at)[0];
  const left = fields.filter((column) => column.at < errorLine.indent).sort((a, b) => b.at - a.at)[0];
  const name = errorLine.key ? `${errorLine.key}:` : 'the line';
  const previous = previousContent(lines, line);
  const above = previous === undefined ? undefined : lines[previous];
  const less = above !== undefined && errorLine.indent < above.content;
  const options: string[] = [];
  if (right)
    options.push(
      `add ${spaces(right.at - errorLine.indent)} to put ${name} in line with ${right.name} on line ${lineNo(right.line)}`,
    );
  if (left)
    options.push(
      `remove ${spaces(errorLine.indent - left.at)} to put it in line with ${left.name} on line ${lineNo(left.line)}`,
    );
  if (options.length === 0) return undefined;
  return {
    line,
    column: errorLine.indent + 1,
    found: `Line ${lineNo(line)} is indented ${less ? 'less than the line above it' : 'more than the lines around it'}, and lines up with no field above it`,
    hint: `At the start of line ${lineNo(line)}, ${options.join(', or ')}, whichever it belongs with.`,
  };
}

/** A column where a field or list item may start on `line`, and the line that opened it. */
interface OpenColumn {
  at: number;
  line: number;
  name: string;
  /** Where a field starts (not the - of a list item). */
  field: boolean;
}

/** The columns a line may start at, given the lines above it: the nearest line of each depth. */
function openColumns(lines: YamlLine[], line: number): OpenColumn[] {
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

/** `- item` where the lines around are fields (`key: value`), at the same column. */
function listAmongFields(line: number, lines: YamlLine[]): Mistake | undefined {
  const errorLine = lines[line];
  const previous = previousContent(lines, line);
  if (!errorLine?.item || previous === undefined) return undefined;
  const above = lines[previous]!;
  if (above.item || above.indent !== errorLine.indent || !above.key) return undefined;
  return {
    line,
    column: errorLine.indent + 1,
    found: `Line ${lineNo(line)} starts a list item (- ) among fields: ${above.key}: on line ${lineNo(previous)} is a field at the same column`,
    hint:
      above.value === ''
        ? `Indent the list item by 2 spaces more than ${above.key}:, or write the list under a field name ending in a colon.`
        : `A list goes under a field name that has nothing after its colon; put the list under its own field, or remove the - if this is a field.`,
  };
}

/** `key: value` at the column of the - of list items above it. */
function fieldAmongItems(line: number, lines: YamlLine[]): Mistake | undefined {
  const errorLine = lines[line];
  const previous = previousContent(lines, line);
  if (!errorLine?.key || errorLine.item || previous === undefined) return undefined;
  const itemAbove = [...lines.slice(0, line)]
    .reverse()
    .find((above) => !above.blank && above.indent <= errorLine.indent);
  if (!itemAbove?.item || itemAbove.indent !== errorLine.indent) return undefined;
  const itemLine = lines.lastIndexOf(itemAbove, line - 1);
  return {
    line,
    column: errorLine.indent + 1,
    found: `Line ${lineNo(line)} is a field (${errorLine.key}:) among list items: line ${lineNo(itemLine)} above it starts a list item (- ) at the same column`,
    hint: `If ${errorLine.key}: belongs to the item above, indent it by ${spaces(itemAbove.content - itemAbove.indent)} more, to line it up with ${itemAbove.key ? `${itemAbove.key}:` : "the item's text"}; if it starts a new item, begin it with "- ".`,
  };
}

/** `title: - foo`: a value that starts with "- ". */
function dashInValue(line: number, lines: YamlLine[]): Mistake | undefined {
  const errorLine = lines[line];
  if (!errorLine?.key || !errorLine.value.startsWith('- ')) return undefined;
  const next = nextContent(lines, line);
  if (next !== undefined && lines[next]!.indent > errorLine.content) {
    return {
      breaksShape: true,
      line,
      column: errorLine.text.indexOf(errorLine.value) + 1,
      found: `Line ${lineNo(line)} has the first item of the list of ${errorLine.key} on the same line as ${errorLine.key}:`,
      hint: `Put ${quote(errorLine.value, 30)} on a line of its own, below ${errorLine.key}: and indented like the items after it.`,
    };
  }
  return {
    line,
    column: errorLine.text.indexOf(errorLine.value) + 1,
    found: `The value of ${errorLine.key} on line ${lineNo(line)} starts with "- ", which YAML reads as a list`,
    hint: `Put the text in double quotes, ${errorLine.key}: "${errorLine.value.slice(0, 60)}", or start the list on the next line, indented.`,
  };
}

/** A line out of line with those around it, for a reason the lines do not show. */
function notLinedUp(line: number, lines: YamlLine[]): Mistake {
  const errorLine = lines[line] ?? readLine('');
  return {
    line,
    column: errorLine.indent + 1,
    found: `Line ${lineNo(line)} does not line up with the lines around it`,
    hint: 'Fields of the same group start at the same column, and the lines of a text under a field are indented more than the field.',
  };
}

/** A line that is neither `key: value` nor a list item. */
function notAPair(line: number, lines: YamlLine[]): Mistake {
  const errorLine = lines[line] ?? readLine('');
  return {
    line,
    column: errorLine.content + 1,
    found: `Line ${lineNo(line)} is not a field: it has no "name: value"`,
    hint: 'Start the line with the field name and a colon and a space (like title: Our services); if it continues the text above, put that whole text in quotes.',
  };
}

function unclosedQuote(mark: '"' | "'", errorLine: number, lines: YamlLine[]): Mistake {
  // The quote opens on the last value at or before the error that starts with the mark and does not end with it.
  for (let index = Math.min(errorLine, lines.length - 1); index >= 0; index--) {
    const candidate = lines[index]!;
    const value = candidate.key ? candidate.value : candidate.text.slice(candidate.content).trim();
    if (value.startsWith(mark) && !(value.length > 1 && value.endsWith(mark))) {
      const at = candidate.text.indexOf(value);
      return {
        line: index,
        column: at + 1,
        found: `The text that starts with ${mark} on line ${lineNo(index)} has no closing ${mark}`,
        hint: `Add ${mark} at the end of the text${mark === '"' ? ', and write \\" for a quote inside it' : ", and write '' for a quote inside it"}.`,
      };
    }
  }
  return {
    line: errorLine,
    column: 1,
    found: `A text in ${mark === '"' ? 'double' : 'single'} quotes has no closing ${mark}`,
    hint: `Add the missing ${mark}.`,
  };
}

function unclosedBracket(open: '[' | '{', errorLine: number, lines: YamlLine[]): Mistake {
  const close = open === '[' ? ']' : '}';
  for (let index = Math.min(errorLine, lines.length - 1); index >= 0; index--) {
    const candidate = lines[index]!;
    const at = candidate.text.indexOf(open);
    if (at !== -1 && !candidate.text.includes(close)) {
      return {
        line: index,
        column: at + 1,
        found: `The ${open === '[' ? 'list' : 'group'} that opens with ${open} on line ${lineNo(index)} is not closed`,
        hint: `Add ${close} at the end of line ${lineNo(index)}, as a list in brackets stays on one line; or, if the ${open} is part of a text, put the whole text in double quotes.`,
      };
    }
  }
  return {
    line: errorLine,
    column: 1,
    found: `A ${open} is not closed by ${close}`,
    hint: `Add the missing ${close}.`,
  };
}

function duplicateKey(key: string, repeats: number[], lines: YamlLine[]): Mistake {
  const firstRepeat = repeats[0]!;
  const repeated = lines[firstRepeat]!;
  let first = firstRepeat;
  for (let index = firstRepeat - 1; index >= 0; index--) {
    const above = lines[index]!;
    if (above.blank) continue;
    if (above.content < repeated.content && !(above.item && above.indent < repeated.content)) break;
    if (above.content === repeated.content && above.key === key) first = index;
  }
  const all = [...new Set([first, ...repeats])].sort((a, b) => a - b);
  const count = all.length;
  const shown = all.slice(0, 3).map(lineNo);
  const listed =
    count <= 3
      ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`
      : `${shown.join(', ')} and ${(count - 3).toLocaleString('en')} more`;
  return {
    line: firstRepeat,
    column: repeated.content + 1,
    found: `The field ${key} is given ${count === 2 ? 'twice' : `${count.toLocaleString('en')} times`}, on lines ${listed}`,
    hint: `Keep one ${key}: and delete the ${count === 2 ? 'other' : 'others'}.`,
  };
}

/** The parser may report a mistake at the comment above the line that has it. */
function skipComments(lines: YamlLine[], line: number): number {
  let at = line;
  while (at < lines.length - 1 && lines[at]!.text.trimStart().startsWith('#')) at += 1;
  return at < lines.length && lines[at]!.text.trim() !== '' ? at : line;
}

function nextContent(lines: YamlLine[], line: number): number | undefined {
  for (let index = line + 1; index < lines.length; index++) if (!lines[index]!.blank) return index;
  return undefined;
}

function previousContent(lines: YamlLine[], line: number): number | undefined {
  for (let index = line - 1; index >= 0; index--) if (!lines[index]!.blank) return index;
  return undefined;
}

function findLine(lines: string[], text: string): { line: number; column: number } {
  const line = Math.max(
    0,
    lines.findIndex((candidate) => candidate.includes(text)),
  );
  return { line, column: (lines[line]?.indexOf(text) ?? 0) + 1 };
}
