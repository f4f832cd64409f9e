import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser test files each start Chromium; two at a time suits a two-core machine.
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
