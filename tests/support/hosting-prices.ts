/**
 * The package builder's monthly price, written out independently of
 * islands/hosting/pricing.ts, in cents: a price per tier of accounts, above
 * the last tier a base plus a price per extra account, the ticked add-ons on
 * top, never more than the cap. The specification's prices (section 9) are
 * SPEC_PRICES; browser tests pass the prices read from the content.
 */
export interface StatedPrices {
  tiers: ReadonlyArray<{ upTo: number; price: number }>;
  beyond: { base: number; perAccount: number };
  /** Price of each add-on, by id. */
  addOns: Readonly<Record<string, number>>;
  cap: number;
}

/** 1–10 accounts 3.99, 11–25 5.99, 26–100 9.99, above 100 40.50 plus 0.50 per account over 100; domain 0.83 and daily backups 2.00; never more than 189.99. */
export const SPEC_PRICES: StatedPrices = {
  tiers: [
    { upTo: 10, price: 3.99 },
    { upTo: 25, price: 5.99 },
    { upTo: 100, price: 9.99 },
  ],
  beyond: { base: 40.5, perAccount: 0.5 },
  addOns: { domain: 0.83, backups: 2.0 },
  cap: 189.99,
};

const cents = (dollars: number) => Math.round(dollars * 100);

export const CAP_CENTS = cents(SPEC_PRICES.cap);

export function expectedCents(
  accounts: number,
  domain: boolean,
  backups: boolean,
  prices: StatedPrices = SPEC_PRICES,
): number {
  let base: number | undefined;
  for (const tier of prices.tiers) {
    if (accounts <= tier.upTo) {
      base = cents(tier.price);
      break;
    }
  }
  const lastUpTo = prices.tiers.at(-1)?.upTo ?? 0;
  base ??= cents(prices.beyond.base) + cents(prices.beyond.perAccount) * (accounts - lastUpTo);
  const total =
    base + (domain ? cents(prices.addOns.domain ?? 0) : 0) + (backups ? cents(prices.addOns.backups ?? 0) : 0);
  return Math.min(total, cents(prices.cap));
}

/** An amount as a visitor reads it, like "$12.82". */
export const money = (amountInCents: number) => `$${(amountInCents / 100).toFixed(2)}`;

/** A monthly total as a visitor reads it, like "$12.82/month". */
export const expectedTotal = (
  accounts: number,
  domain: boolean,
  backups: boolean,
  prices: StatedPrices = SPEC_PRICES,
) => `${money(expectedCents(accounts, domain, backups, prices))}/month`;
