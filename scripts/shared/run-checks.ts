/**
 * Runs commands side by side, one of them live (its output straight to the
 * terminal), the others quiet until it ends; then prints what the quiet ones
 * said and one line per command. Any failure is a failure of the whole.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export interface Check {
  name: string;
  command: string;
  args: string[];
}

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  output: string;
}

function run(check: Check, cwd: string, live: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { cwd, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let settled = false;
    const finish = (code: number) => {
      if (settled) return;
      settled = true;
      resolve({ name: check.name, code, seconds: (performance.now() - started) / 1000, output: output.trimEnd() });
    };
    child.once('error', (error) => {
      output += `\n${check.name} could not start: ${error.message}`;
      finish(1);
    });
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Runs `live` and `quiet` at once in `cwd`; resolves with the exit code for the whole (0 or 1). */
export async function runChecks(
  live: Check,
  quiet: readonly Check[],
  cwd: string,
  print: (line: string) => void = console.log,
): Promise<number> {
  const outcomes = await Promise.all([run(live, cwd, true), ...quiet.map((check) => run(check, cwd, false))]);
  for (const outcome of outcomes.slice(1)) if (outcome.output) print(`\n${outcome.name}:\n${outcome.output}`);
  print('');
  for (const { name, code, seconds } of outcomes)
    print(`${code === 0 ? '✓' : '✖'} ${name} ${code === 0 ? 'passed' : 'failed'} in ${seconds.toFixed(1)} s`);
  return outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0;
}
