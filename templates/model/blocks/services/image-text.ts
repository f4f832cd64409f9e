/** Schema of the `image-text` block: a text beside an image. */
import * as z from 'zod';
import { markdown, text } from '../../common';
import { picture } from '../picture';
import { tone } from '../tone';

export const imageTextBlock = z
  .strictObject({
    type: z.literal('image-text').describe('The kind of block: image-text.'),
    eyebrow: text('Small line above the heading.').optional(),
    heading: text('Heading of the section.'),
    text: markdown('The text beside the image.'),
    image: picture,
    imageSide: z.enum(['left', 'right']).default('right').describe('Side of the image on wide screens.'),
    tone,
  })
  .describe('A text beside an image.');
