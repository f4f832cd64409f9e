/**
 * A Markdown file's front matter told from its body: the split the loader reads (source.ts), with no YAML
 * parser, for what needs only the split (the page cache's hint of a field edited, the web editor's drafts).
 */
export type FrontMatter = 'closed' | 'unclosed' | 'none';

export interface SplitMarkdown {
  yaml: string;
  lineOffset: number;
  body: string;
  frontMatter: FrontMatter;
}

/** Splits `---\nfront matter\n---\nbody`; a file without front matter is all body. */
export function splitFrontMatter(text: string): SplitMarkdown {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return { yaml: '', lineOffset: 0, body: text, frontMatter: 'none' };
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end === -1) return { yaml: lines.slice(1).join('\n'), lineOffset: 1, body: '', frontMatter: 'unclosed' };
  return {
    yaml: lines.slice(1, end).join('\n'),
    lineOffset: 1,
    body: lines.slice(end + 1).join('\n'),
    frontMatter: 'closed',
  };
}
