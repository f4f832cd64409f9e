/** How long a form waits before trying a message that got no answer again (useFormSubmission.ts). */
import { describe, expect, it } from 'vitest';
import { retryDelay } from '../../islands/forms/useFormSubmission';

describe('the wait before the next try', () => {
  it('starts at 5 seconds and doubles after each try, up to 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 30].map(retryDelay)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
    ]);
  });
});
