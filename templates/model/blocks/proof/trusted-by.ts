/** Schema of the `trusted-by` block: a strip naming the kinds of clients the company serves. */
import * as z from 'zod';
import { text } from '../../common';

export const trustedByBlock = z
  .strictObject({
    type: z.literal('trusted-by').describe('The kind of block: trusted-by.'),
    heading: text('Heading of the strip, like Trusted By.'),
    items: z.array(text('A kind of client.')).min(1).describe('The kinds of clients named in the strip.'),
  })
  .describe('A strip naming the kinds of clients the company serves.');
