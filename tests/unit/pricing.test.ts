/**
 * The package builder's price for every account count from 1 to 500, with
 * and without each add-on, checked against the rules as the specification
 * states them (tests/support/hosting-prices.ts, written independently).
 */
import { describe, expect, it } from 'vitest';
import { dollars, quote, type PricingRules } from '../../islands/hosting/pricing';
import { CAP_CENTS, expectedCents } from '../support/hosting-prices';

const rules: PricingRules = {
  tiers: [
    { upTo: 10, price: 3.99 },
    { upTo: 25, price: 5.99 },
    { upTo: 100, price: 9.99 },
  ],
  beyond: { base: 40.5, perAccount: 0.5 },
  addOns: [
    { id: 'domain', price: 0.83 },
    { id: 'backups', price: 2.0 },
  ],
  cap: 189.99,
};

const combinations: Array<[string, string[], boolean, boolean]> = [
  ['no add-on', [], false, false],
  ['domain', ['domain'], true, false],
  ['daily backups', ['backups'], false, true],
  ['domain and daily backups', ['domain', 'backups'], true, true],
];

describe('package builder price', () => {
  describe.each(combinations)('with %s', (_, chosen, domain, backups) => {
    it('matches the stated rules for every count from 1 to 500', () => {
      for (let accounts = 1; accounts <= 500; accounts++) {
        const result = quote(rules, accounts, chosen);
        const expected = expectedCents(accounts, domain, backups);
        expect(result.cents, `${accounts} accounts`).toBe(expected);
        expect(result.capped, `${accounts} accounts`).toBe(expected === CAP_CENTS);
        expect(`$${dollars(result.cents)}`, `${accounts} accounts`).toBe(`$${(expected / 100).toFixed(2)}`);
      }
    });
  });

  it('shows the examples a visitor would meet', () => {
    expect(dollars(quote(rules, 50, []).cents)).toBe('9.99');
    expect(dollars(quote(rules, 50, ['domain', 'backups']).cents)).toBe('12.82');
    expect(dollars(quote(rules, 1, ['domain']).cents)).toBe('4.82');
    expect(dollars(quote(rules, 101, []).cents)).toBe('41.00');
    expect(dollars(quote(rules, 133, ['domain']).cents)).toBe('57.83');
    expect(quote(rules, 398, []).capped).toBe(false);
    expect(dollars(quote(rules, 398, []).cents)).toBe('189.50');
    expect(quote(rules, 399, [])).toEqual({ cents: 18999, capped: true });
    expect(quote(rules, 394, ['domain', 'backups'])).toEqual({ cents: 18999, capped: true });
    expect(quote(rules, 500, ['domain', 'backups'])).toEqual({ cents: 18999, capped: true });
  });

  it('never shows floating-point noise', () => {
    for (let accounts = 1; accounts <= 500; accounts++) {
      for (const [, chosen] of combinations)
        expect(dollars(quote(rules, accounts, chosen).cents)).toMatch(/^\d+\.\d\d$/);
    }
  });

  it('ignores an add-on id it does not know', () => {
    expect(quote(rules, 5, ['unknown'])).toEqual({ cents: 399, capped: false });
  });
});
