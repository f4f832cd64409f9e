/**
 * A problem of the built site: where it is (a file of the output, or of content/), and why.
 * Printed as `file:line:col  reason`, or as a GitHub Actions annotation.
 */
import { annotationData, annotationProperty } from '../problems/format-problems';
export interface SiteProblem {
  /** The file, as the reader names it (relative to the working folder). */
  file: string;
  line: number;
  column: number;
  /** The kind of problem, in a few words: "Invalid HTML", "Broken link". */
  title: string;
  reason: string;
  /** What the reader may look at: the markup around the place, or the page the built file comes from. */
  detail?: string;
}

export function formatSiteProblem(problem: SiteProblem): string {
  const head = `✖ ${problem.title}: ${problem.file}:${problem.line}:${problem.column}\n  ${problem.reason}`;
  return problem.detail ? `${head}\n  ${problem.detail}` : head;
}

export function siteProblemAsGithub(problem: SiteProblem): string {
  const where = `file=${annotationProperty(problem.file)},line=${problem.line},col=${problem.column}`;
  const message = problem.detail ? `${problem.reason}\n${problem.detail}` : problem.reason;
  return `::error ${where},title=${annotationProperty(problem.title)}::${annotationData(message)}`;
}
