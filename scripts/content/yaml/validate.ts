/**
 * Validates a parsed content file against its zod schema and turns every
 * failure into an editor's problem: file, line, column, field, expected,
 * found, and the lines around it. All problems at once, never the first only.
 */
import type * as z from 'zod';
import { codeFrame } from '../../problems/code-frame';
import {
  describeSchema,
  describeType,
  describeValue,
  fieldsOf,
  nearestName,
  schemaAt,
} from '../../problems/describe-value';
import type { ContentProblem } from '../../problems/errors';
import { locateOffset } from './locate';
import { positionOf, type ContentSource } from './source';
import { syntaxProblems, unreadableProblem } from './yaml-messages';

export type Validation<T> = { ok: true; data: T } | { ok: false; problems: ContentProblem[] };

type Issue = z.core.$ZodIssue;
type PathKey = string | number;

export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
}

/** Aliases a file may use (the yaml package's default): content files need none, and more is an alias bomb. */
const MAX_ALIASES = 100;

export function validateSource<S extends z.ZodType>(source: ContentSource, schema: S): Validation<z.output<S>> {
  if (source.frontMatter === 'unclosed') return { ok: false, problems: [unclosedFrontMatter(source)] };
  if (source.quick) {
    const result = schema.safeParse(source.quick.value ?? {}, { reportInput: true });
    if (result.success) return { ok: true, data: result.data };
    // A problem to point at: the full document below finds the same issues, with their positions.
  }
  let syntax: ContentProblem[];
  let data: unknown;
  try {
    syntax = syntaxProblems(source);
    if (syntax.length === 0) data = source.document.toJS({ maxAliasCount: MAX_ALIASES }) ?? {};
  } catch (error) {
    // Anchors repeated through aliases into billions of values, an alias to nothing, or input too deep to parse.
    return { ok: false, problems: [unreadableProblem(source, error)] };
  }
  if (syntax.length > 0) return { ok: false, problems: syntax };
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, problems: problemsOfIssues(source, schema, data, result.error.issues) };
}

/** Every issue of a parse as problems: an unknown field close to a missing one is one mistake, a misspelt name. */
function problemsOfIssues(
  source: ContentSource,
  schema: z.ZodType,
  data: unknown,
  issues: readonly Issue[],
): ContentProblem[] {
  const missing = new Set(
    issues
      .filter((issue) => issue.code === 'invalid_type' && issue.input === undefined)
      .map((issue) => pathKey(cleanPath(issue.path))),
  );
  const renamed = new Set<string>();
  const problems: ContentProblem[] = [];
  for (const issue of issues) {
    const path = cleanPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      const fields = fieldsOf(schemaAt(schema, data, path), valueAt(data, path));
      for (const key of issue.keys) {
        const missingHere = fields.filter((field) => missing.has(pathKey([...path, field])));
        const meant =
          nearestName(key, missingHere) ??
          nearestName(
            key,
            fields.filter((field) => !has(valueAt(data, path), field)),
          );
        if (meant && missingHere.includes(meant)) renamed.add(pathKey([...path, meant]));
        const comma = commaInNumber(source, valueAt(data, path), key);
        problems.push(comma ? commaProblem(source, path, comma) : unknownField(source, path, key, fields, meant));
      }
      continue;
    }
    if (renamed.has(pathKey(path)) && issue.code === 'invalid_type' && issue.input === undefined) continue;
    problems.push(
      problemAt(source, path, undefined, {
        field: formatFieldPath(path),
        ...explain(issue, describeSchema(schemaAt(schema, data, path), issue.input)),
      }),
    );
  }
  // A misspelt field's "missing" may come before its "unknown": drop it wherever it is.
  return problems.filter((problem) => !(problem.title === 'Missing field' && renamed.has(problem.field)));
}

/**
 * A number written with a decimal comma inside { … } (price: 5,99): the comma ends the field, so the cents
 * become a field of their own named 99. The field before it, and the number as written.
 */
function commaInNumber(
  source: ContentSource,
  object: unknown,
  key: string,
): { field: string; written: string } | undefined {
  if (!/^\d+$/.test(key) || typeof object !== 'object' || object === null) return undefined;
  // Digits as a key come first in an object, whatever their place: the field before them is found in the text.
  for (const match of source.text.matchAll(new RegExp(`([A-Za-z_][\\w-]*):[ \\t]*(\\d+),[ \\t]*${key}\\b`, 'g'))) {
    const [, field = '', whole = ''] = match;
    if (typeof (object as Record<string, unknown>)[field] === 'number') return { field, written: `${whole},${key}` };
  }
  return undefined;
}

function commaProblem(
  source: ContentSource,
  path: PathKey[],
  comma: { field: string; written: string },
): ContentProblem {
  const dotted = comma.written.replace(',', '.');
  return problemAt(source, [...path, comma.field], undefined, {
    title: 'Comma in a number',
    field: formatFieldPath([...path, comma.field]),
    expected: `a number with a dot before the cents, like ${dotted}`,
    found: `${comma.field}: ${comma.written}, read as ${comma.field}: ${comma.written.split(',')[0]} and a field named ${comma.written.split(',')[1]}`,
    hint: `Write ${comma.field}: ${dotted}: inside { … } a comma separates fields.`,
  });
}

