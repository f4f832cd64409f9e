/**
 * Shows the lines around a position with a caret under the column, the way
 * compilers do, so an editor sees exactly where the problem is. A line too
 * long to read is cut around the column, with … where it was cut.
 */

/** Characters of a line shown at most; a longer one is cut. */
const MAX_WIDTH = 160;
/** Characters kept before the column on a line that is cut. */
const BEFORE_COLUMN = 60;

export function codeFrame(source: string, line: number, column: number, context = 2): string {
  const lines = source.split(/\r?\n/);
  if (lines.length > 1 && lines.at(-1) === '') lines.pop(); // the newline that ends the file
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    const { text, caret } = cut(lines[n - 1] ?? '', n === line ? column : 1);
    out.push(`${marker} ${String(n).padStart(width)} | ${text}`.trimEnd());
    if (n === line) {
      const indent = text.slice(0, Math.max(0, caret - 1)).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${indent}^`);
    }
  }
  return out.join('\n');
}

/** A line cut to MAX_WIDTH around a column, and the column's place in what is shown. */
function cut(text: string, column: number): { text: string; caret: number } {
  if (text.length <= MAX_WIDTH) return { text, caret: column };
  const from = Math.max(0, Math.min(column - 1 - BEFORE_COLUMN, text.length - MAX_WIDTH));
  const to = from + MAX_WIDTH;
  const head = from > 0 ? '…' : '';
  const tail = to < text.length ? '…' : '';
  return { text: `${head}${text.slice(from, to)}${tail}`, caret: column - from + head.length };
}
