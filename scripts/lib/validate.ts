/**
 * Validates a parsed content file against its zod schema and turns every
 * failure into an editor's problem: file, line, column, field, expected,
 * found, and the lines around it. All problems at once, never the first only.
 */
import type { z } from 'zod';
import { codeFrame } from './code-frame';
import { describeType, describeValue } from './describe-value';
import type { ContentProblem } from './errors';
import { locateOffset } from './locate';
import { positionOf, type ContentSource } from './source';

export type Validation<T> = { ok: true; data: T } | { ok: false; problems: ContentProblem[] };

type Issue = z.core.$ZodIssue;
type PathKey = string | number;

export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
}

/** Problems for YAML that could not be parsed at all. */
export function syntaxProblems(source: ContentSource): ContentProblem[] {
  return source.document.errors.map((error) => {
    const offset = error.pos[0];
    const { line, column } = positionOf(source, offset);
    const firstLine = error.message.split('\n')[0] ?? error.message;
    return {
      title: 'The YAML cannot be read',
      location: { file: source.file, line, column },
      field: '',
      found: firstLine.replace(/ at line \d+, column \d+:?$/, ''),
      hint: 'Check the indentation and that every "key: value" pair is on its own line; quote texts that contain a colon followed by a space or start with a special character.',
      frame: codeFrame(source.text, line, column),
    };
  });
}

export function validateSource<S extends z.ZodType>(source: ContentSource, schema: S): Validation<z.output<S>> {
  if (source.quick) {
    const result = schema.safeParse(source.quick.value ?? {}, { reportInput: true });
    if (result.success) return { ok: true, data: result.data };
    // A problem to point at: the full document below finds the same issues, with their positions.
  }
  const syntax = syntaxProblems(source);
  if (syntax.length > 0) return { ok: false, problems: syntax };
  const data: unknown = source.document.toJS() ?? {};
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, problems: result.error.issues.flatMap((issue) => problemsOf(source, issue)) };
}

function problemsOf(source: ContentSource, issue: Issue): ContentProblem[] {
  const path = issue.path.filter((key): key is PathKey => typeof key !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) =>
      problemAt(source, path, key, {
        title: 'Unknown field',
        field: formatFieldPath([...path, key]),
        expected: 'only the fields this kind of content has',
        found: `the field "${key}"`,
        hint: 'Check the spelling of the field name, or remove it.',
      }),
    );
  }
  return [problemAt(source, path, undefined, { field: formatFieldPath(path), ...explain(issue) })];
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

function explain(issue: Issue): Pick<ContentProblem, 'title' | 'expected' | 'found' | 'hint'> {
  const found = describeValue(issue.input);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) {
        return { title: 'Missing field', expected: describeType(issue.expected), found, hint: 'Add this field; it is required.' };
      }
      return { title: 'Wrong kind of value', expected: describeType(issue.expected), found };
    case 'invalid_value':
      return {
        title: 'Value not allowed',
        expected: `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`,
        found,
      };
    case 'invalid_format':
      return { title: 'Wrong format', expected: issue.message, found };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { title: 'Empty text', expected: 'a text that is not empty', found };
      return { title: 'Too short or too small', expected: `at least ${String(issue.minimum)}${issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : ''}`, found };
    case 'too_big':
      return { title: 'Too long or too large', expected: `at most ${String(issue.maximum)}${issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : ''}`, found };
    case 'invalid_union': {
      if ('discriminator' in issue && typeof issue.discriminator === 'string' && 'options' in issue && Array.isArray(issue.options)) {
        const given = isRecord(issue.input) ? issue.input[issue.discriminator] : undefined;
        return {
          title: `Unknown ${issue.discriminator}`,
          expected: `one of ${issue.options.map((option: unknown) => JSON.stringify(option)).join(', ')}`,
          found: describeValue(given),
        };
      }
      return { title: 'Value not allowed', expected: issue.message, found };
    }
    case 'custom': {
      // A rule of the schemas (scripts/schemas/common.ts: addRuleIssue) carries its own words.
      const rule: unknown = issue.params?.['rule'];
      if (isRecord(rule) && typeof rule['title'] === 'string') return { title: rule['title'], expected: issue.message, found, hint: String(rule['hint'] ?? '') || undefined };
      return { title: 'Invalid value', expected: issue.message, found };
    }
    default:
      return { title: 'Invalid value', expected: issue.message, found };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
