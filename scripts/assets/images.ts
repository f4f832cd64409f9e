/**
 * Images made at build time with sharp, from sources in content/images/:
 * - every picture a page shows, as AVIF and WebP in the widths it is shown at;
 * - the brand images: the social-sharing image, the touch icon and favicons.
 * Results are cached in .cache/images by a hash of their source and settings;
 * an entry is used only when whole (see Cache).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Picture } from '../../templates/model/blocks/picture';
import { ContentError } from '../problems/errors';
import { BRAND_PICTURES } from '../shared/brand-pictures';
import { icoFromPngs } from './ico';
import { picturesIn } from '../content/files/pictures';
import { unreadablePicture } from '../content/files/picture-sources';
import { parseContentSource } from '../content/yaml/source';
import type { Page } from '../content/model';
import {
  adoptPreparedPictures,
  isPrepared,
  pictureKey,
  setPreparedPicture,
  type PreparedPicture,
} from './prepared-pictures';

export { preparedPicture, type PictureVariant, type PreparedPicture } from './prepared-pictures';

/** Brand pictures drawn from content/images/, written at the root of the site when their source exists. */
const BRAND = BRAND_PICTURES.flatMap((picture) =>
  picture.from === 'content/images' && picture.size
    ? [{ source: picture.source, out: picture.made.slice(1), size: picture.size }]
    : [],
);
/** favicon.ico is drawn from public/favicon.svg, so the two icons never differ. */
const ICON = BRAND_PICTURES.find((picture) => picture.from === 'public')!;
const ICO_SIZES = [16, 32, 48];

/** The widths a picture is made in: half, once, one and a half and twice its shown width. */
export function pictureWidths(width: number): number[] {
  return [...new Set([0.5, 1, 1.5, 2].map((factor) => Math.round(width * factor)))];
}

interface ImagesInput {
  root: string;
  contentDir: string;
  publicDir: string;
  outDir: string;
  /** The pictures the pages show (picturesOf, or the pages' summaries). */
  pictures: readonly PagePicture[];
}

export interface PagePicture {
  picture: Picture;
  /** The content file showing it, for messages. */
  file: string;
}

