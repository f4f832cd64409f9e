/** Schema of the `sectors` block: cards naming the sectors the company serves. */
import * as z from 'zod';
import { iconName, text } from '../../common';

export const sectorsBlock = z
  .strictObject({
    type: z.literal('sectors').describe('The kind of block: sectors.'),
    heading: text('Heading of the section, like Sectors We Serve.'),
    intro: text('Paragraph under the heading.').optional(),
    items: z
      .array(
        z.strictObject({
          name: text('Name of the sector.'),
          icon: iconName,
          text: text('One sentence on the work done for this sector.'),
        }),
      )
      .min(1)
      .describe('The sectors, in order.'),
  })
  .describe('Cards naming the sectors the company serves.');
