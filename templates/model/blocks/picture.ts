/** Schema of a picture: a source image in content/images/ and the size it is shown at. */
import { z } from 'zod';
import { text } from '../common';

/**
 * A raster image made at build time from one source in content/images/,
 * in the formats and sizes it is shown at.
 */
export const picture = z
  .strictObject({
    source: z
      .string()
      .regex(/^[\w-]+\.(svg|png|jpe?g)$/, 'a file name in content/images/, like why-us.svg')
      .describe('File name of the source image in content/images/ (SVG, PNG or JPEG), like why-us.svg.'),
    alt: text('What the image shows, for people who cannot see it.'),
    width: z.number().int().positive().max(1600).describe('Widest size the image is shown at on the page, in pixels.'),
    height: z
      .number()
      .int()
      .positive()
      .max(1600)
      .describe('Height at that width, in pixels; sets the shape of the image.'),
  })
  .describe('An image, made in modern formats and several sizes from one source file.');

export type Picture = z.output<typeof picture>;
