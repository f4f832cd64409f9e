/** Prints editors' problems as plain, readable text: where, what, how to fix. */
import type { ContentProblem } from './errors';

export function formatProblem(problem: ContentProblem): string {
  const { file, line, column } = problem.location;
  const lines = [`✖ ${problem.title}: ${file}:${line}:${column}`];
  if (problem.field) lines.push(`  Field:    ${problem.field}`);
  if (problem.expected) lines.push(`  Expected: ${problem.expected}`);
  if (problem.found) lines.push(`  Found:    ${problem.found}`);
  if (problem.hint) lines.push(`  Fix:      ${problem.hint}`);
  if (problem.frame) lines.push('', indent(problem.frame, '  '));
  return lines.join('\n');
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  const files = new Set(problems.map((problem) => problem.location.file));
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in ${files.size} ${files.size === 1 ? 'file' : 'files'}`;
  return `${problems.map(formatProblem).join('\n\n')}\n\n${count}.`;
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}
