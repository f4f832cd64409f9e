/**
 * Build benchmark. Generates synthetic sites of 250, 1,000 and 4,000 service
 * pages and builds each cold (a new process, as a person would run it, into
 * an output folder that does not exist yet), then the real site cold, after
 * a one-file content edit (over its last output), and with an empty build
 * cache (.cache/build: the compiled build script, renderer, scripts and
 * styles, made again as after a change to the code). Prints wall time, ms
 * per page and peak memory, then the time of each build stage (from the
 * build's own report); content and output go to a tmpfs folder when there
 * is one.
 * Usage: npm run bench
 *        npm run bench -- --pages N --out DIR   (one size, into DIR)
 *        npm run bench -- --runs N              (each build N times, the fastest kept: for a busy machine)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printStages, printTable, type Run } from './bench/report';
import { writeSyntheticSite } from './bench/synthetic-site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Measured = Omit<Run, 'label'>;

/** Runs one build in a fresh process, as `npm run build` does, and reads its report: the stage lines and the closing line. */
function buildOnce(args: string[]): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'scripts/launch.mjs'), 'scripts/build.ts', ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      const wallMs = performance.now() - started;
      const match = output.match(/Built (\d+) pages .* in (\d+) ms \(peak memory (\d+) MB\)/);
      if (code !== 0 || !match) return reject(new Error(`build failed (${code}):\n${output}`));
      // "  name   from   to ms": how long each stage ran (they overlap).
      const stages = [...output.matchAll(/^ {2}(\S.*?)\s+(\d+)\s+(\d+) ms$/gm)].map((stage) => ({ stage: stage[1]!, ms: Number(stage[3]) - Number(stage[2]) }));
      resolve({ wallMs, pages: Number(match[1]), buildMs: Number(match[2]), peakMb: Number(match[3]), stages });
    });
  });
}

/** The fastest of `runs` builds; each gets its run number. */
async function fastest(runs: number, build: (run: number) => Promise<Measured>): Promise<Measured> {
  let best: Measured | undefined;
  for (let run = 0; run < runs; run += 1) {
    const result = await build(run);
    if (!best || result.wallMs < best.wallMs) best = result;
  }
  return best!;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const scratchBase = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
const scratch = await mkdtemp(path.join(scratchBase, 'site-bench-'));
const runs: Run[] = [];
const repeat = Math.max(1, Number(option('--runs') ?? 1));
const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');
const loadBefore = load();
try {
  const onlyPages = option('--pages');
  const sizes = onlyPages ? [Number(onlyPages)] : [250, 1000, 4000];
  for (const size of sizes) {
    const contentDir = path.join(scratch, `content-${size}`);
    const chosenOut = onlyPages && option('--out') ? path.resolve(option('--out')!) : undefined;
    await writeSyntheticSite(contentDir, size);
    const measured = await fastest(repeat, async (run) => {
      // A new folder each run (the caller's folder is emptied first), so every build writes into nothing.
      const outDir = chosenOut ?? path.join(scratch, `dist-${size}-${run}`);
      await rm(outDir, { recursive: true, force: true });
      const result = await buildOnce(['--content', contentDir, '--out', outDir]);
      if (!chosenOut) await rm(outDir, { recursive: true, force: true });
      return result;
    });
    runs.push({ label: `synthetic, ${size} service pages`, ...measured });
  }
  if (!onlyPages) {
    const outDir = path.join(scratch, 'dist-real');
    runs.push({
      label: 'real site, cold',
      ...(await fastest(repeat, async () => {
        await rm(outDir, { recursive: true, force: true });
        return buildOnce(['--out', outDir]);
      })),
    });
    const about = path.join(root, 'content/pages/about.md');
    runs.push({
      label: 'real site, one file edited',
      ...(await fastest(repeat, async () => {
        await appendFile(about, '');
        return buildOnce(['--out', outDir]);
      })),
    });
    runs.push({
      label: 'real site, empty build cache',
      ...(await fastest(repeat, async () => {
        await rm(path.join(root, '.cache', 'build'), { recursive: true, force: true });
        return buildOnce(['--out', outDir]);
      })),
    });
  }
  printTable(runs);
  printStages(runs);
  console.log(
    `\nmachine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; scratch folder on ${scratchBase}; ` +
      `load average ${loadBefore} before, ${load()} after${repeat > 1 ? `; fastest of ${repeat} runs each` : ''}`,
  );
} finally {
  await rm(scratch, { recursive: true, force: true });
}
