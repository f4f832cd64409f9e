/** Schema of the `kit-packages` block: package cards with a price range and what each part includes. */
import * as z from 'zod';
import { text } from '../../common';
import { tone } from '../tone';

export const kitPackagesBlock = z
  .strictObject({
    type: z.literal('kit-packages').describe('The kind of block: kit-packages.'),
    heading: text('Heading of the section.'),
    intro: text('Paragraph under the heading.').optional(),
    tone,
    packages: z
      .array(
        z.strictObject({
          name: text('Name of the package, like Bronze.'),
          price: text('Price range as shown, like $7,000 to $8,500.'),
          summary: text('One sentence on who the package suits.').optional(),
          highlight: z.boolean().default(false).describe('Make this package stand out.'),
          sections: z
            .array(
              z.strictObject({
                title: text('Title of the part of the package, like Training.'),
                features: z.array(text('What this part includes.')).min(1).describe('The items of this part.'),
              }),
            )
            .min(1)
            .describe('The parts of the package, each with its items.'),
        }),
      )
      .min(1)
      .describe('The packages, smallest first.'),
  })
  .describe('Package cards with a price range and what each part of the package includes.');
