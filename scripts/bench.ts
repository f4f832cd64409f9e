/**
 * Build benchmark. Generates synthetic sites of 1,000, 4,000 and 16,000 service
 * pages and builds each cold (a new process, as a person would run it, into
 * an output folder that does not exist yet), then the real site cold, after
 * a one-file content edit (over its last output), and with an empty build
 * cache (.cache/build: the compiled build script, renderer, scripts and
 * styles, made again as after a change to the code). Prints wall time, ms
 * per page and peak memory, then the time of each build stage (from the
 * build's own report); content, output and the page cache go to a tmpfs
 * folder when there is one (the page cache through a link at .cache/pages,
 * so that it is on the outputs' file system, as dist/ and .cache/ are).
 * Usage: npm run bench
 *        npm run bench -- --pages N --out DIR   (one size, into DIR)
 *        npm run bench -- --runs N              (each build N times, the fastest kept: for a busy machine)
 *        npm run bench -- --devices [--pages N --runs N]
 *            (each speed device turned off in turn, at N service pages and on the real site, interleaved)
 *        npm run bench -- --against hugo [--pages N --runs N]
 *            (N service pages, 4,000 by default, built by this project and by Hugo, interleaved, N times each,
 *             5 by default: the medians and their ratio, with Hugo's pages of this project's weight and lean ones;
 *             and the floor of this shape, Node started alone and with the page renderer loaded)
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BenchArgsError, readBenchArgs } from './bench/args';
import { startOnly } from './bench/floor';
import { linkPageCacheTo } from './bench/page-cache-aside';
import { buildWithHugo, HUGO_MISSING, hugoVersion, writeHugoProject } from './bench/hugo';
import { printStages, printTable, type Run } from './bench/report';
import { SYNTHETIC_GROUPS, writeSyntheticSite } from './bench/synthetic-site';
import { SWITCHABLE_DEVICES, type SwitchableDevice } from './shared/speed-devices';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Measured = Omit<Run, 'label'>;

/** How a build is run: by the launcher (as `npm run build`) or by tsx from source, and with which speed devices turned off. */
interface RunWay {
  launcher?: boolean;
  without?: readonly SwitchableDevice[];
}

/** Runs one build in a fresh process, as `npm run build` does, and reads its report: the stage lines and the closing line. */
function buildOnce(args: string[], way: RunWay = {}): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const entry =
      way.launcher === false
        ? ['--import', 'tsx', 'scripts/build.ts']
        : [path.join(root, 'scripts/launch.mjs'), 'scripts/build.ts'];
    const child = spawn(process.execPath, [...entry, ...args], {
      cwd: root,
      env: { ...process.env, SITE_BUILD_WITHOUT: (way.without ?? []).join(',') },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      const wallMs = performance.now() - started;
      const match = output.match(
        /Built (\d+) pages .* in (\d+) ms \(peak memory (\d+) MB\)(?:: (\d+) rendered, (\d+) from the page cache)?/,
      );
      if (code !== 0 || !match) return reject(new Error(`build failed (${code}):\n${output}`));
      // "  name   from   to ms": how long each stage ran (they overlap).
      const stages = [...output.matchAll(/^ {2}(\S.*?)\s+(\d+)\s+(\d+) ms$/gm)].map((stage) => ({
        stage: stage[1]!,
        ms: Number(stage[3]) - Number(stage[2]),
      }));
      resolve({
        wallMs,
        pages: Number(match[1]),
        buildMs: Number(match[2]),
        peakMb: Number(match[3]),
        // A build without a page cache (an older one, measured for comparison) renders every page.
        rendered: Number(match[4] ?? match[1]),
        fromCache: Number(match[5] ?? 0),
        stages,
      });
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

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Mean size in KB of the HTML files of the service pages under `dir`. */
async function pageWeightKb(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => /service-\d+[/\\]index\.html$/.test(file));
  const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(dir, file))).size));
  return sizes.reduce((sum, size) => sum + size, 0) / Math.max(1, sizes.length) / 1024;
}