function unknownField(
  source: ContentSource,
  path: PathKey[],
  key: string,
  fields: readonly string[],
  meant: string | undefined,
): ContentProblem {
  return problemAt(source, path, key, {
    title: 'Unknown field',
    field: formatFieldPath([...path, key]),
    expected: fields.length > 0 ? `one of the fields ${fields.join(', ')}` : 'only the fields this kind of content has',
    found: `the field "${key}"`,
    hint: meant
      ? `Did you mean \`${meant}\`? Rename ${key} to ${meant}.`
      : 'Check the spelling of the field name, or remove it.',
  });
}

const cleanPath = (path: readonly PropertyKey[]): PathKey[] =>
  path.filter((key): key is PathKey => typeof key !== 'symbol');
const pathKey = (path: readonly PathKey[]) => formatFieldPath(path);

function valueAt(data: unknown, path: readonly PathKey[]): unknown {
  let value = data;
  for (const key of path)
    value = typeof value === 'object' && value !== null ? (value as Record<PathKey, unknown>)[key] : undefined;
  return value;
}

function has(value: unknown, key: string): boolean {
  // biome-ignore lint/suspicious/noPrototypeBuiltins: the web editor runs this too, in browsers that may lack Object.hasOwn
  return typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, key);
}

function problemAt(
  source: ContentSource,
  path: PathKey[],
  unknownKey: string | undefined,
  detail: Omit<ContentProblem, 'location' | 'frame'>,
): ContentProblem {
  const { line, column } = positionOf(source, locateOffset(source, path, unknownKey));
  return { ...detail, location: { file: source.file, line, column }, frame: codeFrame(source.text, line, column) };
}

/** An issue in editors' words; `expected` is what the schema at the issue's field asks for, when it can say. */
function explain(
  issue: Issue,
  expected: string | undefined,
): Pick<ContentProblem, 'title' | 'expected' | 'found' | 'hint'> {
  const found = describeValue(issue.input);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) {
        return {
          title: 'Missing field',
          expected: expected ?? describeType(issue.expected),
          found,
          hint: 'Add this field; it is required.',
        };
      }
      return { title: 'Wrong kind of value', expected: expected ?? describeType(issue.expected), found };
    case 'invalid_value':
      return {
        title: 'Value not allowed',
        expected: `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`,
        found,
      };
    case 'invalid_format':
      return { title: 'Wrong format', expected: issue.message, found };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1)
        return { title: 'Empty text', expected: 'a text that is not empty', found };
      return {
        title: 'Too short or too small',
        expected: `at least ${String(issue.minimum)}${issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : ''}`,
        found,
      };
    case 'too_big':
      return {
        title: 'Too long or too large',
        expected: `at most ${String(issue.maximum)}${issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : ''}`,
        found,
      };
    case 'invalid_union': {
      if (
        'discriminator' in issue &&
        typeof issue.discriminator === 'string' &&
        'options' in issue &&
        Array.isArray(issue.options)
      ) {
        const given = isRecord(issue.input) ? issue.input[issue.discriminator] : undefined;
        // "tpye: prose": the field is there, misspelt.
        const misspelt =
          given === undefined && isRecord(issue.input)
            ? Object.keys(issue.input).find((key) => nearestName(key, [String(issue.discriminator)]))
            : undefined;
        return {
          title: `Unknown ${issue.discriminator}`,
          expected: `one of ${issue.options.map((option: unknown) => JSON.stringify(option)).join(', ')}`,
          found: describeValue(given),
          ...(misspelt
            ? { hint: `Did you mean \`${issue.discriminator}\`? Rename ${misspelt} to ${issue.discriminator}.` }
            : {}),
        };
      }
      return { title: 'Value not allowed', expected: issue.message, found };
    }
    case 'custom': {
      // A rule of the schemas (templates/model/common.ts: addRuleIssue) carries its own words.
      const rule: unknown = issue.params?.rule;
      if (isRecord(rule) && typeof rule.title === 'string')
        return { title: rule.title, expected: issue.message, found, hint: String(rule.hint ?? '') || undefined };
      return { title: 'Invalid value', expected: issue.message, found };
    }
    default:
      return { title: 'Invalid value', expected: issue.message, found };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A page whose front matter opens with --- and never closes: its text would be read as fields. */
function unclosedFrontMatter(source: ContentSource): ContentProblem {
  const lines = source.text.split(/\r?\n/);
  // The page's text most likely starts at the first top-level line that is not a field, a list item or a comment.
  const bodyStart = lines.findIndex(
    (line, index) =>
      index > 0 &&
      line.trim() !== '' &&
      !/^(?:[A-Za-z_][\w-]*:(?:\s|$)|-(?:\s|$)|\s)/.test(line) &&
      !(line.startsWith('#') && lines[index - 1]?.trim() !== ''),
  );
  const where =
    bodyStart === -1
      ? 'after the last field'
      : `after the last field, before line ${bodyStart + 1} where the page's text seems to start`;
  return {
    title: 'Front matter not closed',
    location: { file: source.file, line: 1, column: 1 },
    field: '',
    expected: 'the front matter between two lines of three dashes (---)',
    found: 'a --- line that opens the front matter on line 1, and no --- line that closes it',
    hint: `Add a line with only --- ${where}.`,
    frame: codeFrame(source.text, 1, 1),
  };
}
