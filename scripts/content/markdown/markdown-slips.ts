/**
 * Markdown as people write it, where CommonMark would make of it something
 * else than they meant: a line of dashes under a line (a heading, not a
 * rule), a year at the start of a line (a numbered list from 2024), a
 * footnote or a task list (shown as brackets, as this site has no styles
 * for them). Each is refused at its line, with the way to write it. Two
 * more slips are read as meant by the renderer itself: a line indented by
 * four spaces is text, not code, and a `#` heading is a section heading
 * (h2) under the page's own title.
 */
import type { Token } from 'markdown-it';
import type { AddressMistake } from '../links/link-address';
import type { Position } from './markdown-tree';

export interface Slip {
  at: Position;
  /** What to look for on the line, to point at its column. */
  needle: string;
  detail: AddressMistake;
}

const TITLE = 'Markdown that would not show as written';

/** The slips of a text read into its tokens; `lines` are the text's lines. */
export function markdownSlips(tokens: readonly Token[], lines: readonly string[]): Slip[] {
  const slips: Slip[] = [];
  const lineOf = (token: Token) => (token.map?.[0] ?? 0) + 1;
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open' && (token.markup === '-' || token.markup === '=')) {
      const words = tokens[index + 1]?.content ?? '';
      const underline = (token.map?.[1] ?? lineOf(token)) - 1;
      slips.push({
        at: { line: underline + 1, column: 1 },
        needle: token.markup,
        detail: {
          title: TITLE,
          expected: `a heading written with ## (## ${words}), or an empty line before a line of ${token.markup === '-' ? 'dashes' : 'equals signs'}`,
          found: `a line of ${token.markup === '-' ? 'dashes' : 'equals signs'} right under "${words}", which makes that line a heading`,
          hint: `For a heading, write ## ${words}; for a line across the page, leave an empty line above the ---.`,
        },
      });
    }
    if (token.type === 'ordered_list_open') {
      const start = Number(token.attrGet('start') ?? 1);
      if (start >= 1000) {
        const line = lines[lineOf(token) - 1] ?? '';
        slips.push({
          at: { line: lineOf(token), column: 1 },
          needle: `${start}`,
          detail: {
            title: TITLE,
            expected: `a sentence that starts with a number written as ${start}\\. (a backslash before the dot)`,
            found: `"${line.trim().slice(0, 40)}", which Markdown reads as a numbered list starting at ${start}`,
            hint: `Write ${start}\\. at the start of the line, or start the sentence with other words ("In ${start}, …").`,
          },
        });
      }
    }
    if (token.type === 'inline' && token.children)
      for (const child of token.children)
        if (child.type === 'text')
          slips.push(...textSlips(child.content, token).map((slip) => placed(slip, token, lines)));
  });
  return slips;
}

/** A slip found in a block's words, at the line and column of the block where its needle is. */
function placed(slip: Slip, block: Token, lines: readonly string[]): Slip {
  const [first = 0, last = first + 1] = block.map ?? [];
  for (let line = first; line < last; line += 1) {
    const column = (lines[line] ?? '').indexOf(slip.needle);
    if (column !== -1) return { ...slip, at: { line: line + 1, column: column + 1 } };
  }
  return slip;
}

/** Footnotes and task lists, found in the words of a paragraph or a list item. */
function textSlips(text: string, block: Token): Slip[] {
  const line = (block.map?.[0] ?? 0) + 1;
  const footnote = /\[\^[^\]\s]+\]:?/.exec(text)?.[0];
  if (footnote)
    return [
      {
        at: { line, column: 1 },
        needle: footnote,
        detail: {
          title: TITLE,
          expected: 'the note in the text itself, in brackets, or as a sentence after it',
          found: `the footnote ${footnote}, which the page would show as written: the site has no footnotes`,
          hint: 'Write the note where it belongs, in brackets (like this), or as a short paragraph at the end of the text.',
        },
      },
    ];
  const task = /^\[( |x|X)\] /.exec(text)?.[0];
  if (task && block.level > 0)
    return [
      {
        at: { line, column: 1 },
        needle: task.trim(),
        detail: {
          title: TITLE,
          expected: 'a list item without a box: the site shows lists with its own ticks',
          found: `the box ${task.trim()} at the start of a list item, which the page would show as brackets`,
          hint: 'Remove the box: "- Register with ZIMRA". A list of what is included is a checklist on the page already.',
        },
      },
    ];
  return [];
}
