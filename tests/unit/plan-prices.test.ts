/**
 * One price is one fact: a hosting plan that names its accounts shows the
 * package builder's price for them, and a plan's price that disagrees with
 * the builder's on the same page is refused at the price.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { ContentProblem } from '../../scripts/problems/errors';
import { formatProblem } from '../../scripts/problems/format-problems';
import { parseContentSource } from '../../scripts/content/yaml/source';
import { validateSource } from '../../scripts/content/yaml/validate';
import { pageSchema, type PageData } from '../../templates/model/page';
import { HostingPlans } from '../../templates/blocks/offers/HostingPlans';
import { SiteContext, type RenderContext } from '../../templates/context';
import type { BlockOf } from '../../templates/model/blocks';

const page = (plan: string, builder = true) =>
  [
    '---',
    'title: Hosting',
    'description: Email hosting.',
    'blocks:',
    '  - type: hosting-plans',
    '    heading: Choose your plan',
    '    period: per month',
    '    plans:',
    '      - name: Essentials',
    ...plan.split('\n').map((line) => `        ${line}`),
    '        features: [10 email accounts]',
    '        action: { label: Order Now, href: /contact }',
    ...(builder
      ? [
          '  - type: package-builder',
          '    heading: Build your own package',
          '    intro: Choose the number of email accounts you need.',
          '    accounts: { label: Email accounts, min: 1, max: 500, step: 1, default: 50 }',
          '    tiers:',
          '      - { upTo: 10, price: 3.99 }',
          '      - { upTo: 25, price: 5.99 }',
          '    beyond: { base: 9.99, perAccount: 0.5 }',
          '    addOns: []',
          '    cap: 189.99',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the builder's {cap} placeholder after a dollar sign, as content writes it
          '    capNote: "Pricing capped at ${cap}/month!"',
          '    action: { label: Get Started, href: /contact }',
        ]
      : []),
    '---',
    '',
  ].join('\n');

function validated(text: string): { data?: PageData; problems: ContentProblem[] } {
  const result = validateSource(parseContentSource('content/pages/hosting.md', text), pageSchema);
  return result.ok ? { data: result.data, problems: [] } : { problems: result.problems };
}

describe('a plan and the package builder on one page', () => {
  it("shows the builder's price for the plan's accounts, worked out from the same tiers", () => {
    const { data, problems } = validated(page('accounts: 10'));
    expect(problems).toEqual([]);
    const plans = data!.blocks[0] as BlockOf<'hosting-plans'>;
    const context = { page: { data }, model: { site: { url: 'https://example.org' } } } as unknown as RenderContext;
    const html = renderToStaticMarkup(
      createElement(SiteContext.Provider, { value: context }, createElement(HostingPlans, { block: plans })),
    );
    expect(html).toContain('$3.99');
  });

  it('accepts a price written beside the accounts when it is the same', () => {
    expect(validated(page('price: $3.99\naccounts: 10')).problems).toEqual([]);
  });

  it("refuses a plan's price that disagrees with the builder's for its accounts, at the price", () => {
    const { problems } = validated(page('price: $4.99\naccounts: 10'));
    expect(problems.map(formatProblem).join('\n\n')).toMatchInlineSnapshot(`
      "✖ Prices that disagree: content/pages/hosting.md:10:16
        Field:    blocks[0].plans[0].price
        Expected: $3.99, the package builder's price for 10 accounts on this page
        Found:    the text "$4.99"
        Fix:      Remove price: from the plan, so that it shows the builder's price, or correct the tiers of the package builder: visitors see both.

           8 |     plans:
           9 |       - name: Essentials
        > 10 |         price: $4.99
             |                ^
          11 |         accounts: 10
          12 |         features: [10 email accounts]"
    `);
  });

  it('refuses a plan with neither price nor accounts, and accounts with no builder on the page', () => {
    expect(validated(page('badge: Popular')).problems.map((problem) => `${problem.title} (${problem.field})`)).toEqual([
      'Plan without a price (blocks[0].plans[0])',
    ]);
    expect(
      validated(page('accounts: 10', false)).problems.map((problem) => `${problem.title} (${problem.field})`),
    ).toEqual(['Plan without a price (blocks[0].plans[0].accounts)']);
  });
});
