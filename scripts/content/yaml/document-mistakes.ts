/** Mistakes of a YAML file as a whole: a second set of fields, values nested too deep, a field given twice. */
import type { YamlLine } from './yaml-lines';
import { lineNo, type Mistake } from './yaml-mistake';

/** A line of --- inside a .yaml file (or a front matter's second ---, when the page's own is not the first line). */
export function secondDocument(errorLine: number, lines: YamlLine[]): Mistake {
  const found = lines.findIndex((candidate, index) => index >= errorLine && /^---\s*$/.test(candidate.text));
  const line = found === -1 ? errorLine : found;
  return {
    breaksShape: true,
    line,
    column: 1,
    found: `Line ${lineNo(line)} is a line of three dashes (---), which starts a second set of fields: a file holds one`,
    hint: `Remove the --- on line ${lineNo(line)}; if it was meant to separate two parts, join them into one.`,
  };
}

export function tooDeep(line: number): Mistake {
  return {
    breaksShape: true,
    line,
    column: 1,
    found: `The value on line ${lineNo(line)} has lists or groups inside each other so deeply that it cannot be read`,
    hint: 'Write the value out plainly: no page needs more than a few levels of lists and groups.',
  };
}

export function duplicateKey(key: string, repeats: number[], lines: YamlLine[]): Mistake {
  const firstRepeat = repeats[0]!;
  const repeated = lines[firstRepeat]!;
  let first = firstRepeat;
  for (let index = firstRepeat - 1; index >= 0; index--) {
    const above = lines[index]!;
    if (above.blank) continue;
    if (above.content < repeated.content && !(above.item && above.indent < repeated.content)) break;
    if (above.content === repeated.content && above.key === key) first = index;
  }
  const all = [...new Set([first, ...repeats])].sort((a, b) => a - b);
  const count = all.length;
  const shown = all.slice(0, 3).map(lineNo);
  const listed =
    count <= 3
      ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`
      : `${shown.join(', ')} and ${(count - 3).toLocaleString('en')} more`;
  return {
    line: firstRepeat,
    column: repeated.content + 1,
    found: `The field ${key} is given ${count === 2 ? 'twice' : `${count.toLocaleString('en')} times`}, on lines ${listed}`,
    hint: `Keep one ${key}: and delete the ${count === 2 ? 'other' : 'others'}.`,
  };
}
