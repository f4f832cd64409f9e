/** Schema of the `partners` block: logos of partner organisations with their fields. */
import * as z from 'zod';
import { image, text } from '../../common';

export const partnersBlock = z
  .strictObject({
    type: z.literal('partners').describe('The kind of block: partners.'),
    heading: text('Heading of the section, like Proudly Partnering With.'),
    partners: z
      .array(
        z.strictObject({
          name: text('Name of the partner organisation.'),
          category: text('Its field, like Healthcare.'),
          logo: image.describe(
            "The partner's logo, a file in public/images/partners/. Its alt text names the partner.",
          ),
        }),
      )
      .min(1)
      .describe('The partners, in order.'),
  })
  .describe('Logos of partner organisations with their fields.');
