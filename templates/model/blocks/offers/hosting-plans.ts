/** Schema of the `hosting-plans` block: price cards of the hosting plans, each with an order link. */
import * as z from 'zod';
import { link, text } from '../../common';

export const hostingPlansBlock = z
  .strictObject({
    type: z.literal('hosting-plans').describe('The kind of block: hosting-plans.'),
    heading: text('Heading of the section, like Choose Your Plan.'),
    intro: text('Paragraph under the heading.').optional(),
    period: text('Words after each price, like per month.'),
    plans: z
      .array(
        z.strictObject({
          name: text('Name of the plan, like Essentials.'),
          price: text(
            "Price as shown, with its currency, like $3.99. Leave it out for a plan with accounts: it then shows the package builder's price.",
          ).optional(),
          accounts: z
            .number()
            .int()
            .positive()
            .optional()
            .describe(
              "Email accounts the plan includes, like 10: its price is then the package builder's for that many, on the same page, so the two never disagree.",
            ),
          summary: text('One sentence on who the plan suits.').optional(),
          features: z.array(text('A feature of the plan.')).min(1).describe('What the plan includes.'),
          highlight: z.boolean().default(false).describe('Make this plan stand out as the recommended one.'),
          badge: text('Short label on the plan, like Popular.').optional(),
          action: link.describe('The Order Now link to the payment page (set newTab: true for another site).'),
        }),
      )
      .min(1)
      .describe('The plans, cheapest first.'),
  })
  .describe('Price cards of the hosting plans, each with an order link.');
