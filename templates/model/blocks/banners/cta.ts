/** Schema of the `cta` block: a closing band that invites the visitor to get in touch. */
import * as z from 'zod';
import { link, text } from '../../common';

export const ctaBlock = z
  .strictObject({
    type: z.literal('cta').describe('The kind of block: cta.'),
    heading: text('Heading of the call to action.'),
    text: text('One or two sentences that invite the visitor to act.'),
    actions: z.array(link).min(1).max(2).describe('Buttons; the first is the main one.'),
  })
  .describe('A closing band that invites the visitor to get in touch.');
