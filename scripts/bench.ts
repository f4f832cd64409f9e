/**
 * Build benchmark. Generates synthetic sites of 250, 1,000 and 4,000 service
 * pages and builds each cold (a new process, as a person would run it),
 * then the real site cold and after a one-file content edit. Prints wall
 * time, ms per page and peak memory; content and output go to a tmpfs
 * folder when there is one.
 * Usage: npm run bench
 *        npm run bench -- --pages N --out DIR   (one size, into DIR)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSyntheticSite } from './bench/synthetic-site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Run {
  label: string;
  pages: number;
  wallMs: number;
  buildMs: number;
  peakMb: number;
}

/** Runs one build in a fresh process and reads its closing line. */
function buildOnce(args: string[]): Promise<{ wallMs: number; buildMs: number; pages: number; peakMb: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts'), ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      const wallMs = performance.now() - started;
      const match = output.match(/Built (\d+) pages .* in (\d+) ms \(peak memory (\d+) MB\)/);
      if (code !== 0 || !match) return reject(new Error(`build failed (${code}):\n${output}`));
      resolve({ wallMs, pages: Number(match[1]), buildMs: Number(match[2]), peakMb: Number(match[3]) });
    });
  });
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function printTable(runs: Run[]): void {
  console.log(`\n${'build'.padEnd(30)} ${'pages'.padStart(6)} ${'wall ms'.padStart(8)} ${'build ms'.padStart(9)} ${'ms/page'.padStart(8)} ${'peak MB'.padStart(8)}`);
  for (const run of runs) {
    console.log(
      `${run.label.padEnd(30)} ${String(run.pages).padStart(6)} ${run.wallMs.toFixed(0).padStart(8)} ${String(run.buildMs).padStart(9)} ${(run.wallMs / run.pages).toFixed(2).padStart(8)} ${String(run.peakMb).padStart(8)}`,
    );
  }
}

const scratchBase = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
const scratch = await mkdtemp(path.join(scratchBase, 'site-bench-'));
const runs: Run[] = [];
try {
  const onlyPages = option('--pages');
  const sizes = onlyPages ? [Number(onlyPages)] : [250, 1000, 4000];
  for (const size of sizes) {
    const contentDir = path.join(scratch, `content-${size}`);
    const outDir = onlyPages && option('--out') ? path.resolve(option('--out')!) : path.join(scratch, `dist-${size}`);
    await writeSyntheticSite(contentDir, size);
    const result = await buildOnce(['--content', contentDir, '--out', outDir]);
    runs.push({ label: `synthetic, ${size} service pages`, ...result });
  }
  if (!onlyPages) {
    const outDir = path.join(scratch, 'dist-real');
    runs.push({ label: 'real site, cold', ...(await buildOnce(['--out', outDir])) });
    const about = path.join(root, 'content/pages/about.md');
    await appendFile(about, '');
    runs.push({ label: 'real site, one file edited', ...(await buildOnce(['--out', outDir])) });
  }
  printTable(runs);
  console.log(`\nmachine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; scratch folder on ${scratchBase}`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
