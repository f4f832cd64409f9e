/**
 * The pictures the images stage made, by the picture they were made for,
 * for the renderer to give templates (through the render context). Kept
 * apart from images.ts (and sharp) so render workers can be handed the
 * list without loading the image tools.
 */
import type { Picture } from '../../templates/model/blocks/picture';
import type { PictureVariant, PreparedPicture } from '../../templates/model/picture-files';
import { BuildError } from '../problems/errors';

export type { PictureVariant, PreparedPicture };

const prepared = new Map<string, PreparedPicture>();

export const pictureKey = (picture: Picture) => `${picture.source}@${picture.width}x${picture.height}`;

/** The files made for a picture; the images stage must have run first. */
export const preparedPicture = (picture: Picture): PreparedPicture => pictureOf(prepared, picture);

/** The files of each picture from a list of them (the images stage's, handed to another thread). */
export function pictureResolver(entries: Iterable<[string, PreparedPicture]>): (picture: Picture) => PreparedPicture {
  const made = new Map(entries);
  return (picture) => pictureOf(made, picture);
}

function pictureOf(made: ReadonlyMap<string, PreparedPicture>, picture: Picture): PreparedPicture {
  const found = made.get(pictureKey(picture));
  if (!found)
    throw new BuildError(`The image ${picture.source} was not prepared: run the images stage before rendering pages.`);
  return found;
}

export const isPrepared = (key: string) => prepared.has(key);

export function setPreparedPicture(key: string, picture: PreparedPicture): void {
  prepared.set(key, picture);
}

/** Every prepared picture, to hand to another thread. */
export const preparedPictures = (): Array<[string, PreparedPicture]> => [...prepared];

/** Replaces the prepared pictures with those of another thread (or of a new images stage). */
export function adoptPreparedPictures(entries: Iterable<[string, PreparedPicture]>): void {
  prepared.clear();
  for (const [key, picture] of entries) prepared.set(key, picture);
}
