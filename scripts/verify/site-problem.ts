/**
 * A problem of the built site: where it is (a file of the output, or of content/), and why.
 * Printed as `file:line:col  reason`, or as a GitHub Actions annotation.
 */
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

/** Escapes of the workflow commands' message and property values. */
const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function siteProblemAsGithub(problem: SiteProblem): string {
  const where = `file=${property(problem.file)},line=${problem.line},col=${problem.column}`;
  const message = problem.detail ? `${problem.reason}\n${problem.detail}` : problem.reason;
  return `::error ${where},title=${property(problem.title)}::${data(message)}`;
}
