/** Schema of the `package-builder` block: the hosting package builder: email accounts, add-ons and the monthly total. */
import * as z from 'zod';
import { addRuleIssue, checkUnique, link, text } from '../../common';

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
      .array(
        z.strictObject({
          upTo: z.number().int().positive().describe('Largest number of accounts this price covers, like 10.'),
          price,
        }),
      )
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
          id: z
            .string()
            .regex(/^[a-z][a-z0-9-]*$/, 'a short id in lower case, like domain')
            .describe('Short id of the add-on in small letters, like domain; not shown to visitors.'),
          label: text('Name of the add-on, like Domain registration.'),
          price,
        }),
      )
      .describe('Add-ons the visitor can tick.'),
    included: z
      .array(text('Something included free.'))
      .default([])
      .describe('What every package includes, like Free SSL.'),
    cap: price.describe('Highest monthly price: the total never goes above it.'),
    capNote: text(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign before the {cap} placeholder, not a template
      'Note shown when the total reaches the cap; {cap} is replaced by the cap, like "Pricing capped at ${cap}/month!".',
    ).superRefine((note, ctx) => {
      // {Cap} or { cap } would be shown as written: only {cap} is replaced.
      const other = [...note.matchAll(/\{([^{}]*)\}/g)].find((match) => match[1] !== 'cap')?.[0];
      if (other)
        addRuleIssue(ctx, [], note, {
          title: 'Unknown placeholder',
          expected: 'the placeholder {cap}, in small letters, which the page replaces with the cap',
          hint: `Write {cap} instead of ${other}: ${other} would be shown as written.`,
        });
    }),
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
  .superRefine((block, ctx) => {
    const { accounts, tiers } = block;
    const slider = (field: 'min' | 'default', value: number, expected: string, hint: string) =>
      addRuleIssue(ctx, ['accounts', field], value, { title: 'Slider out of range', expected, hint });
    if (accounts.min > accounts.max) {
      slider(
        'min',
        accounts.min,
        `a minimum no larger than the maximum (${accounts.max})`,
        'Swap min and max, or correct one of them.',
      );
    } else if (accounts.default < accounts.min || accounts.default > accounts.max) {
      slider(
        'default',
        accounts.default,
        `a number from ${accounts.min} to ${accounts.max} (the slider's min and max)`,
        'Choose a default the slider can show, or widen min and max.',
      );
    } else if ((accounts.default - accounts.min) % accounts.step !== 0) {
      slider(
        'default',
        accounts.default,
        `a number the slider stops at: ${accounts.min} plus a whole number of steps of ${accounts.step}`,
        'Choose a default the slider can reach, or change step.',
      );
    }
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (!before) return;
      if (tier.upTo <= before.upTo) {
        addRuleIssue(ctx, ['tiers', index, 'upTo'], tier.upTo, {
          title: 'Price tiers out of order',
          expected: `a number of accounts above the tier before (${before.upTo})`,
          hint: 'List the tiers from the fewest accounts to the most; each upTo larger than the one before.',
        });
      } else if (tier.price < before.price) {
        addRuleIssue(ctx, ['tiers', index, 'price'], tier.price, {
          title: 'Price tiers out of order',
          expected: `a price of at least ${before.price} (the price up to ${before.upTo} accounts): more accounts never cost less`,
          hint: 'Check the prices: each tier costs at least as much as the one before.',
        });
      }
    });
    const last = tiers.at(-1);
    if (last && block.beyond.base < last.price) {
      addRuleIssue(ctx, ['beyond', 'base'], block.beyond.base, {
        title: 'Price tiers out of order',
        expected: `a price of at least ${last.price} (the price up to ${last.upTo} accounts): more accounts never cost less`,
        hint: 'beyond.base is the price just above the last tier.',
      });
    }
    checkUnique(
      ctx,
      block.addOns,
      (addOn) => addOn.id,
      (index) => ['addOns', index, 'id'],
      (id) => ({
        title: 'Repeated entry',
        expected: 'a different id for each add-on',
        hint: `The id "${id}" is already used by an add-on above: give this one its own.`,
      }),
    );
  })
  .describe('The hosting package builder: a slider for email accounts, add-ons and the monthly total.');
