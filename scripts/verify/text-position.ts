/** Line and column (both from 1) of an offset in a text, and a short excerpt around it. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The markup around an offset on one line, for a reader to recognise the place in a minified page. */
export function excerptAt(text: string, offset: number, width = 60): string {
  const start = Math.max(0, offset - 10);
  const excerpt = text.slice(start, start + width).replace(/\s+/g, ' ');
  return `${start > 0 ? '…' : ''}${excerpt}${start + width < text.length ? '…' : ''}`;
}
