/**
 * `npm test`: the test files, the type check and the lint, side by side (the
 * type check alone takes a core for tens of seconds; the tests leave room for
 * it). The tests stream as they run; the type check's and the lint's output
 * follow, then one line per check. Fails when any of the three fails.
 * Arguments go to vitest (`npm test -- tests/unit` runs only those files).
 */
import path from 'node:path';
import { runChecks } from './shared/run-checks';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

process.exitCode = await runChecks(
  { name: 'Tests', command: bin('vitest'), args: ['run', ...process.argv.slice(2)] },
  [
    // What the type check learnt is kept for the next run, which checks again only the files changed since and
    // those that depend on them (a run after a small change costs a third of a full check's CPU time).
    {
      name: 'Type check',
      command: bin('tsc'),
      args: [
        '--noEmit',
        '--incremental',
        '--tsBuildInfoFile',
        path.join(root, 'node_modules', '.cache', 'typecheck.tsbuildinfo'),
      ],
    },
    { name: 'Lint', command: bin('biome'), args: ['check', '--error-on-warnings'] },
  ],
  root,
);
