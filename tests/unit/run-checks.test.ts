/** `npm test` runs its checks side by side and fails when any of them fails, saying which and what it printed. */
import { describe, expect, it } from 'vitest';
import { runChecks } from '../../scripts/shared/run-checks';

const node = (name: string, script: string) => ({ name, command: process.execPath, args: ['-e', script] });

async function outcome(quiet: ReturnType<typeof node>[]) {
  const lines: string[] = [];
  const code = await runChecks(node('Tests', ''), quiet, process.cwd(), (line) => lines.push(line));
  return { code, printed: lines.join('\n') };
}

describe('the checks of npm test', () => {
  it('pass together, one line each', async () => {
    const { code, printed } = await outcome([node('Type check', ''), node('Lint', '')]);
    expect(code).toBe(0);
    expect(printed).toMatch(
      /^✓ Tests passed in \d+\.\d s\n✓ Type check passed in \d+\.\d s\n✓ Lint passed in \d+\.\d s$/m,
    );
  });

  it('fail when one quiet check fails, with what it printed', async () => {
    const { code, printed } = await outcome([
      node('Type check', "console.log('scripts/a.ts(1,7): error TS2322'); process.exit(2)"),
      node('Lint', ''),
    ]);
    expect(code).toBe(1);
    expect(printed).toContain('Type check:\nscripts/a.ts(1,7): error TS2322');
    expect(printed).toMatch(/^✖ Type check failed in /m);
    expect(printed).toMatch(/^✓ Lint passed in /m);
  });

  it('fail when a check cannot start', async () => {
    const lines: string[] = [];
    const code = await runChecks(
      node('Tests', ''),
      [{ name: 'Lint', command: '/no/such/command', args: [] }],
      process.cwd(),
      (line) => lines.push(line),
    );
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain('Lint could not start');
  });
});