/** The page cache of every content folder: emptied before a cold build. */
const PAGE_CACHE = path.join(root, '.cache', 'pages');

/**
 * Where the page cache is kept while the bench runs: in its scratch folder, beside the outputs, through a link at
 * .cache/pages (the project's own set aside meanwhile, and put back after: page-cache-aside.ts). `npm run build`
 * and CI have dist/ and .cache/ on one file system, where a page is kept and copied as a link to the output's file;
 * a cache on the disk and outputs on tmpfs would copy every page's bytes instead (240 MB at 4,000 pages), which
 * no real build does.
 */
async function keepPageCacheIn(scratch: string): Promise<{ folder: string; putBack: () => void }> {
  const folder = path.join(scratch, 'page-cache');
  await mkdir(folder);
  const putBack = await linkPageCacheTo(PAGE_CACHE, folder);
  // Stopped with Ctrl-C, the bench leaves no link to a folder gone (which every build would say it cannot open),
  // and the project's page cache back in its place.
  process.once('SIGINT', () => {
    putBack();
    rmSync(scratch, { recursive: true, force: true });
    process.exit(130);
  });
  return { folder, putBack };
}

/** Empties the page cache before a cold build. */
async function emptyPageCache(): Promise<void> {
  await rm(pageCacheFolder, { recursive: true, force: true });
  await mkdir(pageCacheFolder);
}

/** Edits the text of one page of a synthetic site of `pages` pages (one in the middle of a group, past its menus). */
async function editOnePage(contentDir: string, pages: number, run: number): Promise<void> {
  const index = Math.floor(pages / 2);
  const file = path.join(
    contentDir,
    'pages',
    SYNTHETIC_GROUPS[index % SYNTHETIC_GROUPS.length]!,
    `service-${index}.md`,
  );
  await appendFile(file, `\nEdited for run ${run}: one sentence more.\n`);
}

/**
 * This project and Hugo build the same synthetic pages, interleaved, `runs` times each; prints the medians and
 * ratios. Ours builds cold without the page cache (--no-cache: what a build before the page cache did), cold with
 * an empty page cache (every page rendered, recorded and kept), and after one page's text was edited (the page cache of the build
 * before kept), each into a folder that does not exist yet, as CI builds; Hugo builds in full each time.
 */