/** Makes every picture and brand image into outDir; returns the number of files written. */
export async function buildImages({ root, contentDir, publicDir, outDir, pictures }: ImagesInput): Promise<number> {
  const sourceDir = path.join(contentDir, 'images');
  const cache = new Cache(path.join(root, '.cache', 'images'));
  let written = 0;
  const write = async (relative: string, data: Buffer) => {
    const file = path.join(outDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    written += 1;
  };

  adoptPreparedPictures([]);
  for (const { picture, file } of pictures) {
    const key = pictureKey(picture);
    if (isPrepared(key)) continue;
    const source = await readSource(sourceDir, picture.source, file);
    const files = pictureFiles(picture, source);
    try {
      for (const { url, width, height, format } of files) {
        await write(url.slice(1), await cache.get(url, () => rasterise(source, width, height, format)));
      }
    } catch (error) {
      // A damaged file is the editor's to fix: said at the page's picture, without a stack trace.
      const page = parseContentSource(file, await readFile(path.resolve(root, file), 'utf8').catch(() => ''));
      throw new ContentError([unreadablePicture(page, picture, error)]);
    }
    setPreparedPicture(key, preparedOf(picture, files));
  }

  for (const brand of BRAND) {
    const file = path.join(sourceDir, brand.source);
    if (!existsSync(file)) continue;
    const source = await readFile(file);
    const [width, height] = brand.size;
    const format = brand.out.endsWith('.jpg') ? 'jpeg' : 'png';
    await write(
      brand.out,
      await cache.get(`${digest(source, brand.out)}-${brand.out}`, () => rasterise(source, width, height, format)),
    );
  }
  const icoFile = path.join(publicDir, ICON.source);
  const icoOut = ICON.made.slice(1);
  if (existsSync(icoFile)) {
    const source = await readFile(icoFile);
    const ico = await cache.get(`${digest(source, 'ico')}-${icoOut}`, async () => {
      const pngs = await Promise.all(ICO_SIZES.map((size) => rasterise(source, size, size, 'png')));
      return icoFromPngs(pngs.map((data, index) => ({ size: ICO_SIZES[index] ?? 16, data })));
    });
    await write(icoOut, ico);
  }
  return written;
}

export interface PictureFile {
  /** Site path of the file, named by a hash of its source and settings. */
  url: string;
  width: number;
  height: number;
  format: 'avif' | 'webp';
}

/** The files made for a picture from its source's bytes, in the order they are made. */
export function pictureFiles(picture: Picture, source: Uint8Array): PictureFile[] {
  const hash = digest(source, pictureKey(picture));
  const name = picture.source.replace(/\.\w+$/, '');
  return pictureWidths(picture.width).flatMap((width) => {
    const height = Math.round((width * picture.height) / picture.width);
    return (['avif', 'webp'] as const).map((format) => ({
      url: `/assets/images/${name}-${width}.${hash}.${format}`,
      width,
      height,
      format,
    }));
  });
}

/** A picture's files as templates show them: each format's widths, and the WebP at the shown width for other browsers. */
export function preparedOf(picture: Picture, files: readonly PictureFile[]): PreparedPicture {
  const variants = (format: PictureFile['format']) =>
    files.filter((file) => file.format === format).map(({ width, url }) => ({ width, url }));
  return {
    avif: variants('avif'),
    webp: variants('webp'),
    fallback: files.find((file) => file.format === 'webp' && file.width === picture.width)?.url ?? '',
  };
}

/** Every picture of every page, with the file it is in. */
export function picturesOf(pages: ReadonlyArray<Pick<Page, 'file' | 'data'>>): PagePicture[] {
  return pages.flatMap((page) => picturesIn(page.data.blocks).map((picture) => ({ picture, file: page.file })));
}

async function readSource(dir: string, name: string, file: string): Promise<Buffer> {
  return readFile(path.join(dir, name)).catch(() => {
    throw new ContentError([
      {
        title: 'Image not found',
        location: { file, line: 1, column: 1 },
        field: 'image.source',
        expected: 'the name of a file in content/images/',
        found: `"${name}", which is not there`,
        hint: 'Add the image to content/images/, or correct its name in the page.',
        frame: '',
      },
    ]);
  });
}

async function rasterise(
  source: Buffer,
  width: number,
  height: number,
  format: 'avif' | 'webp' | 'jpeg' | 'png',
): Promise<Buffer> {
  // Loaded on the first image not in the cache: most builds never need it.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(source).metadata();
  // Vector sources are drawn at the density that gives the target size, so they stay sharp.
  const density =
    meta.format === 'svg' && meta.width ? Math.min(2400, Math.ceil((72 * width) / meta.width)) : undefined;
  const image = sharp(source, density ? { density } : {}).resize(width, height, { fit: 'cover' });
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 4 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 78 }).toBuffer();
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
  }
}

function digest(source: Uint8Array, settings: string): string {
  return createHash('sha256').update(source).update(settings).digest('hex').slice(0, 10);
}

/**
 * Made images kept between builds, by name. Each entry is written to a
 * temporary file and renamed into place, and holds the SHA-256 of its image
 * after it: an entry whose image does not match (torn by a killed build, or
 * damaged) is made again, never published.
 */
class Cache {
  constructor(private readonly dir: string) {}

  async get(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const file = path.join(this.dir, name.replace(/[^\w.-]+/g, '_'));
    const cached = await readFile(file).then(imageOfEntry, () => undefined);
    if (cached) return cached;
    const made = await make();
    await mkdir(this.dir, { recursive: true });
    const temporary = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(temporary, Buffer.concat([made, sha256(made)]));
    await rename(temporary, file);
    return made;
  }
}

const HASH_BYTES = 32;

const sha256 = (data: Uint8Array): Buffer => createHash('sha256').update(data).digest();

/** The image of a cache entry, or undefined when the entry is not whole. */
function imageOfEntry(entry: Buffer): Buffer | undefined {
  if (entry.length <= HASH_BYTES) return undefined;
  const image = entry.subarray(0, entry.length - HASH_BYTES);
  return sha256(image).equals(entry.subarray(entry.length - HASH_BYTES)) ? image : undefined;
}
