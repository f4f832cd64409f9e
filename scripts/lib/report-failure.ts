/**
 * Prints a failed build for the person who caused it: an editor's mistake
 * plainly, with no stack; a template error naming the route; anything else
 * in full, as it is a programmer's bug.
 */
import { ContentError, RenderError } from './errors';
import { formatProblems } from './format-problems';

export function reportFailure(error: unknown, consequence: string): void {
  if (error instanceof ContentError) {
    console.error(`\n${formatProblems(error.problems)}\n${consequence}`);
  } else if (error instanceof RenderError) {
    console.error(`\n✖ ${error.message}\n`);
    console.error(error.cause instanceof Error ? error.cause.stack : error.cause);
    console.error(`\n${consequence}`);
  } else {
    console.error(error);
    console.error(`\n${consequence}`);
  }
}