async function compareWithHugo(pages: number, runs: number, scratch: string, version: string): Promise<void> {
  const contentDir = path.join(scratch, 'content');
  await writeSyntheticSite(contentDir, pages);
  // A first build of each, not counted: ours warms the build cache and gives the page Hugo's equal layout is made of.
  const sample = path.join(scratch, 'sample');
  await emptyPageCache();
  await buildOnce(['--content', contentDir, '--out', sample]);
  const chromePage = await readFile(path.join(sample, 'compliance', 'service-0', 'index.html'), 'utf8');
  const projects = { equal: path.join(scratch, 'hugo-equal'), lean: path.join(scratch, 'hugo-lean') };
  await writeHugoProject(projects.equal, contentDir, chromePage);
  await writeHugoProject(projects.lean, contentDir);
  const weights = { ours: await pageWeightKb(sample), equal: 0, lean: 0 };
  for (const kind of ['equal', 'lean'] as const) {
    const out = path.join(scratch, `sample-${kind}`);
    await buildWithHugo(projects[kind], out);
    weights[kind] = await pageWeightKb(out);
  }
  // The renderer's bundle as the sample build made it (build-cache.mjs reuses it): loaded alone for the floor.
  const { bundleRenderer } = await import('./render/server-bundle');
  const { file: rendererFile } = await bundleRenderer(root);
  const kinds = ['plain', 'cold', 'edited', 'equal', 'lean', 'node', 'renderer'] as const;
  const times = {
    plain: [] as number[],
    cold: [] as number[],
    edited: [] as number[],
    equal: [] as number[],
    lean: [] as number[],
    node: [] as number[],
    renderer: [] as number[],
  };
  const rendered = { plain: [] as number[], cold: [] as number[], edited: [] as number[] };
  for (let run = 0; run < runs; run += 1) {
    for (const kind of kinds) {
      const out = path.join(scratch, `out-${kind}`);
      await rm(out, { recursive: true, force: true });
      if (kind === 'cold') await emptyPageCache();
      if (kind === 'edited') await editOnePage(contentDir, pages, run);
      if (kind === 'plain' || kind === 'cold' || kind === 'edited') {
        const measured = await buildOnce([
          '--content',
          contentDir,
          '--out',
          out,
          ...(kind === 'plain' ? ['--no-cache'] : []),
        ]);
        times[kind].push(measured.wallMs);
        rendered[kind].push(measured.rendered);
      } else if (kind === 'node' || kind === 'renderer')
        times[kind].push(await startOnly(kind === 'renderer' ? rendererFile : undefined));
      else times[kind].push(await buildWithHugo(projects[kind], out));
      await rm(out, { recursive: true, force: true });
    }
  }
  const hugo = { equal: median(times.equal), lean: median(times.lean) };
  const line = (label: string, ms: number, kb: number | undefined, ratios?: [number, number]) =>
    console.log(
      `${label.padEnd(40)} ${ms.toFixed(0).padStart(8)} ${(kb === undefined ? '—' : kb.toFixed(1)).padStart(9)}${ratios ? ratios.map((ratio) => `${ratio.toFixed(2).padStart(11)}×`).join('') : ''}`,
    );
  console.log(`\n${pages} service pages, median of ${runs} runs each, interleaved; ${version}`);
  console.log(
    `${'build'.padEnd(40)} ${'wall ms'.padStart(8)} ${'KB/page'.padStart(9)} ${'÷ Hugo equal'.padStart(12)}${'÷ Hugo lean'.padStart(12)}`,
  );
  for (const [kind, label] of [
    ['plain', 'this project, cold, --no-cache'],
    ['cold', 'this project, cold, empty page cache'],
    ['edited', "this project, one page's text edited"],
  ] as const) {
    const ms = median(times[kind]);
    line(label, ms, weights.ours, [ms / hugo.equal, ms / hugo.lean]);
  }
  line('Hugo, pages of this weight (full build)', hugo.equal, weights.equal);
  line('Hugo, lean pages (full build)', hugo.lean, weights.lean);
  // The floor: what any build of this shape spends before it renders its first page.
  for (const [kind, label] of [
    ['node', 'floor: Node started, nothing built'],
    ['renderer', 'floor: Node and the page renderer loaded'],
  ] as const) {
    const ms = median(times[kind]);
    line(label, ms, undefined, [ms / hugo.equal, ms / hugo.lean]);
  }
  console.log(
    `pages rendered: cold ${median(rendered.cold)}, one page edited ${median(rendered.edited)} (the others copied from the page cache); page cache on disk ${await cacheSizeMb()} MB`,
  );
}

/** The page cache's size on disk, in MB: its index and its pages' copies (a copy linked into an output counts here once). */
async function cacheSizeMb(): Promise<string> {
  const entries = await readdir(PAGE_CACHE, { recursive: true, withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => stat(path.join(entry.parentPath, entry.name)).then((info) => info.size)),
  );
  return (sizes.reduce((sum, size) => sum + size, 0) / 2 ** 20).toFixed(1);
}

/** One way of building, for the table of speed devices: everything on, or one device off. */
interface Variant {
  label: string;
  way: RunWay;
  /** Empties .cache/build before each build. */
  emptyCache?: boolean;
  /** Builds over the output of the build before (else into a folder that does not exist yet). */
  overOutput?: boolean;
  /** With the page cache, one page's text edited before each build (else every page rendered: --no-cache). */
  pageCache?: boolean;
  /** One page's text edited before each build. */
  edit?: boolean;
}

