/**
 * The package builder's monthly price as the specification states it
 * (section 9), written out independently of islands/hosting/pricing.ts,
 * in cents: 1–10 accounts 3.99, 11–25 5.99, 26–100 9.99, above 100 40.50
 * plus 0.50 per account over 100; domain 0.83 and daily backups 2.00 on
 * top; never more than 189.99.
 */
export const CAP_CENTS = 18999;

export function expectedCents(accounts: number, domain: boolean, backups: boolean): number {
  let base: number;
  if (accounts >= 1 && accounts <= 10) base = 399;
  else if (accounts >= 11 && accounts <= 25) base = 599;
  else if (accounts >= 26 && accounts <= 100) base = 999;
  else base = 4050 + 50 * (accounts - 100);
  const total = base + (domain ? 83 : 0) + (backups ? 200 : 0);
  return Math.min(total, CAP_CENTS);
}

/** As a visitor reads it, like "$12.82/month". */
export const expectedTotal = (accounts: number, domain: boolean, backups: boolean) =>
  `$${(expectedCents(accounts, domain, backups) / 100).toFixed(2)}/month`;
