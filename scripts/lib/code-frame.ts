/**
 * Shows the lines around a position with a caret under the column, the way
 * compilers do, so an editor sees exactly where the problem is.
 */
export function codeFrame(source: string, line: number, column: number, context = 2): string {
  const lines = source.split(/\r?\n/);
  if (lines.length > 1 && lines.at(-1) === '') lines.pop(); // the newline that ends the file
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    const text = lines[n - 1] ?? '';
    out.push(`${marker} ${String(n).padStart(width)} | ${text}`.trimEnd());
    if (n === line) {
      const indent = text.slice(0, Math.max(0, column - 1)).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${indent}^`);
    }
  }
  return out.join('\n');
}
