/**
 * Builds the site: content/ in, dist/ out. Wires the stages together and
 * reports when each ran (several run side by side); each stage lives in scripts/lib.
 * Usage: npm run build [-- --content DIR --out DIR]   (SITE_URL=https://example.org overrides site.url,
 * FORMS_ENDPOINT=http://127.0.0.1:8787/f/ overrides forms.endpoint)
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleIslands } from './assets/bundle';
import { buildImages, type PagePicture } from './assets/images';
import { readPathOptions } from './shared/cli-args';
import { formatProblems } from './problems/format-problems';
import { reportFailure } from './problems/report-failure';
import { headersFile } from './output/headers';
import type { SiteIndex } from './content/model';
import { copyPublic, createStaging, discard, publish, writeOutput } from './output/output';
import { checkOutputFolder, OutputError } from './output/output-safety';
import { startSitePages } from './render/render-site';
import { robotsTxt, sitemapXml } from './output/sitemap';
import { compileStyles } from './assets/style';
import { createTimer, type StageTiming } from './shared/timer';

export interface BuildOptions {
  /** Project root holding templates/ and islands/. */
  root: string;
  contentDir?: string;
  publicDir?: string;
  outDir?: string;
  siteUrl?: string | undefined;
  /** Address of the form service up to the form id; overrides forms.endpoint of site.yaml. */
  formsEndpoint?: string | undefined;
  /** Year for the copyright line; defaults to SOURCE_DATE_EPOCH or today. */
  year?: number;
  /** Threads rendering pages: 0 renders in the build's own; by default 1, or one per core for a large site (see render-site.ts). */
  renderWorkers?: number;
  log?: (line: string) => void;
}

export interface BuildResult {
  /** The site as built: settings, groups and page summaries. */
  index: SiteIndex;
  outDir: string;
  /** dist-relative HTML files written, by route. */
  pages: Map<string, string>;
  timings: StageTiming[];
  totalMs: number;
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'));
  const publicDir = path.resolve(options.publicDir ?? path.join(root, 'public'));
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  const log = options.log ?? (() => {});
  const started = performance.now();
  const timer = createTimer(log, started);
  await checkOutputFolder({ root, outDir, contentDir, publicDir });

