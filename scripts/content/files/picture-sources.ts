/**
 * The source files of the pictures pages show, opened as the build opens
 * them (sharp, every pixel decoded): a damaged or cut-short file is a
 * content mistake at the picture's `source` field, and a source narrower
 * than twice the width it is shown at (sharp screens) is a warning, since
 * the build would have to stretch it. A file is read once per size and
 * modification time, so the dev server's reloads cost nothing.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Picture } from '../../../templates/model/blocks/picture';
import type { ContentProblem } from '../../problems/errors';
import { picturePaths, problemAt } from '../links/check-references';
import type { ContentSource } from '../yaml/source';

export type SourceReading =
  | { readable: true; width: number; height: number; vector: boolean }
  | { readable: false; reason: string };

const readings = new Map<string, Promise<SourceReading>>();

/** What sharp makes of the file: its size, or why it cannot be read. */
export async function readPictureSource(file: string): Promise<SourceReading> {
  const { size, mtimeMs } = await stat(file);
  const key = `${file}\0${size}\0${mtimeMs}`;
  let reading = readings.get(key);
  if (!reading) {
    reading = decode(file);
    readings.set(key, reading);
  }
  return reading;
}

async function decode(file: string): Promise<SourceReading> {
  const { default: sharp } = await import('sharp');
  try {
    const bytes = await readFile(file);
    const meta = await sharp(bytes).metadata();
    // Every pixel, at a small size (a JPEG is decoded at an eighth): a file cut short fails here.
    await sharp(bytes).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
    return { readable: true, width: meta.width ?? 0, height: meta.height ?? 0, vector: meta.format === 'svg' };
  } catch (error) {
    return { readable: false, reason: reasonOf(error) };
  }
}

/** sharp's message without its library's prefix: "VipsJpeg: Premature end of JPEG file". */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n').find((line) => line.trim() !== '') ?? message).trim();
}

export interface PagePictures {
  /** The page's file as messages name it. */
  file: string;
  pictures: readonly Picture[];
}

/** The problems of the pictures' source files the pages use (those missing are reported by checkReferences). */
export async function pictureSourceProblems(
  contentDir: string,
  pages: readonly PagePictures[],
  sourceOf: (file: string) => ContentSource,
  exists: (name: string) => boolean,
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const page of pages) {
    const used = page.pictures.filter((picture) => exists(picture.source));
    if (used.length === 0) continue;
    const readings = await Promise.all(
      used.map((picture) => readPictureSource(path.join(contentDir, 'images', picture.source))),
    );
    const source = sourceOf(page.file);
    const data: unknown = source.document.toJS();
    const blocks = data && typeof data === 'object' && 'blocks' in data ? data.blocks : undefined;
    const places = picturePaths(blocks, ['blocks']);
    used.forEach((picture, index) => {
      const reading = readings[index]!;
      const place = places.find((candidate) => candidate.picture === picture.source)?.path ?? ['blocks'];
      if (!reading.readable)
        problems.push(problemAt(source, [...place, 'source'], unreadable(picture, reading.reason)));
      else if (!reading.vector && reading.width < picture.width * 2)
        problems.push({ ...problemAt(source, [...place, 'source'], tooSmall(picture, reading)), severity: 'warning' });
    });
  }
  return problems;
}

/** A picture whose file sharp could not read, at its `source` field in the page. */
export function unreadablePicture(
  source: ContentSource,
  picture: Pick<Picture, 'source'>,
  error: unknown,
): ContentProblem {
  const data: unknown = source.document.toJS();
  const blocks = data && typeof data === 'object' && 'blocks' in data ? data.blocks : undefined;
  const place = picturePaths(blocks, ['blocks']).find((candidate) => candidate.picture === picture.source)?.path;
  return problemAt(source, [...(place ?? ['blocks']), 'source'], unreadable(picture, reasonOf(error)));
}

/** The picture's source could not be read: for the check, the build and the dev server alike. */
const unreadable = (picture: Pick<Picture, 'source'>, reason: string) => ({
  title: 'Picture cannot be read',
  expected: 'a whole SVG, PNG or JPEG file in content/images/',
  found: `"${picture.source}", a damaged or incomplete file (${reason})`,
  hint: 'Copy the picture into content/images/ again from where it came from, or save it again from a picture editor; check that it opens on your computer.',
});

const tooSmall = (picture: Picture, reading: { width: number; height: number }) => ({
  title: 'Picture too small for its place',
  expected: `a source at least ${picture.width * 2} pixels wide: twice the ${picture.width} it is shown at, for sharp screens`,
  found: `"${picture.source}", ${reading.width} × ${reading.height} pixels, which the page would stretch and blur`,
  hint: `Use a larger original of the picture, or show it at most ${Math.floor(reading.width / 2)} wide (width and height).`,
});
