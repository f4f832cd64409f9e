/** Schema of the `home-hero` block: the large opening section of the home page. */
import * as z from 'zod';
import { link, text } from '../../common';

export const homeHeroBlock = z
  .strictObject({
    type: z.literal('home-hero').describe('The kind of block: home-hero.'),
    eyebrow: text('Small line above the headline.').optional(),
    heading: text('The main headline of the home page.'),
    text: text('The paragraph under the headline.'),
    actions: z.array(link).min(1).max(3).describe('Buttons under the paragraph; the first is the main one.'),
    areas: z
      .array(text('An area of work.'))
      .length(4)
      .describe('The four areas shown in the animated graphic on large screens.'),
  })
  .describe('The large opening section of the home page.');
