/**
 * Reads one content file into a parsed YAML document that remembers where
 * every node came from, so later stages can point at exact lines.
 * Markdown files carry their YAML as front matter between two `---` lines.
 *
 * Most files are plain enough for the quick reader (quick-yaml.ts); their
 * value comes from it, and the document is made only if something asks
 * for it, which validation does only when a file has a problem to point at.
 */
import { LineCounter, parseDocument, type Document } from 'yaml';
import { quickYaml } from './quick-yaml';
import { isTurnedOff } from '../../shared/speed-devices';
import { splitFrontMatter, type FrontMatter } from './front-matter';

export { splitFrontMatter, type FrontMatter };

export interface ContentSource {
  /** Path relative to the project, with forward slashes, as editors see it. */
  file: string;
  /** The whole file text. */
  text: string;
  /** The YAML part (the whole file for .yaml, the front matter for .md). */
  yaml: string;
  /** Lines before the YAML part starts (1 for front matter, after `---`). */
  lineOffset: number;
  /** The YAML part's value from the quick reader, when it could read it. */
  quick: { value: unknown } | undefined;
  /** The YAML part as a document with positions, made on first use. */
  readonly document: Document.Parsed;
  readonly lineCounter: LineCounter;
  /** Markdown body of a .md file, undefined for .yaml. */
  body: string | undefined;
  /** A .md file's front matter: between two --- lines, opened and never closed, or none; undefined for .yaml. */
  frontMatter: FrontMatter | undefined;
}

export function parseContentSource(file: string, text: string): ContentSource {
  const isMarkdown = file.endsWith('.md');
  const split = isMarkdown
    ? splitFrontMatter(text)
    : { yaml: text, lineOffset: 0, body: undefined, frontMatter: undefined };
  const value = split.frontMatter === 'unclosed' || isTurnedOff('quick-yaml') ? undefined : quickYaml(split.yaml);
  let parsed: { document: Document.Parsed; lineCounter: LineCounter } | undefined;
  const full = () => {
    if (!parsed) {
      const lineCounter = new LineCounter();
      parsed = {
        document: parseDocument(split.yaml, { lineCounter, prettyErrors: false, uniqueKeys: true }),
        lineCounter,
      };
    }
    return parsed;
  };
  return {
    file,
    text,
    yaml: split.yaml,
    lineOffset: split.lineOffset,
    quick: value === undefined ? undefined : { value },
    get document() {
      return full().document;
    },
    get lineCounter() {
      return full().lineCounter;
    },
    body: split.body,
    frontMatter: split.frontMatter,
  };
}

/** Line and column (1-based) in the whole file of an offset in the YAML part. */
export function positionOf(source: ContentSource, offset: number): { line: number; column: number } {
  const { line, col } = source.lineCounter.linePos(Math.max(0, Math.min(offset, source.yaml.length)));
  return { line: line + source.lineOffset, column: col };
}