/** Each device measured where it works: every page rendered, without the page cache. */
const DEVICE_VARIANTS: Variant[] = [
  { label: 'all on', way: {} },
  { label: 'without the launcher (tsx)', way: { launcher: false } },
  { label: 'without the build cache', way: {}, emptyCache: true },
  ...SWITCHABLE_DEVICES.filter((device) => device !== 'quick-rebuild').map((device) => ({
    label: `without ${device}`,
    way: { without: [device] },
  })),
  { label: 'all on, over the last output', way: {}, overOutput: true },
];
/**
 * The page cache, measured where it works: one page's text edited, with it (and the rebuild of that page alone, or
 * without it: a whole build that copies the other pages) and without it.
 */
const PAGE_CACHE_VARIANTS: Variant[] = [
  { label: 'one page edited, page cache', way: {}, pageCache: true, edit: true },
  {
    label: 'one page edited, without quick-rebuild',
    way: { without: ['quick-rebuild'] },
    pageCache: true,
    edit: true,
  },
  { label: 'one page edited, --no-cache', way: {}, edit: true },
];

/**
 * Each speed device turned off in turn, on a synthetic site and on a copy of the real one, interleaved, `runs`
 * times: the median wall time of each way, its ratio to everything on, and the publish stage; then the page cache:
 * one page's text edited before each build, with the cache of the build before and without it.
 */
async function compareDevices(pages: number, runs: number, scratch: string): Promise<void> {
  const synthetic = path.join(scratch, 'content');
  await writeSyntheticSite(synthetic, pages);
  // The real site's content, copied: its pages are edited between builds.
  const real = path.join(scratch, 'real-content');
  await cp(path.join(root, 'content'), real, { recursive: true });
  const sites = [
    { label: `${pages} pages`, contentDir: synthetic, edit: (run: number) => editOnePage(synthetic, pages, run) },
    {
      label: 'real site',
      contentDir: real,
      edit: (run: number) => appendFile(path.join(real, 'pages', 'about.md'), `\nEdited for run ${run}.\n`),
    },
  ];
  const times = new Map<string, number[]>();
  const publishMs = new Map<string, number[]>();
  const record = (key: string, into: Map<string, number[]>, value: number) =>
    into.set(key, [...(into.get(key) ?? []), value]);
  const variants = [...DEVICE_VARIANTS, ...PAGE_CACHE_VARIANTS];
  for (const [siteIndex, site] of sites.entries())
    await buildOnce(['--content', site.contentDir, '--out', path.join(scratch, `warm-${siteIndex}`)]);
  for (let run = 0; run < runs; run += 1) {
    for (const [siteIndex, site] of sites.entries()) {
      for (const variant of variants) {
        const args = ['--content', site.contentDir, ...(variant.pageCache ? [] : ['--no-cache'])];
        const out = path.join(scratch, `out-${siteIndex}-${variant.overOutput ? 'kept' : 'new'}`);
        if (!variant.overOutput) await rm(out, { recursive: true, force: true });
        else if (!existsSync(out)) await buildOnce([...args, '--out', out]);
        if (variant.emptyCache) await rm(path.join(root, '.cache', 'build'), { recursive: true, force: true });
        if (variant.edit) await site.edit(run);
        const measured = await buildOnce([...args, '--out', out], variant.way);
        const key = `${site.label}|${variant.label}`;
        record(key, times, measured.wallMs);
        const publish = measured.stages.find((stage) => stage.stage === 'publish');
        if (publish) record(key, publishMs, publish.ms);
      }
    }
  }
  const ms = (site: (typeof sites)[number], label: string) => median(times.get(`${site.label}|${label}`)!);
  console.log(`
Speed devices, every page rendered (--no-cache): median wall ms of ${runs} runs each, interleaved; × = this way / all on`);
  console.log(`${'build'.padEnd(32)} ${sites.map((site) => `${site.label.padStart(12)}        ×`).join('  ')}`);
  for (const variant of DEVICE_VARIANTS) {
    const cells = sites.map(
      (site) =>
        `${ms(site, variant.label).toFixed(0).padStart(12)} ${(ms(site, variant.label) / ms(site, 'all on')).toFixed(2).padStart(7)}×`,
    );
    console.log(`${variant.label.padEnd(32)} ${cells.join('  ')}`);
  }
  // The publish stage of everything on: into a new folder, and over the last output.
  for (const [label, where] of [
    ['all on', 'into a new folder'],
    ['all on, over the last output', 'over the last output'],
  ] as const) {
    const cells = sites.map((site) => {
      const values = publishMs.get(`${site.label}|${label}`);
      return `${(values ? median(values).toFixed(0) : '-').padStart(12)}         `;
    });
    console.log(`${`publish stage, ${where}`.padEnd(32)} ${cells.join('  ')}`);
  }
  console.log(`
The page cache, one page's text edited before each build, into a new folder; × = this way / with the page cache`);
  for (const variant of PAGE_CACHE_VARIANTS) {
    const cells = sites.map(
      (site) =>
        `${ms(site, variant.label).toFixed(0).padStart(12)} ${(ms(site, variant.label) / ms(site, PAGE_CACHE_VARIANTS[0]!.label)).toFixed(2).padStart(7)}×`,
    );
    console.log(`${variant.label.padEnd(32)} ${cells.join('  ')}`);
  }
}

