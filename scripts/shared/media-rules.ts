/**
 * What may go into the media folders (content/images/ and public/images/):
 * pictures only, known by their content rather than their name. One rule
 * for the web editor's uploads (in the browser and in its local backend)
 * and for the build, which checks the files a developer put there by hand.
 *
 * An upload must be an SVG, PNG or JPEG (the types the build makes pictures
 * from), no larger than MAX_UPLOAD_BYTES, under a plain file name whose
 * extension matches its content. An SVG must be a plain drawing: no script,
 * no event handler, no embedded web content (foreignObject), no link to any
 * other file. Such an SVG is refused, not cleaned: a cleaned drawing can
 * look different from what was sent, and nobody would know why.
 * Browser-safe: no Node modules.
 */
import { Parser } from 'htmlparser2';

/** The largest file the web editor takes: a photo straight from a phone fits; the build makes the sizes pages show. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The kinds of picture an upload may be, as the staff guide names them. */
export type PictureKind = 'SVG' | 'PNG' | 'JPEG';

const EXTENSIONS: Record<PictureKind, readonly string[]> = { SVG: ['svg'], PNG: ['png'], JPEG: ['jpg', 'jpeg'] };

/** Picture files a developer may keep in a media folder (served as they are, or made into pictures). */
export const MEDIA_FOLDER_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'ico'] as const;

/** An upload's file name: lower-case letters, digits, hyphens and underscores, then the picture's extension. */
const SAFE_NAME = /^[a-z0-9][a-z0-9_-]{0,99}\.(svg|png|jpe?g)$/;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** The kind of picture the bytes are, by their magic bytes (an SVG: XML text whose first element is <svg>); undefined for anything else. */
export function pictureKindOf(bytes: Uint8Array): PictureKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'JPEG';
  const text = textOf(bytes);
  return text !== undefined && firstElementOf(text) === 'svg' ? 'SVG' : undefined;
}

/** The bytes as UTF-8 text without a byte-order mark, or undefined when they are not text. */
function textOf(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    return text.includes('\0') ? undefined : text;
  } catch {
    return undefined;
  }
}

/** The local name (no prefix), lower-case. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

function firstElementOf(text: string): string | undefined {
  let first: string | undefined;
  const parser = new Parser(
    {
      onopentag(name) {
        first ??= localName(name);
      },
    },
    { xmlMode: true },
  );
  parser.end(text);
  return first;
}

/** Elements that run script or show other documents inside a drawing. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** A reference to anything but a part of the same drawing (url(#id)), or a stylesheet's import. */
const OUTSIDE_REFERENCE = /url\(\s*['"]?\s*(?!#)|@import|expression\(/i;
const XHTML = 'http://www.w3.org/1999/xhtml';

/**
 * Why an SVG's text is not a plain drawing, in plain words, each reason once; empty when it is one.
 * Refused: script, event handlers (on…), foreignObject and other embedded content, links (href) to
 * anything but a part of the drawing, url() to anything but a part of it, stylesheets or entities
 * declared in it, and animations that change a link or a handler.
 */
export function svgProblems(text: string): string[] {
  const problems = new Set<string>();
  let inStyle = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = localName(name);
        if (element === 'script') problems.add('it holds a script');
        else if (element === 'foreignobject') problems.add('it embeds web content (foreignObject)');
        else if (ACTIVE_ELEMENTS.has(element)) problems.add(`it embeds other content (<${element}>)`);
        if (element === 'style') inStyle += 1;
        for (const [attribute, value] of Object.entries(attributes)) {
          const attributeName = localName(attribute);
          if (attributeName.startsWith('on')) problems.add(`it has an event handler (${attribute})`);
          else if (attributeName === 'href' && !value.trim().startsWith('#'))
            problems.add(`it links to another file or address (${value.trim().slice(0, 60)})`);
          else if (attribute.toLowerCase().startsWith('xmlns') && value.trim() === XHTML)
            problems.add('it embeds web page content (XHTML)');
          else if (attributeName === 'attributename' && /href|^on/i.test(value.trim()))
            problems.add(`it animates a link or an event handler (${value.trim()})`);
          else if (OUTSIDE_REFERENCE.test(value))
            problems.add(`it refers to another file or address (in ${attribute})`);
        }
      },
      onclosetag(name) {
        if (localName(name) === 'style') inStyle -= 1;
      },
      ontext(data) {
        if (inStyle > 0 && OUTSIDE_REFERENCE.test(data)) problems.add('its styles refer to another file or address');
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
  parser.end(text);
  return [...problems];
}

/** Why a picture file's content may not be in a media folder; undefined when it may. `name`: its file name. */
export function pictureContentProblem(name: string, bytes: Uint8Array): string | undefined {
  const kind = pictureKindOf(bytes);
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (!kind) return `${name} is not an SVG, PNG or JPEG picture.`;
  if (!EXTENSIONS[kind].includes(extension))
    return `${name} is a ${kind} picture, but its name ends in .${extension}: name it .${EXTENSIONS[kind][0]}.`;
  if (kind !== 'SVG') return undefined;
  const problems = svgProblems(textOf(bytes) ?? '');
  return problems.length === 0
    ? undefined
    : `${name} is not a plain SVG drawing: ${problems.join('; ')}. Export it again as a plain SVG, or upload a PNG.`;
}

/** Why the web editor does not take this upload, in plain words; undefined when it does. `name`: the file's name, no folder. */
export function uploadProblem(name: string, bytes: Uint8Array): string | undefined {
  if (bytes.length > MAX_UPLOAD_BYTES)
    return `${name} is ${megabytes(bytes.length)}; the largest picture the editor takes is ${megabytes(MAX_UPLOAD_BYTES)}. Make it smaller, then upload it again.`;
  const kind = pictureKindOf(bytes);
  if (!kind) return `${name} is not an SVG, PNG or JPEG picture: the editor takes only those.`;
  if (!SAFE_NAME.test(name))
    return `The name ${name} is not a plain file name: use lower-case letters, digits and hyphens, up to 100 of them, then .${EXTENSIONS[kind][0]}.`;
  return pictureContentProblem(name, bytes);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
