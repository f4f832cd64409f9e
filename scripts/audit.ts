/**
 * Lighthouse over every route of the built site, mobile preset (simulated
 * throttling: RTT 150 ms, 1.6 Mbps, CPU ×4), in Debian's Chromium, served as
 * `npm run serve` serves it (gzip): prints the four category scores with FCP,
 * LCP, CLS and TBT per route, the slowest FCP and LCP, and writes the full
 * figures to reports/lighthouse.json. With --runs N each route is measured N
 * times (all routes, then all again) and the median of each figure is shown,
 * with how far apart the runs of one route were.
 * In the same runs it measures a baseline (scripts/bench/baseline-page.ts):
 * a page of one heading and one paragraph with the home page's headers, what
 * any page costs on this machine; it prints the baseline's figures and each
 * figure of the routes less the baseline's, what the site itself adds.
 * With --throttling applied, Chromium itself slows the network and the CPU
 * as the preset says, and the page loads under it: slower to run (about 20 s
 * a route), but it measures what the browser does, where the simulation
 * estimates it from an unthrottled load (and, for one, counts any stylesheet
 * linked in the body as holding up the first paint, which Chromium does not).
 * Usage: npm run build && npm run audit [-- /route ...] [--runs N] [--dist DIR] [--throttling simulated|applied]
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { homePageHeaders, writeBaselineSite } from './bench/baseline-page';
import { CHROMIUM_ARGS, CHROMIUM_PATH, UNUSED_BROWSER_FEATURES } from './shared/browser';
import { startServer } from './serve/static-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The value following a flag on the command line, if given. */
function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const dist = path.resolve(option('--dist') ?? path.join(root, 'dist'));
const runs = Number(option('--runs') ?? '1');
const throttling = option('--throttling') ?? 'simulated';
if (throttling !== 'simulated' && throttling !== 'applied') {
  console.error(`--throttling takes simulated or applied, not "${throttling}"`);
  process.exit(2);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of runs of 1 or more, not "${option('--runs')}"`);
  process.exit(2);
}

interface RouteAudit {
  route: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
  /** Set when Lighthouse could not measure the page at all (its scores are then meaningless zeros). */
  runError?: string;
  /** The figures Lighthouse gave no value for though it measured the page (printed NaN), each with its reason. */
  unmeasured?: string[];
  /** With several runs: how far apart the route's runs were (slowest minus fastest), in ms. */
  spreadMs?: { fcp: number; lcp: number; tbt: number };
}

async function routesFromSitemap(): Promise<string[]> {
  const xml = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)?<\/loc>/g)].map((match) => match[1] || '/');
}

/** Starts Chromium with a debugging port Lighthouse can drive. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      ...CHROMIUM_ARGS,
      `--disable-features=${UNUSED_BROWSER_FEATURES.join(',')}`,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      await rm(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function auditRoute(url: string, route: string, port: number): Promise<RouteAudit> {
  const result = await lighthouse(`${url}${route}`, {
    // 'devtools' is Lighthouse's name for throttling applied by the browser.
    throttlingMethod: throttling === 'applied' ? 'devtools' : 'simulate',
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { lhr } = result;
  const runError = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const figures = {
    FCP: 'first-contentful-paint',
    LCP: 'largest-contentful-paint',
    CLS: 'cumulative-layout-shift',
    TBT: 'total-blocking-time',
  };
  const unmeasured = Object.entries(figures)
    .filter(([, id]) => typeof lhr.audits[id]?.numericValue !== 'number')
    .map(([label, id]) => `${label} (${lhr.audits[id]?.errorMessage ?? lhr.audits[id]?.explanation ?? 'no value'})`);
  // Only audits that weigh in a category's score.
  const weighted = new Set(
    Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  );
  const failing = Object.values(lhr.audits)
    .filter((audit) => weighted.has(audit.id) && audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.id);
  return {
    route,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric('total-blocking-time')),
    failing,
    ...(runError ? { runError } : {}),
    ...(unmeasured.length && !runError ? { unmeasured } : {}),
  };
}

/** Audits a route; a run Lighthouse could not measure is said, and measured once more. */
async function auditRouteOnce(url: string, route: string, port: number): Promise<RouteAudit> {
  const first = await auditRoute(url, route, port);
  if (!first.runError) return first;
  console.log(`  ${route}: Lighthouse could not measure the page (${first.runError}); measuring it again`);
  return auditRoute(url, route, port);
}

function printTable(audits: RouteAudit[]): void {
  const header = ['route', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms'];
  const rows = audits.map((audit) => [
    audit.route,
    ...categories.map((category) => String(audit.scores[category])),
    String(audit.fcpMs),
    String(audit.lcpMs),
    String(audit.cls),
    String(audit.tbtMs),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const audit of audits)
    if (audit.failing.length) console.log(`  ${audit.route}: below 90 on ${audit.failing.join(', ')}`);
  for (const audit of audits)
    if (audit.unmeasured) console.log(`  ${audit.route}: Lighthouse gave no ${audit.unmeasured.join(', ')}`);
  const measured = audits.filter((audit) => !audit.runError);
  for (const [label, key] of [
    ['FCP', 'fcpMs'],
    ['LCP', 'lcpMs'],
  ] as const) {
    const slowest = measured.reduce<RouteAudit | undefined>(
      (worst, audit) => (worst && worst[key] >= audit[key] ? worst : audit),
      undefined,
    );
    if (slowest) console.log(`slowest ${label}: ${slowest[key]} ms on ${slowest.route}`);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const spread = (runs: RouteAudit[], key: 'fcpMs' | 'lcpMs' | 'tbtMs') =>
  Math.max(...runs.map((run) => run[key])) - Math.min(...runs.map((run) => run[key]));

/**
 * How far apart the runs of one route were, at most and in the median route: the noise of this machine,
 * under which a difference between two builds is not a measured one.
 */
function printSpread(audits: RouteAudit[]): void {
  const spreads = audits.flatMap((audit) => (audit.spreadMs ? [audit.spreadMs] : []));
  if (spreads.length === 0) return;
  const of = (key: 'fcp' | 'lcp' | 'tbt') =>
    `${key.toUpperCase()} up to ${Math.max(...spreads.map((one) => one[key]))} ms (median ${Math.round(median(spreads.map((one) => one[key])))})`;
  console.log(`runs of one route were apart by ${of('fcp')}, ${of('lcp')}, ${of('tbt')}`);
}

/** One route's runs as one audit: the median of each figure, the failing audits of any run. */
function medianAudit(route: string, measured: RouteAudit[]): RouteAudit {
  const of = (pick: (audit: RouteAudit) => number) => median(measured.map(pick));
  return {
    route,
    scores: {
      performance: Math.round(of((audit) => audit.scores.performance)),
      accessibility: Math.round(of((audit) => audit.scores.accessibility)),
      'best-practices': Math.round(of((audit) => audit.scores['best-practices'])),
      seo: Math.round(of((audit) => audit.scores.seo)),
    },
    fcpMs: Math.round(of((audit) => audit.fcpMs)),
    lcpMs: Math.round(of((audit) => audit.lcpMs)),
    cls: Number(of((audit) => audit.cls).toFixed(3)),
    tbtMs: Math.round(of((audit) => audit.tbtMs)),
    failing: [...new Set(measured.flatMap((audit) => audit.failing))],
    spreadMs: { fcp: spread(measured, 'fcpMs'), lcp: spread(measured, 'lcpMs'), tbt: spread(measured, 'tbtMs') },
  };
}

/** A route's runs as one audit: the only run, or the median of those Lighthouse measured. */
function summary(route: string, all: RouteAudit[]): RouteAudit {
  const measured = all.filter((audit) => !audit.runError);
  return measured.length === 0 ? all[0]! : measured.length === 1 ? measured[0]! : medianAudit(route, measured);
}

/** The baseline's figures, and the routes' less the baseline's: what the site adds to what any page costs. */
function printBaseline(baseline: RouteAudit, audits: RouteAudit[]): void {
  if (baseline.runError) {
    console.log(`baseline: not measured, twice (${baseline.runError})`);
    return;
  }
  console.log(
    `baseline (one heading and one paragraph, no style or script, the home page's headers): FCP ${baseline.fcpMs} ms, LCP ${baseline.lcpMs} ms, TBT ${baseline.tbtMs} ms`,
  );
  const measured = audits.filter((audit) => !audit.runError);
  if (measured.length === 0) return;
  const added = (key: 'fcpMs' | 'lcpMs' | 'tbtMs') => {
    const less = measured.map((audit) => audit[key] - baseline[key]).filter(Number.isFinite);
    if (less.length === 0) return `${key.slice(0, 3).toUpperCase()} not measured`;
    const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${Math.round(ms)}`;
    return `${key.slice(0, 3).toUpperCase()} ${signed(Math.min(...less))} to ${signed(Math.max(...less))} ms (median ${signed(median(less))})`;
  };
  console.log(`routes less the baseline: ${added('fcpMs')}, ${added('lcpMs')}, ${added('tbtMs')}`);
}

const optionValues = new Set([option('--dist'), option('--runs'), option('--throttling')]);
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/') && !optionValues.has(arg));
const routes = requested.length > 0 ? requested : await routesFromSitemap();
const server = await startServer({ dir: dist, port: 0 });
const baselineDir = await mkdtemp(path.join(os.tmpdir(), 'audit-baseline-'));
await writeBaselineSite(baselineDir, await homePageHeaders(dist));
const baselineServer = await startServer({ dir: baselineDir, port: 0 });
const chromium = await startChromium();
const runsByRoute = new Map<string, RouteAudit[]>(routes.map((route) => [route, []]));
const baselineRuns: RouteAudit[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    if (runs > 1) console.log(`run ${run} of ${runs}`);
    for (const route of routes) runsByRoute.get(route)!.push(await auditRouteOnce(server.url, route, chromium.port));
    // In each run, so that the baseline and the routes are measured under the same load of the machine.
    baselineRuns.push({ ...(await auditRouteOnce(baselineServer.url, '/', chromium.port)), route: 'baseline' });
  }
} finally {
  await chromium.stop();
  await server.close();
  await baselineServer.close();
  await rm(baselineDir, { recursive: true, force: true });
}

const audits = routes.map((route) => summary(route, runsByRoute.get(route)!));
const baseline = summary('baseline', baselineRuns);
if (runs > 1) console.log(`medians of ${runs} runs per route`);
printTable(audits);
printSpread(audits);
printBaseline(baseline, audits);
await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(
  path.join(root, 'reports', 'lighthouse.json'),
  `${JSON.stringify({ throttling, runs, baseline, routes: audits }, null, 2)}\n`,
);
console.log(`\n${audits.length} routes audited (${throttling} throttling); full figures in reports/lighthouse.json`);
const unmeasured = audits.filter((audit) => audit.runError);
for (const audit of unmeasured)
  console.log(`${audit.route}: not measured, twice (${audit.runError}); its zeros are not scores`);
const below = audits.filter((audit) => !audit.runError && categories.some((category) => audit.scores[category] < 100));
if (below.length > 0) console.log(`${below.length} routes below 100 in at least one category.`);
if (unmeasured.length > 0) process.exitCode = 1;
