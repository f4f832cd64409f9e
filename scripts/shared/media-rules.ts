/**
 * What may go into the media folders (content/images/ and public/images/):
 * pictures only, known by their content rather than their name. One rule
 * for the web editor's uploads (in the browser and in its local backend)
 * and for the build, which checks the files a developer put there by hand.
 *
 * An upload must be an SVG, PNG or JPEG (the types the build makes pictures
 * from), no larger than MAX_UPLOAD_BYTES, under a plain file name whose
 * extension matches its content. An SVG must be a plain drawing in UTF-8
 * (svg-rules.ts): no script, no event handler, no embedded web content
 * (foreignObject), no link to any other file. Such an SVG is refused, not
 * cleaned: a cleaned drawing can look different from what was sent, and
 * nobody would know why.
 * Browser-safe: no Node modules.
 */
import { Parser } from 'htmlparser2';
import { localName, STOP_READING, svgProblems } from './svg-rules';

export { svgProblems } from './svg-rules';

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

/** The name of the first element, read no further than its start. */
function firstElementOf(text: string): string | undefined {
  let first: string | undefined;
  const parser = new Parser(
    {
      onopentag(name) {
        first = localName(name);
        throw STOP_READING;
      },
    },
    { xmlMode: true },
  );
  try {
    parser.end(text);
  } catch (error) {
    if (error !== STOP_READING) throw error;
  }
  return first;
}

/** Byte-order marks of the Unicode encodings other than UTF-8 (UTF-32's before UTF-16's, whose mark begins it). */
const OTHER_ENCODING_MARKS: ReadonlyArray<[string, readonly number[]]> = [
  ['UTF-32', [0x00, 0x00, 0xfe, 0xff]],
  ['UTF-32', [0xff, 0xfe, 0x00, 0x00]],
  ['UTF-16', [0xfe, 0xff]],
  ['UTF-16', [0xff, 0xfe]],
];

/** The encoding other than UTF-8 that the bytes' byte-order mark names, if they start with one. */
const otherEncodingMarked = (bytes: Uint8Array) =>
  OTHER_ENCODING_MARKS.find(([, mark]) => startsWith(bytes, mark))?.[0];

/** Why a picture file's content may not be in a media folder; undefined when it may. `name`: its file name. */
export function pictureContentProblem(name: string, bytes: Uint8Array): string | undefined {
  const marked = otherEncodingMarked(bytes);
  if (marked) return otherEncodingProblem(name, marked);
  const kind = pictureKindOf(bytes);
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (!kind) return `${name} is not an SVG, PNG or JPEG picture.`;
  if (!EXTENSIONS[kind].includes(extension))
    return `${name} is ${kind === 'SVG' ? 'an' : 'a'} ${kind} picture, but its name ends in .${extension}: name it .${EXTENSIONS[kind][0]}.`;
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
  const marked = otherEncodingMarked(bytes);
  if (marked) return otherEncodingProblem(name, marked);
  const kind = pictureKindOf(bytes);
  if (!kind) return `${name} is not an SVG, PNG or JPEG picture: the editor takes only those.`;
  if (!SAFE_NAME.test(name))
    return `The name ${name} is not a plain file name: use lower-case letters, digits and hyphens, up to 100 of them, then .${EXTENSIONS[kind][0]}.`;
  return pictureContentProblem(name, bytes);
}

/** Text in UTF-16 or UTF-32, which a browser reads in that encoding and this rule would not read as it does. */
const otherEncodingProblem = (name: string, encoding: string) =>
  `${name} is text in ${encoding} (its first bytes say so): a picture's text must be UTF-8. Save the SVG again as UTF-8, or upload a PNG.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
