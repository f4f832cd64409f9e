/**
 * What makes an SVG drawing plain, read as a browser reads it: text in
 * UTF-8 (a browser reads a file whose XML declaration names another
 * encoding in that encoding, where ISO-2022-JP's escapes turn what UTF-8
 * takes for a comment or an attribute's value into a script), no control
 * characters (which XML never holds), no script, event handler, embedded
 * content or link to anything but a part of the drawing, no CSS that
 * fetches (read after its escapes and comments are undone), no <use>
 * elements that copy it into more than MAX_USE_COPIES elements, and no
 * nesting deeper than MAX_DEPTH.
 * Browser-safe: no Node modules.
 */
import { Parser } from 'htmlparser2';
import { cssFetches } from './css-fetches';
import { type DrawingElement, copiesMadeByUse } from './svg-use-copies';

/** The most elements <use> may copy: a sprite of icons copies a few hundred; drawing 100,000 took sharp 0.6 s. */
export const MAX_USE_COPIES = 10_000;
/**
 * How deep a drawing's elements may nest: exports nest a few dozen levels. The parser's cost grows with the
 * square of the depth (50,000 levels took it 2 s), so reading stops past it.
 */
export const MAX_DEPTH = 256;

/** Thrown from the parser's handlers to stop reading a drawing once its verdict is known. */
export const STOP_READING = Symbol('stop reading');

/** Elements that run script or show other documents inside a drawing. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
const XHTML = 'http://www.w3.org/1999/xhtml';
/** Characters XML never holds (all controls but tab and line ends), such as the escapes of ISO-2022-JP. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const CONTROL = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]/;
const UTF8_DECLARED = /^\s*=\s*(["'])utf-8\1/i;

/** The local name (no prefix), lower-case. */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/**
 * Why an SVG's text is not a plain drawing, in plain words, each reason once; empty when it is one.
 * Refused: an encoding other than UTF-8 declared, control characters, script, event handlers (on…),
 * foreignObject and other embedded content, links (href) to anything but a part of the drawing, CSS that
 * fetches anything but a part of it, stylesheets or entities declared in it, animations that change a link
 * or a handler, <use> elements that copy more than MAX_USE_COPIES elements, and nesting deeper than
 * MAX_DEPTH (where reading stops).
 */
export function svgProblems(text: string): string[] {
  const problems = new Set<string>(encodingProblems(text));
  if (CONTROL.test(text)) problems.add('it holds control characters, which a drawing never holds');
  const root: DrawingElement = { children: [] };
  const open: DrawingElement[] = [root];
  const ids = new Map<string, DrawingElement>();
  let uses = 0;
  // The text of the <style> element open, if any (nested ones included), judged whole once it closes.
  let style = '';
  let inStyle = 0;
  const judgeStyle = () => {
    if (cssFetches(style).length > 0) problems.add('its styles refer to another file or address');
    style = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = localName(name);
        if (element === 'script') problems.add('it holds a script');
        else if (element === 'foreignobject') problems.add('it embeds web content (foreignObject)');
        else if (ACTIVE_ELEMENTS.has(element)) problems.add(`it embeds other content (<${element}>)`);
        const drawn: DrawingElement = { children: [] };
        open.at(-1)!.children.push(drawn);
        open.push(drawn);
        if (open.length > MAX_DEPTH + 1) {
          problems.add(`it nests its elements more than ${MAX_DEPTH} deep`);
          throw STOP_READING;
        }
        if (element === 'style') inStyle += 1;
        for (const [attribute, value] of Object.entries(attributes)) {
          const attributeName = localName(attribute);
          if (attributeName === 'id' && !ids.has(value)) ids.set(value, drawn);
          if (attributeName.startsWith('on')) problems.add(`it has an event handler (${attribute})`);
          else if (attributeName === 'href' && !value.trim().startsWith('#'))
            problems.add(`it links to another file or address (${value.trim().slice(0, 60)})`);
          else if (attributeName === 'href' && element === 'use') {
            drawn.uses = idsNamed(value);
            uses += 1;
          } else if (attribute.toLowerCase().startsWith('xmlns') && value.trim() === XHTML)
            problems.add('it embeds web page content (XHTML)');
          else if (attributeName === 'attributename' && /href|^on/i.test(value.trim()))
            problems.add(`it animates a link or an event handler (${value.trim()})`);
          else if (cssFetches(value).length > 0) problems.add(`it refers to another file or address (in ${attribute})`);
        }
      },
      onclosetag(name) {
        if (open.length > 1) open.pop();
        if (localName(name) === 'style' && inStyle > 0 && --inStyle === 0) judgeStyle();
      },
      // A <style>'s text comes in pieces (split at each entity or CDATA section): judged whole, at its end.
      ontext(data) {
        if (inStyle > 0) style += data;
      },
      onprocessinginstruction(name, data) {
        const instruction = name.toLowerCase();
        if (instruction.startsWith('!doctype') && data.includes('['))
          problems.add('it declares entities (<!DOCTYPE … [ … ]>)');
        else if (instruction.startsWith('!doctype') && !/^!doctype\s+svg\b/i.test(data))
          problems.add('it declares itself another kind of document (<!DOCTYPE>)');
        else if (instruction.startsWith('?') && instruction !== '?xml')
          problems.add(`it asks for a stylesheet or other processing (<${name}>)`);
      },
    },
    { xmlMode: true },
  );
  try {
    parser.end(text);
  } catch (error) {
    if (error !== STOP_READING) throw error;
    return [...problems];
  }
  judgeStyle();
  const copies = uses === 0 ? 0 : copiesMadeByUse(root, ids, MAX_USE_COPIES);
  if (copies === Number.POSITIVE_INFINITY) problems.add('a <use> element copies itself, which never ends');
  else if (copies > MAX_USE_COPIES)
    problems.add(
      `its <use> elements copy more than ${MAX_USE_COPIES.toLocaleString('en')} elements, which takes long to draw`,
    );
  return [...problems];
}

/** The encodings the text's XML declarations name, other than UTF-8, as problems. */
function encodingProblems(text: string): string[] {
  const problems: string[] = [];
  for (const pseudoAttributes of xmlDeclarations(text)) {
    for (const match of pseudoAttributes.matchAll(/encoding/gi)) {
      const declared = pseudoAttributes.slice((match.index ?? 0) + match[0].length);
      if (UTF8_DECLARED.test(declared)) continue;
      const name = /^\s*=\s*["']?([^"'?\s]*)/.exec(declared)?.[1] || 'another';
      problems.push(`it declares the encoding ${name} (<?xml … encoding="${name}"?>), where a drawing is UTF-8`);
    }
  }
  return problems;
}

/**
 * What follows `<?xml` in each XML declaration, anywhere in the text, to its `?>` (or the text's end): a
 * `>` in a quoted value does not end it for a browser. Found in one pass, so many unclosed ones cost no more.
 */
function xmlDeclarations(text: string): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (let start = lower.indexOf('<?xml'); start !== -1; ) {
    const from = start + '<?xml'.length;
    const end = lower.indexOf('?>', from);
    if (/[\s?]/.test(lower[from] ?? '')) found.push(text.slice(from, end === -1 ? text.length : end));
    if (end === -1) break;
    start = lower.indexOf('<?xml', end);
  }
  return found;
}

/** The ids a <use> may name (`#logo`): as written, and with percent-escapes undone, as a browser may read it. */
function idsNamed(href: string): string[] {
  const fragment = href.trim().slice(1);
  try {
    return [...new Set([fragment, decodeURIComponent(fragment)])];
  } catch {
    return [fragment];
  }
}
