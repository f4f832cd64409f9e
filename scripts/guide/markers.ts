/** Generated sections of a Markdown file, kept between `<!-- name:start -->` and `<!-- name:end -->`. */

/** The text with what lies between the two markers of `name` replaced by `content`. */
export function replaceSection(text: string, name: string, content: string, fileName = 'content/README.md'): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from)
    throw new Error(`${fileName} has no "${start}" … "${end}" pair: put both back where the section goes.`);
  return `${text.slice(0, from + start.length)}\n${content.trim()}\n${text.slice(to)}`;
}

/** The anchor GitHub and Visual Studio Code give a heading: `### Unknown field` → `unknown-field`. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** A text for a Markdown table cell: on one line, with its pipes escaped. */
export function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}
