import { z } from 'zod';
import { link, text } from '../common';

const price = z.number().nonnegative().describe('Price in US dollars per month, like 3.99.');

export const packageBuilderBlock = z
  .strictObject({
    type: z.literal('package-builder').describe('The kind of block: package-builder.'),
    heading: text('Heading of the package builder.'),
    intro: text('Paragraph under the heading.'),
    accounts: z
      .strictObject({
        label: text('Label of the slider, like Email accounts.'),
        min: z.number().int().positive().describe('Fewest accounts on the slider.'),
        max: z.number().int().positive().describe('Most accounts on the slider.'),
        step: z.number().int().positive().describe('How many accounts one move of the slider adds, usually 1.'),
        default: z.number().int().positive().describe('Accounts chosen when the page opens.'),
      })
      .describe('The email-accounts slider.'),
    tiers: z
      .array(z.strictObject({ upTo: z.number().int().positive().describe('Largest number of accounts this price covers, like 10.'), price }))
      .min(1)
      .describe('Monthly price by number of accounts, smallest tier first.'),
    beyond: z
      .strictObject({
        base: price.describe('Price at the top of the last tier, to which the per-account price is added.'),
        perAccount: price.describe('Price of each account above the last tier.'),
      })
      .describe('Price above the last tier: base plus a price per extra account.'),
    addOns: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a short id in lower case, like domain').describe('Short id of the add-on in small letters, like domain; not shown to visitors.'),
          label: text('Name of the add-on, like Domain registration.'),
          price,
        }),
      )
      .describe('Add-ons the visitor can tick.'),
    included: z.array(text('Something included free.')).default([]).describe('What every package includes, like Free SSL.'),
    cap: price.describe('Highest monthly price: the total never goes above it.'),
    capNote: text('Note shown when the total reaches the cap; {cap} is replaced by the cap, like "Pricing capped at ${cap}/month!".'),
    action: link.describe('The Get Started link to the payment page; it opens in a new tab.'),
    labels: z
      .strictObject({
        addOns: text('Heading of the add-on checkboxes.').default('Add-ons'),
        total: text('Heading of the monthly total.').default('Your monthly price'),
        included: text('Heading of the list of what is included.').default('Included'),
      })
      .default({ addOns: 'Add-ons', total: 'Your monthly price', included: 'Included' })
      .describe('Small headings inside the builder (optional).'),
  })
  .describe('The hosting package builder: a slider for email accounts, add-ons and the monthly total.');
