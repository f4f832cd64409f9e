/** Schema of a picture: a source image in content/images/ and the size it is shown at. */
import * as z from 'zod';
import { type ContentRule, text } from '../common';

const USABLE = /^[\w-]+\.(svg|png|jpe?g)$/;

/**
 * A picture's file named as a camera or a computer names it (Team Photo.JPG): told the name to give the file,
 * rather than that it is not in content/images/, where it may well be. The pattern after it stays for the web
 * editor's field.
 */
function usableName(name: string, ctx: z.RefinementCtx): void {
  const parts = /^(.+)\.(svg|png|jpe?g)$/i.exec(name.trim());
  if (!parts || USABLE.test(name)) return;
  const base =
    parts[1]!
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'picture';
  const suggested = `${base}.${parts[2]!.toLowerCase()}`;
  const rule: ContentRule = {
    title: 'Picture file name the site cannot use',
    expected: 'a file name of small letters, digits and hyphens, with no spaces, like why-us.svg',
    hint: `Rename the file in content/images/ to ${suggested} and write source: ${suggested}: web addresses cannot hold spaces, and tell capitals apart.`,
  };
  ctx.addIssue({ code: 'custom', input: name, message: rule.expected, params: { rule }, continue: false });
}

/**
 * A raster image made at build time from one source in content/images/,
 * in the formats and sizes it is shown at.
 */
export const picture = z
  .strictObject({
    source: z
      .string()
      .superRefine(usableName)
      .regex(USABLE, 'a file name in content/images/, like why-us.svg')
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
