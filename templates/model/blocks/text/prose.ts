/** Schema of the `prose` block: a section of text under a heading. */
import * as z from 'zod';
import { markdown, text } from '../../common';

export const proseBlock = z
  .strictObject({
    type: z.literal('prose').describe('The kind of block: prose.'),
    heading: text('Heading of the section.'),
    text: markdown('The text of the section.'),
    tone: z.enum(['plain', 'tinted']).default('plain').describe('Background: plain white or a light tint.'),
  })
  .describe('A section of text under a heading.');
