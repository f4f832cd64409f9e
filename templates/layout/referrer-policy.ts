/**
 * What a page tells other sites of the address a visitor came from: its origin alone, and only over HTTPS.
 * Sent as a header where the host reads _headers (scripts/output/headers.ts), and in every page's meta tag for
 * the hosts that cannot send headers (GitHub Pages).
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
