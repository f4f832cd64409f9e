import { defineConfig } from 'vitest/config';

export default defineConfig({
  // With NODE_ENV=production (below), React's development JSX runtime has no jsxDEV: compile for the production one.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/support/run/global-setup.ts'],
    // Packages load once per worker rather than once per file; the project's own modules are made afresh
    // for each file by the setup file.
    isolate: false,
    setupFiles: ['tests/support/run/fresh-modules.ts'],
    // Pages rendered in the tests' own processes (the dev server, the web editor's server) use React's production
    // build, as `npm run dev` and `npm run cms` do (scripts/dev.ts), and as the build's renderer bundle does;
    // Vitest's default, "test", would give them the development build, several times slower.
    env: { NODE_ENV: 'production' },
    testTimeout: 60_000,
    // expect.poll waits for the state that proves its point; a busy machine may take more than its default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // Two at a time suits a two-core machine (four took 622 s against 470 s, a fresh clone on a quiet machine);
    // browser test files share the run's one Chromium (tests/support/run/chromium.ts).
    maxWorkers: 2,
    reporters: ['default', './tests/support/run/summary-reporter.ts'],
  },
});
