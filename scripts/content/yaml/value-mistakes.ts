/**
 * Values YAML reads otherwise than their writer meant: a colon and a space inside a text, no space after
 * a field's colon, a text that starts with "- ", a quote or a bracket left open.
 */
import { nextContent, type YamlLine } from './yaml-lines';
import { abridge, lineNo, quote, type Mistake } from './yaml-mistake';

/** `description: Registrations: ZIMRA tax`: a colon and a space inside a text that is not quoted. */
export function colonInText(line: number, lines: YamlLine[]): Mistake | undefined {
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
export function missingSpace(line: number, lines: YamlLine[]): Mistake | undefined {
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

/** `title: - foo`: a value that starts with "- ". */
export function dashInValue(line: number, lines: YamlLine[]): Mistake | undefined {
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

export function unclosedQuote(mark: '"' | "'", errorLine: number, lines: YamlLine[]): Mistake {
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

export function unclosedBracket(open: '[' | '{', errorLine: number, lines: YamlLine[]): Mistake {
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
