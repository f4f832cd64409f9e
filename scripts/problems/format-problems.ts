/**
 * Prints editors' problems: as plain, readable text (where, what, how to
 * fix), as JSON for tools, or as GitHub Actions annotations for CI.
 */
import { isWarning, type ContentProblem } from './errors';

export type ProblemFormat = 'human' | 'json' | 'github';
export const PROBLEM_FORMATS: readonly ProblemFormat[] = ['human', 'json', 'github'];

export function formatProblem(problem: ContentProblem): string {
  const { file, line, column } = problem.location;
  const lines = [`${isWarning(problem) ? '⚠' : '✖'} ${problem.title}: ${file}:${line}:${column}`];
  if (problem.field) lines.push(`  Field:    ${problem.field}`);
  if (problem.expected) lines.push(`  Expected: ${problem.expected}`);
  if (problem.found) lines.push(`  Found:    ${problem.found}`);
  if (problem.hint) lines.push(`  Fix:      ${problem.hint}`);
  if (problem.frame) lines.push('', indent(problem.frame, '  '));
  return lines.join('\n');
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  return `${problems.map(formatProblem).join('\n\n')}\n\n${countOf(problems)}.`;
}

/** "2 problems in 1 file", or "1 problem and 1 warning in 2 files" when some are warnings. */
export function countOf(problems: readonly ContentProblem[]): string {
  const files = new Set(problems.map((problem) => problem.location.file));
  const warnings = problems.filter(isWarning).length;
  const errors = problems.length - warnings;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const what =
    warnings === 0
      ? plural(errors, 'problem')
      : errors === 0
        ? plural(warnings, 'warning')
        : `${plural(errors, 'problem')} and ${plural(warnings, 'warning')}`;
  return `${what} in ${plural(files.size, 'file')}`;
}

/** One JSON document: a list of problems, each flat, for tools to read. */
export function problemsAsJson(problems: readonly ContentProblem[]): string {
  const list = problems.map((problem) => ({
    file: problem.location.file,
    line: problem.location.line,
    column: problem.location.column,
    field: problem.field,
    title: problem.title,
    expected: problem.expected ?? null,
    found: problem.found ?? null,
    hint: problem.hint ?? null,
    severity: problem.severity ?? 'error',
  }));
  return JSON.stringify(list, null, 2);
}

/** GitHub Actions workflow commands: each problem becomes an annotation on its line. */
export function problemsAsGithub(problems: readonly ContentProblem[]): string {
  return problems
    .map((problem) => {
      const { file, line, column } = problem.location;
      const properties = [
        `file=${annotationProperty(file)}`,
        `line=${line}`,
        `col=${column}`,
        `title=${annotationProperty(problem.title)}`,
      ].join(',');
      const message = [
        problem.field && `Field: ${problem.field}`,
        problem.expected && `Expected: ${problem.expected}`,
        problem.found && `Found: ${problem.found}`,
        problem.hint && `Fix: ${problem.hint}`,
      ]
        .filter(Boolean)
        .join('\n');
      return `::${isWarning(problem) ? 'warning' : 'error'} ${properties}::${annotationData(message || problem.title)}`;
    })
    .join('\n');
}

/** Escapes of the workflow commands' message and property values. */
export const annotationData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
export const annotationProperty = (text: string) => annotationData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}
