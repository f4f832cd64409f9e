/**
 * Ends the run with one plain line, "N passed, N failed", that any CI can read, after the slowest test
 * files: the whole command is kept within about 200 s on a two-core machine, and a new test earns its time.
 */
import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST_SHOWN = 8;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    const failedModules = testModules.filter((module) => module.state() === 'failed').length;
    if (failedModules > failed) failed = failedModules;
    const slowest = testModules
      .map((module) => {
        const { collectDuration, setupDuration, duration } = module.diagnostic();
        return {
          file: module.moduleId.replace(`${process.cwd()}/`, ''),
          ms: collectDuration + setupDuration + duration,
        };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, testModules.length > SLOWEST_SHOWN ? SLOWEST_SHOWN : 0);
    if (slowest.length > 0) {
      process.stdout.write('\nSlowest test files (import, setup and tests, in s):\n');
      for (const { file, ms } of slowest) process.stdout.write(`  ${(ms / 1000).toFixed(1).padStart(6)}  ${file}\n`);
    }
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