  const sitePages = startSitePages({
    root,
    contentDir,
    publicDir,
    siteUrl: options.siteUrl,
    formsEndpoint: options.formsEndpoint,
    workers: options.renderWorkers,
    log,
  });
  // The workers start first: they boot while this thread goes on.
  await sitePages.started;
  const staging = await createStaging(outDir).catch(async (error: unknown) => {
    await sitePages.close();
    throw error;
  });
  // Nothing in these depends on the content's checks: they run while it loads (in the workers when there are any).
  const cssUrl = timer.stage('compile styles', async () => {
    const css = await compileStyles(root);
    const url = `/assets/site.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    await writeOutput(staging, url.slice(1), css);
    return url;
  });
  const independent = {
    schemas: timer.stage('write content schemas', async () => {
      // Imported here, as the stages below import what only they need: the workers start without waiting for zod.
      const { SCHEMAS_DIR, writeJsonSchemas } = await import('./content/json-schemas');
      await writeJsonSchemas(path.join(root, SCHEMAS_DIR), { root });
    }),
    copied: timer.stage('copy public', () => copyPublic(publicDir, staging, root)),
    bundle: timer.stage('bundle islands', () => bundleIslands({ root, outDir: staging })),
    cssUrl,
  };
  // Settled, never rejected: a failure among them surfaces where they are awaited below.
  const allIndependent = Promise.allSettled(Object.values(independent));
  let admin: Promise<unknown> | undefined;
  try {
    const index = await timer.stage('load content', () => sitePages.load());
    // Matters of taste: printed, and the build goes on.
    if (index.warnings.length > 0) log(`\n${formatProblems(index.warnings)}\n`);
    // The web editor (/admin/): its own scripts, which no public page loads; its previews use the site as loaded and its stylesheet.
    admin = timer.stage('bundle web editor', async () => {
      const { bundleAdmin } = await import('./cms/admin-bundle');
      return bundleAdmin({ root, contentDir, publicDir, outDir: path.join(staging, 'admin'), cssUrl: await cssUrl, index });
    });
    // Handled now, awaited below: a failure that comes while the build waits elsewhere is not a crash of its own.
    admin.catch(() => {});
    const [bundle, css] = await Promise.all([independent.bundle, independent.cssUrl, independent.copied, independent.schemas]);
    // After public/ is copied: a made image replaces a file of the same name there.
    await timer.stage('make images', () => buildImages({ root, contentDir, publicDir, outDir: staging, pictures: picturesOfIndex(index) }));
    const assets = { css, boot: bundle.boot, islandChunks: bundle.islandChunks };
    const pages = await timer.stage('render pages', () => sitePages.render({ assets, year: options.year ?? buildYear(), outDir: staging }));
    await admin;
    await timer.stage('write sitemap, headers', async () => {
      await writeOutput(staging, 'sitemap.xml', sitemapXml(index));
      await writeOutput(staging, 'robots.txt', robotsTxt(index));
      await writeOutput(staging, '_headers', headersFile(index));
    });
    // The JavaScript budget report goes to reports/ for the site's own dist/ only; other builds
    // (tests, benchmarks) skip it: it reads every page back, and the budget test measures on its own.
    if (outDir === path.join(root, 'dist')) {
      const jsReportFile = path.join(root, 'reports', 'js-budget.json');
      const { writeJsReport } = await import('./assets/asset-report');
      await timer.stage('report scripts', () => writeJsReport({ outDir: staging, file: jsReportFile, log }));
    }
    await timer.stage('publish', () => publish(staging, outDir));
    const totalMs = performance.now() - started;
    const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
    log(`Built ${pages.size + (index.notFound ? 1 : 0)} pages into ${path.relative(process.cwd(), outDir) || '.'} in ${totalMs.toFixed(0)} ms (peak memory ${peakMb} MB)`);
    return { index, outDir, pages, timings: timer.timings, totalMs };
  } catch (error) {
    // Whatever still writes into the staging folder finishes before it goes.
    await Promise.allSettled([allIndependent, admin]);
    await discard(staging);
    throw error;
  } finally {
    await sitePages.close();
  }
}

/** Every picture the pages show, with the file showing it. */
function picturesOfIndex(index: SiteIndex): PagePicture[] {
  const pages = index.notFound ? [...index.pages, index.notFound] : index.pages;
  return pages.flatMap((page) => page.pictures.map((picture) => ({ picture, file: page.file })));
}

/** The build's year: from SOURCE_DATE_EPOCH when set, for reproducible builds. */
function buildYear(): number {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return (Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date()).getUTCFullYear();
}

/** Whether the error, or one it was caused by, is a file of the project's .cache/ that is no longer there. */
function cacheFileGone(error: unknown, root: string): boolean {
  const cacheDir = path.join(root, '.cache') + path.sep;
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const { code, path: file } = cause as NodeJS.ErrnoException;
    if (code !== 'ENOENT' && code !== 'MODULE_NOT_FOUND' && code !== 'ERR_MODULE_NOT_FOUND') continue;
    const named = typeof file === 'string' ? file : cause.message.slice(cause.message.indexOf(cacheDir)).split(/['"\s]/)[0];
    if (named?.startsWith(cacheDir) && !existsSync(named)) return true;
  }
  return false;
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  console.log('Building the site');
  try {
    await buildSite({ root, ...readPathOptions(process.argv.slice(2)), siteUrl: process.env.SITE_URL, formsEndpoint: process.env.FORMS_ENDPOINT, log: (line) => console.log(line) });
  } catch (error) {
    if (error instanceof OutputError) console.error(`\n✖ ${error.message}\n\nNothing was built.`);
    else if (cacheFileGone(error, root)) {
      console.error(
        '\n✖ The build cache (.cache/) was deleted while the build ran, and the build needed a file it had made there. Deleting .cache/ is safe between builds: run the build again.\n\nNothing was built: dist/ still holds the last good site.',
      );
    } else reportFailure(error, 'Nothing was built: dist/ still holds the last good site.');
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
