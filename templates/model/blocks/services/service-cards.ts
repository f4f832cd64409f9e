/** Schema of the `service-cards` block: cards that each present one service and link to its page. */
import * as z from 'zod';
import { href, iconName, text } from '../../common';

export const serviceCardsBlock = z
  .strictObject({
    type: z.literal('service-cards').describe('The kind of block: service-cards.'),
    heading: text('Heading of the section.'),
    intro: text('Paragraph under the heading.').optional(),
    cards: z
      .array(
        z.strictObject({
          icon: iconName,
          title: text('Title of the card.'),
          description: text('What the service does for the client.'),
          features: z.array(text('A feature.')).default([]).describe('Short points listed on the card.'),
          href: href.describe('The page the card links to.'),
          linkLabel: text("Words of the card's link.").default('Learn more'),
        }),
      )
      .min(1)
      .describe('The cards, in order.'),
  })
  .describe('Cards that each present one service and link to its page.');
