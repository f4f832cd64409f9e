/** A mistake found in YAML, before it is worded as a problem, and the words its messages share. */

/** A mistake at a line of the file (0-based) and a column (1-based). */
export interface Mistake {
  line: number;
  column: number;
  found: string;
  hint: string;
  /** A mistake in the file's shape (indentation, a quote left open): the parser's errors below it are its echoes. */
  breaksShape?: boolean;
}

/** A long text as its start and its end, cut between words, so its quotes show where they go. */
export function abridge(text: string): string {
  if (text.length <= 60) return text;
  const head = text.slice(0, 40);
  const tail = text.slice(-24);
  const start = head.includes(' ') ? head.slice(0, head.lastIndexOf(' ')) : head;
  const end = tail.includes(' ') ? tail.slice(tail.indexOf(' ') + 1) : tail;
  return `${start} … ${end}`;
}

export const quote = (text: string, max = 40) => `"${text.length > max ? `${text.slice(0, max - 1)}…` : text}"`;

export const spaces = (count: number) => `${count} ${count === 1 ? 'space' : 'spaces'}`;

export const lineNo = (line: number) => line + 1;

export const shape = (mistake: Mistake): Mistake => ({ ...mistake, breaksShape: true });
