/** Schema of the `kit-options` block: options that open one at a time (an accordion). */
import * as z from 'zod';
import { text } from '../../common';

export const kitOptionsBlock = z
  .strictObject({
    type: z.literal('kit-options').describe('The kind of block: kit-options.'),
    heading: text('Heading of the list, like Additional Options.'),
    intro: text('Paragraph under the heading.').optional(),
    items: z
      .array(
        z.strictObject({
          name: text('Name of the option.'),
          price: text('Price as shown, like From $2,500.'),
          description: text('What the option adds.'),
        }),
      )
      .min(1)
      .describe('The options; visitors open one at a time.'),
  })
  .describe('A list of options that open one at a time (an accordion).');
