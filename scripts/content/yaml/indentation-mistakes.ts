/**
 * Lines out of place in YAML: the first field indented, a line of a text or a field that lines up with
 * nothing above it, a list item among fields, a field among list items, a line that is not a field.
 */
import { nextContent, openColumns, previousContent, readLine, type YamlLine } from './yaml-lines';
import { lineNo, spaces, type Mistake } from './yaml-mistake';

/** A line of a block text indented less than the text's first line. */
export function textIndentedLess(line: number, lines: YamlLine[]): Mistake | undefined {
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
export function firstLineIndented(lines: YamlLine[]): Mistake | undefined {
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

/** `heading: X` then `  text: Y` one space further right: not inside `heading`, which has a value. */
export function moreIndented(line: number, lines: YamlLine[]): Mistake | undefined {
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
export function indentation(line: number, lines: YamlLine[]): Mistake | undefined {
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

/** `- item` where the lines around are fields (`key: value`), at the same column. */
export function listAmongFields(line: number, lines: YamlLine[]): Mistake | undefined {
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
export function fieldAmongItems(line: number, lines: YamlLine[]): Mistake | undefined {
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

/** A line out of line with those around it, for a reason the lines do not show. */
export function notLinedUp(line: number, lines: YamlLine[]): Mistake {
  const errorLine = lines[line] ?? readLine('');
  return {
    line,
    column: errorLine.indent + 1,
    found: `Line ${lineNo(line)} does not line up with the lines around it`,
    hint: 'Fields of the same group start at the same column, and the lines of a text under a field are indented more than the field.',
  };
}

/** A line that is neither `key: value` nor a list item. */
export function notAPair(line: number, lines: YamlLine[]): Mistake {
  const errorLine = lines[line] ?? readLine('');
  return {
    line,
    column: errorLine.content + 1,
    found: `Line ${lineNo(line)} is not a field: it has no "name: value"`,
    hint: 'Start the line with the field name and a colon and a space (like title: Our services); if it continues the text above, put that whole text in quotes.',
  };
}
