/** Schema of the `feature-grid` block: cards with an icon, a title and a short text. */
import * as z from 'zod';
import { iconName, link, text } from '../../common';
import { tone } from '../tone';

export const featureGridBlock = z
  .strictObject({
    type: z.literal('feature-grid').describe('The kind of block: feature-grid.'),
    eyebrow: text('Small line above the heading.').optional(),
    heading: text('Heading of the section.'),
    intro: text('Paragraph under the heading.').optional(),
    tone,
    items: z
      .array(
        z.strictObject({
          icon: iconName,
          title: text('Title of the card.'),
          text: text('One to three sentences under the title.'),
        }),
      )
      .min(1)
      .describe('The cards, in order. Two to six read best.'),
    actions: z.array(link).max(2).default([]).describe('Buttons under the cards; the first is the main one.'),
  })
  .describe('Cards with an icon, a title and a short text, such as values, features or solutions.');
