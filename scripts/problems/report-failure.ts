/**
 * Prints a failed build for the person who caused it: an editor's mistake
 * plainly, with no stack; a template error naming the route, the
 * template's own file, line and column with a code frame, and the stack in
 * the project's files; anything else in full, as it is a programmer's bug.
 */
import { ContentError, RenderError } from './errors';
import { formatProblems } from './format-problems';
import { mapStack, type CodeOrigin, type MappedStack } from './stack-map';

/** The error's stack in the project's own files, and where it came from (worked out by a render worker, or here). */
export function templateErrorOf(error: Error, root = process.cwd()): MappedStack {
  const origin = (error as Error & { origin?: CodeOrigin }).origin;
  if (origin) return { stack: error.stack ?? '', origin };
  return error.stack ? mapStack(error.stack, root) : { stack: String(error), origin: undefined };
}

/** `at file:line:column` and the code frame, indented under a title. */
export function formatOrigin(origin: CodeOrigin): string {
  const at = `  at ${origin.file}:${origin.line}:${origin.column}`;
  return origin.frame ? `${at}\n\n${origin.frame.replace(/^/gm, '    ')}` : at;
}

export function reportFailure(error: unknown, consequence: string): void {
  if (error instanceof ContentError) {
    console.error(`\n${formatProblems(error.problems)}\n${consequence}`);
  } else if (error instanceof RenderError) {
    console.error(`\n✖ ${error.message}`);
    if (error.cause instanceof Error) {
      const { stack, origin } = templateErrorOf(error.cause);
      if (origin) console.error(formatOrigin(origin));
      console.error(`\n${stack}`);
    } else {
      console.error(error.cause);
    }
    console.error(`\n${consequence}`);
  } else {
    console.error(error);
    console.error(`\n${consequence}`);
  }
}
