/**
 * Error kinds of the build. Editors' mistakes (content errors) are printed
 * plainly, with a location and a code frame; anything else is a programmer's
 * error and keeps its stack and cause.
 */

/** A position in a content file, 1-based as editors count. */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

export class BuildError extends Error {
  override name = 'BuildError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * How much a problem matters: an error stops the build; a warning (a matter
 * of taste, like a menu too long for one line) is printed and the build goes on.
 */
export type Severity = 'error' | 'warning';

/** One problem in one content file. */
export interface ContentProblem {
  /** Short title, e.g. "Unknown field". */
  title: string;
  location: SourceLocation;
  /** Dotted field path, e.g. `blocks[2].items[0].title`; empty for syntax errors. */
  field: string;
  expected?: string;
  found?: string;
  /** A hint on how to fix it. */
  hint?: string;
  /** The lines around the location with a caret under it. */
  frame: string;
  /** Absent for an error. */
  severity?: Severity;
}

export const isWarning = (problem: ContentProblem): boolean => problem.severity === 'warning';

/** A problem with a file as a whole (its name, that it is missing, what it is): at its first line, no field. */
export function wholeFileProblem(
  file: string,
  detail: Omit<ContentProblem, 'location' | 'field' | 'frame'>,
  frame = '',
): ContentProblem {
  return { ...detail, location: { file, line: 1, column: 1 }, field: '', frame };
}

/** An editor's mistake: carries every problem found in the run (its warnings too, after the errors), never a stack. */
export class ContentError extends BuildError {
  override name = 'ContentError';
  constructor(readonly problems: ContentProblem[]) {
    const errors = problems.filter((problem) => !isWarning(problem)).length;
    super(`${errors} content ${errors === 1 ? 'error' : 'errors'}`);
  }
}

/** A page template threw while rendering one route. */
export class RenderError extends BuildError {
  override name = 'RenderError';
  constructor(
    readonly route: string,
    cause: unknown,
  ) {
    super(`The page ${route} failed to render: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
