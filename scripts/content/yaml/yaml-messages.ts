/**
 * Says what is wrong with YAML the parser could not read, in an editor's
 * words: one problem per mistake, at the line that is wrong, with the fix.
 * The parser's error codes say what it met; the lines around say why.
 */
import type { YAMLError } from 'yaml';
import { codeFrame } from '../../problems/code-frame';
import type { ContentProblem } from '../../problems/errors';
import { duplicateKey, secondDocument, tooDeep } from './document-mistakes';
import {
  fieldAmongItems,
  firstLineIndented,
  indentation,
  listAmongFields,
  moreIndented,
  notAPair,
  notLinedUp,
  textIndentedLess,
} from './indentation-mistakes';
import type { ContentSource } from './source';
import { colonInText, dashInValue, missingSpace, unclosedBracket, unclosedQuote } from './value-mistakes';
import { markText, readLine, skipComments, type YamlLine } from './yaml-lines';
import { lineNo, shape, type Mistake } from './yaml-mistake';

export const SYNTAX_TITLE = 'The YAML cannot be read';

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

function findLine(lines: string[], text: string): { line: number; column: number } {
  const line = Math.max(
    0,
    lines.findIndex((candidate) => candidate.includes(text)),
  );
  return { line, column: (lines[line]?.indexOf(text) ?? 0) + 1 };
}
