/**
 * The hosting package builder's price: a monthly price by number of email
 * accounts, plus the chosen add-ons, never above the cap. Sums are made in
 * whole cents, so no floating-point remainder ever reaches the page.
 */

export interface PricingRules {
  /** Price by account count, smallest tier first: a count up to `upTo` costs `price`. */
  tiers: ReadonlyArray<{ upTo: number; price: number }>;
  /** Above the last tier: `base` plus `perAccount` for each account over it. */
  beyond: { base: number; perAccount: number };
  addOns: ReadonlyArray<{ id: string; price: number }>;
  /** Highest monthly total. */
  cap: number;
}

export interface Quote {
  /** Monthly total in cents. */
  cents: number;
  /** True when the cap set the total. */
  capped: boolean;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** Price of the accounts alone, in cents. */
export function accountsCents(rules: PricingRules, accounts: number): number {
  const tier = rules.tiers.find((candidate) => accounts <= candidate.upTo);
  if (tier) return toCents(tier.price);
  const lastUpTo = rules.tiers[rules.tiers.length - 1]?.upTo ?? 0;
  return toCents(rules.beyond.base) + (accounts - lastUpTo) * toCents(rules.beyond.perAccount);
}

/** The monthly total for a number of accounts and the ids of the chosen add-ons. */
export function quote(rules: PricingRules, accounts: number, chosen: readonly string[]): Quote {
  const addOns = rules.addOns
    .filter((addOn) => chosen.includes(addOn.id))
    .reduce((sum, addOn) => sum + toCents(addOn.price), 0);
  const raw = accountsCents(rules, accounts) + addOns;
  const cap = toCents(rules.cap);
  return raw >= cap ? { cents: cap, capped: true } : { cents: raw, capped: false };
}

/** Cents as dollars with two decimals, like 12.82 (no currency sign). */
export function dollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
