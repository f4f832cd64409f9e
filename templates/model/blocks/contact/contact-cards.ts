/** Schema of the `contact-cards` block: cards with the company's email, phone, address and hours. */
import * as z from 'zod';
import { text } from '../../common';
import { tone } from '../tone';

export const contactCardsBlock = z
  .strictObject({
    type: z.literal('contact-cards').describe('The kind of block: contact-cards.'),
    heading: text('Heading of the section, like Get in Touch.'),
    intro: text('Paragraph under the heading.').optional(),
    tone,
    cards: z
      .array(
        z.strictObject({
          show: z
            .enum(['email', 'phone', 'address', 'hours'])
            .describe('Which contact detail of site.yaml the card shows: email, phone, address or hours.'),
          label: text('Title of the card, like Email Us.'),
        }),
      )
      .min(1)
      .describe('The cards, in order. Their details come from site.yaml, so they stay the same everywhere.'),
  })
  .describe("Cards with the company's email, phone, address and hours.");
