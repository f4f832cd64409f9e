/** Schema of the `page-hero` block: the opening section of a page, with its headline. */
import * as z from 'zod';
import { link, text } from '../../common';

export const pageHeroBlock = z
  .strictObject({
    type: z.literal('page-hero').describe('The kind of block: page-hero.'),
    eyebrow: text('Small line above the headline.').optional(),
    heading: text('The headline of the page (defaults to the page title).').optional(),
    text: text('The paragraph under the headline (defaults to the page description).').optional(),
    actions: z.array(link).max(2).default([]).describe('Buttons under the paragraph.'),
  })
  .describe('The opening section of a page, with its headline.');
