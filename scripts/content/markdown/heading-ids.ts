/**
 * The ids of a Markdown text's headings, made as GitHub makes them: the
 * heading's words in lower case, punctuation dropped, spaces as hyphens, and
 * `-1`, `-2`… after a repeated one. So `## What we do for you` is
 * `#what-we-do-for-you`, as an editor who has linked to a README expects.
 */
import type { Token } from 'markdown-it';

export function slugOfHeading(words: string): string {
  return words
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Gives each heading_open token its id (attribute `id`), and returns them in order. */
export function headingIds(tokens: readonly Token[]): string[] {
  const seen = new Map<string, number>();
  const ids: string[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const words = (tokens[index + 1]?.children ?? [])
      .filter((child) => child.type === 'text' || child.type === 'code_inline')
      .map((child) => child.content)
      .join('');
    const base = slugOfHeading(words);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count}`;
    token.attrSet('id', id);
    ids.push(id);
  });
  return ids;
}
