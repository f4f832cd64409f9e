import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two at a time suits a two-core machine; browser test files share the run's one Chromium (tests/support/chromium.ts).
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
