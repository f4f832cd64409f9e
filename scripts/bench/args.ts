/** The benchmark's command line: what to build, how often, and what to compare with. */
export interface BenchArgs {
  /** One size of synthetic site instead of 1,000, 4,000 and 16,000 service pages (and the real site). */
  pages: number | undefined;
  /** With --pages: the output folder to keep. */
  out: string | undefined;
  /** Builds of each kind: the fastest is kept, or with --against the median. */
  runs: number;
  /** Another generator to build the same pages with, side by side. */
  against: 'hugo' | undefined;
  /** Each speed device turned off in turn, at --pages (4,000) and on the real site, interleaved. */
  devices: boolean;
}

export class BenchArgsError extends Error {}

const COMPARABLE = ['hugo'] as const;

export function readBenchArgs(argv: readonly string[]): BenchArgs {
  const values = new Map<string, string>();
  const devices = argv.includes('--devices');
  const rest = argv.filter((arg) => arg !== '--devices');
  for (let index = 0; index < rest.length; index += 2) {
    const name = rest[index]!;
    const value = rest[index + 1];
    if (!['--pages', '--out', '--runs', '--against'].includes(name))
      throw new BenchArgsError(
        `Unknown option ${name}: the options are --pages N, --out DIR, --runs N, --against hugo and --devices.`,
      );
    if (value === undefined || value.startsWith('--')) throw new BenchArgsError(`${name} needs a value.`);
    values.set(name, value);
  }
  const count = (name: string, fallback?: number) => {
    const value = values.get(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1)
      throw new BenchArgsError(`${name} takes a whole number of 1 or more, not "${value}".`);
    return number;
  };
  const against = values.get('--against');
  if (against !== undefined && !(COMPARABLE as readonly string[]).includes(against))
    throw new BenchArgsError(`--against takes ${COMPARABLE.join(', ')}, not "${against}".`);
  if (devices && against)
    throw new BenchArgsError('--devices and --against are separate benchmarks: run one at a time.');
  const compares = devices || against !== undefined;
  return {
    pages: count('--pages') ?? (compares ? 4000 : undefined),
    out: values.get('--out'),
    // A comparison takes the median of several runs, interleaved: one run says little on a shared machine.
    runs: count('--runs', compares ? 5 : 1)!,
    against: against as BenchArgs['against'],
    devices,
  };
}
