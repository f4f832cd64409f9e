/**
 * One price is one fact: a hosting plan that names its email accounts
 * (`accounts: 10`) shows the package builder's price for that many, from the
 * builder on the same page, and a price written beside them must be that
 * price. The rule is the page's, as it spans two blocks; the plan card and
 * the builder read the price from the same tiers (islands/hosting/pricing.ts).
 */
import type * as z from 'zod';
import { accountsCents, dollars, type PricingRules } from '../../../../islands/hosting/pricing';
import { addRuleIssue } from '../../common';

interface PlanLike {
  price?: string | undefined;
  accounts?: number | undefined;
}

interface BlockLike {
  type: string;
  plans?: readonly PlanLike[];
}

/** The builder's price for a number of accounts, as a plan card shows it: `$3.99`. */
export const builderPrice = (rules: PricingRules, accounts: number): string =>
  `$${dollars(accountsCents(rules, accounts))}`;

/** The price a plan card shows: its own, or the package builder's for its accounts. */
export function planPrice(plan: PlanLike, builder: PricingRules | undefined): string {
  if (plan.accounts !== undefined && builder) return builderPrice(builder, plan.accounts);
  return plan.price ?? '';
}

/** A price as written on a card, in cents, when it is one amount: `$3.99`, `3.99`, `US$ 4`. */
function centsOf(price: string): number | undefined {
  const match = /^\s*(?:US)?\$?\s*(\d+)(?:\.(\d{1,2}))?\s*$/i.exec(price);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The page's rule: every plan has a price, and a plan's price and its accounts' price in the builder agree. */
export function checkPlanPrices(blocks: readonly BlockLike[], ctx: z.RefinementCtx): void {
  const builder = blocks.find((block) => block.type === 'package-builder') as unknown as PricingRules | undefined;
  blocks.forEach((block, blockIndex) => {
    block.plans?.forEach((plan, planIndex) => {
      const at = ['blocks', blockIndex, 'plans', planIndex];
      if (plan.accounts === undefined) {
        if (plan.price === undefined)
          addRuleIssue(ctx, at, plan, {
            title: 'Plan without a price',
            expected:
              'price: as shown (like $3.99), or accounts: the email accounts it includes, priced by the package builder',
            hint: 'Add accounts: with the number of email accounts of the plan, or price: with its price.',
          });
        return;
      }
      if (!builder) {
        addRuleIssue(ctx, [...at, 'accounts'], plan.accounts, {
          title: 'Plan without a price',
          expected: 'a package-builder block on the same page, which gives the price of the accounts',
          hint: "Add the package builder to the page, or write the plan's price: instead of accounts:.",
        });
        return;
      }
      const cents = plan.price === undefined ? undefined : centsOf(plan.price);
      const priced = accountsCents(builder, plan.accounts);
      if (plan.price !== undefined && cents !== priced)
        addRuleIssue(ctx, [...at, 'price'], plan.price, {
          title: 'Prices that disagree',
          expected: `${builderPrice(builder, plan.accounts)}, the package builder's price for ${plan.accounts} accounts on this page`,
          hint: `Remove price: from the plan, so that it shows the builder's price, or correct the tiers of the package builder: visitors see both.`,
        });
    });
  });
}