let args: ReturnType<typeof readBenchArgs>;
try {
  args = readBenchArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof BenchArgsError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(2);
}
const hugo = args.against === 'hugo' ? hugoVersion() : undefined;
if (args.against === 'hugo' && !hugo) {
  console.error(`✖ ${HUGO_MISSING}`);
  process.exit(1);
}
const scratchBase = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
const scratch = await mkdtemp(path.join(scratchBase, 'site-bench-'));
const { folder: pageCacheFolder, putBack: putPageCacheBack } = await keepPageCacheIn(scratch);
const runs: Run[] = [];
const repeat = args.runs;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const loadBefore = load();
try {
  if (hugo) await compareWithHugo(args.pages!, repeat, scratch, hugo);
  if (args.devices) await compareDevices(args.pages!, repeat, scratch);
  const comparing = args.against !== undefined || args.devices;
  const onlyPages = comparing ? undefined : args.pages;
  const sizes = comparing ? [] : onlyPages ? [onlyPages] : [1000, 4000, 16000];
  for (const size of sizes) {
    const contentDir = path.join(scratch, `content-${size}`);
    const chosenOut = onlyPages && args.out ? path.resolve(args.out) : undefined;
    await writeSyntheticSite(contentDir, size);
    const outDir = chosenOut ?? path.join(scratch, `dist-${size}`);
    const measured = await fastest(repeat, async () => {
      // A new folder each run (the caller's folder is emptied first), so every build writes into nothing; no page cache.
      await rm(outDir, { recursive: true, force: true });
      await emptyPageCache();
      return buildOnce(['--content', contentDir, '--out', outDir]);
    });
    runs.push({ label: `synthetic, ${size} service pages`, ...measured });
    // Then one page's text edited, with the page cache the build before kept, into a new folder again.
    const edited = await fastest(repeat, async (run) => {
      await editOnePage(contentDir, size, run);
      await rm(outDir, { recursive: true, force: true });
      return buildOnce(['--content', contentDir, '--out', outDir]);
    });
    runs.push({ label: `synthetic, ${size}, one page edited`, ...edited });
    if (!chosenOut) await rm(outDir, { recursive: true, force: true });
  }
  if (!onlyPages && !comparing) {
    const outDir = path.join(scratch, 'dist-real');
    runs.push({
      label: 'real site, cold',
      ...(await fastest(repeat, async () => {
        await rm(outDir, { recursive: true, force: true });
        await emptyPageCache();
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
  if (runs.length > 0) {
    printTable(runs);
    printStages(runs);
  }
  console.log(
    `\nmachine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; scratch folder and page cache on ${scratchBase}; ` +
      `load average ${loadBefore} before, ${load()} after${repeat > 1 && !comparing ? `; fastest of ${repeat} runs each` : ''}`,
  );
} finally {
  // The link goes with the scratch folder, and the project's own page cache comes back.
  putPageCacheBack();
  await rm(scratch, { recursive: true, force: true });
}
