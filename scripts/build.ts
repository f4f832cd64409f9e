/**
 * Builds the site: content/ in, dist/ out. buildSite reads as the pipeline:
 * load the content, make the scripts, stylesheet and images, render the
 * pages, write the site's other files, publish. What depends on the code only
 * (styles, scripts, public/) runs while the content loads, so the stage
 * report shows stages side by side; each stage lives in its folder of scripts/ (scripts/README.md).
 * Usage: npm run build [-- --content DIR --out DIR --no-cache]   (SITE_URL=https://example.org overrides site.url,
 * FORMS_ENDPOINT=http://127.0.0.1:8787/f/ overrides forms.endpoint)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PagePicture } from './assets/images';
import { finishAssets, reportScripts, startCodeStages } from './assets/code-stages';
import { readPathOptions } from './shared/cli-args';
import { formatProblems } from './problems/format-problems';
import { reportFailure } from './problems/report-failure';
import { headersFile } from './output/headers';
import type { StyleSources } from './render/first-screen';
import type { SiteIndex } from './content/model';
import { createStaging, discard, publish, writeOutput } from './output/output';
import { checkOutputFolder, OutputError } from './output/output-safety';
import { servedDrawings } from './output/served-drawings';
import { startSitePages, type SitePages } from './render/render-site';
import { robotsTxt, sitemapXml } from './output/sitemap';
import { createTimer, type Timer, type StageTiming } from './shared/timer';
import { devicesNotice, isTurnedOff } from './shared/speed-devices';
import { buildYear, pathsOf, type BuildPaths } from './shared/build-paths';
import { quickRebuild, type Begun } from './page-cache/quick-rebuild';
import { basePathOf, withBase } from '../templates/model/url';

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
  /**
   * Keeps each rendered page in .cache/pages with the key of everything it read, and copies a page whose key is
   * unchanged instead of rendering it (scripts/page-cache/; npm run build does, but with --no-cache). Only with
   * render workers.
   */
  pageCache?: boolean;
  log?: (line: string) => void;
}

export interface BuildResult {
  outDir: string;
  /** dist-relative HTML files written, by route. */
  pages: Map<string, string>;
  /** Pages rendered, and pages copied from the page cache (the 404 page among them). */
  counts: { rendered: number; fromCache: number };
  timings: StageTiming[];
  totalMs: number;
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const paths = pathsOf(options);
  const log = options.log ?? (() => {});
  const started = performance.now();
  const timer = createTimer(log, started);
  await checkOutputFolder(paths);
  // Only pages' text edited since the last whole build: those pages rendered, the rest of the site as it was.
  // When more changed, the whole build goes on with what the attempt started (its worker, its scripts and styles).
  let begun: Begun | undefined;
  let quickFailure: string | undefined;
  if (options.pageCache && options.renderWorkers !== 0 && !isTurnedOff('quick-rebuild')) {
    const quick = await quickRebuild({ ...options, ...paths, timer, log });
    if ('pages' in quick) {
      const totalMs = performance.now() - started;
      log(builtLine(quick.written, paths.outDir, totalMs, quick.counts));
      return { outDir: paths.outDir, pages: quick.pages, counts: quick.counts, timings: timer.timings, totalMs };
    }
    begun = quick.begun;
    quickFailure = quick.failure;
  }

  // The render workers start first: they boot while this thread goes on.
  const sitePages = startSitePages({
    ...paths,
    siteUrl: options.siteUrl,
    formsEndpoint: options.formsEndpoint,
    workers: options.renderWorkers,
    pageCache: options.pageCache,
    log,
    pool: begun?.pool,
    taken: begun?.taken,
  });
  await sitePages.started;
  const staging =
    begun?.staging ??
    (await createStaging(paths.outDir).catch(async (error: unknown) => {
      await sitePages.close();
      throw error;
    }));
  // Stages still writing into the staging folder: on a failure they finish before it goes.
  const running: Array<Promise<unknown>> = [];
  try {
    // Load the content, while the scripts, the stylesheet and public/ are made.
    const fromCode = begun?.fromCode ?? startCodeStages(paths, staging, timer);
    running.push(fromCode.all);
    const index = await loadContent(sitePages, timer, log);
    // Then the pictures, then the pages.
    const pagePictures = picturesOfIndex(index);
    const assets = await finishAssets(paths, staging, pagePictures, fromCode, timer);
    const rendered = timer.stage('render pages', () =>
      sitePages.render({ assets, year: options.year ?? buildYear(), outDir: staging }),
    );
    running.push(rendered);
    // The web editor is made while the workers render: started sooner, its work in this thread would hold up the pictures.
    const webEditor = startWebEditor(paths, staging, index, fromCode.cssUrl, timer);
    running.push(webEditor);
    const { pages, styleSources, ids, counts } = await rendered;
    // Links that end in #…, against every id of the pages as written: a mistake stops the build before it publishes.
    await timer.stage('check links to sections', async () => {
      const { checkRenderedSections } = await import('./content/load-content');
      checkRenderedSections({ ...paths, siteUrl: options.siteUrl }, index, ids);
    });
    const adminFiles = await webEditor;
    // Then the site's other files, and publish.
    const siteFiles = await timer.stage('write sitemap, headers, redirects', () =>
      writeSiteFiles(staging, paths, index, styleSources),
    );
    const base = basePathOf(index.site.url);
    await reportScripts(paths, staging, base, timer, log);
    await timer.stage('publish', () => publish(staging, paths.outDir));
    const notKept = await sitePages.keep({
      outDir: paths.outDir,
      siteFiles: [...siteFiles, ...adminFiles.map((file) => `admin/${file}`)],
      pagePictures,
      base,
    });
    if (notKept) log(notKept);
    if (quickFailure)
      log(`The rebuild of the edited pages alone failed (${quickFailure}), so the whole site was built.`);

    const totalMs = performance.now() - started;
    log(builtLine(pages.size + (index.notFound ? 1 : 0), paths.outDir, totalMs, counts));
    return { outDir: paths.outDir, pages, counts, timings: timer.timings, totalMs };
  } catch (error) {
    await Promise.allSettled(running);
    await discard(staging);
    throw error;
  } finally {
    await sitePages.close();
  }
}

/** Loads the content into the site's index; its warnings (matters of taste) are printed, and the build goes on. */
async function loadContent(sitePages: SitePages, timer: Timer, log: (line: string) => void): Promise<SiteIndex> {
  const index = await timer.stage('load content', () => sitePages.load());
  if (index.warnings.length > 0) log(`\n${formatProblems(index.warnings)}\n`);
  return index;
}

/**
 * The web editor (/admin/): its own scripts, which no public page loads; its previews use the site as
 * loaded and its stylesheet. Started here, awaited after the pages are rendered.
 */
function startWebEditor(
  { root, contentDir, publicDir }: BuildPaths,
  staging: string,
  index: SiteIndex,
  cssUrl: Promise<string>,
  timer: Timer,
) {
  const bundled = timer.stage('bundle web editor', async () => {
    const { bundleAdmin } = await import('./cms/admin-bundle');
    return bundleAdmin({
      root,
      contentDir,
      publicDir,
      outDir: path.join(staging, 'admin'),
      // The previews' stylesheet, as the browser asks for it (below a folder, with the base in front).
      cssUrl: withBase(basePathOf(index.site.url), await cssUrl),
      index,
    });
  });
  // Handled now, awaited later: a failure that comes while the build waits elsewhere is not a crash of its own.
  bundled.catch(() => {});
  return bundled;
}

/**
 * The sitemap, robots.txt and _headers, whose policy for each page allows its first screen's inline style,
 * and which gives each SVG drawing of public/ its type with its charset; _redirects and the pages at old addresses.
 */
async function writeSiteFiles(
  staging: string,
  { publicDir }: BuildPaths,
  index: SiteIndex,
  styleSources: StyleSources,
): Promise<string[]> {
  await writeOutput(staging, 'sitemap.xml', sitemapXml(index));
  await writeOutput(staging, 'robots.txt', robotsTxt(index));
  await writeOutput(staging, '_headers', headersFile(index, styleSources, await servedDrawings(publicDir)));
  // Imported here: its model's schema (zod) would hold up the start of every build.
  const { writeRedirects } = await import('./output/redirects');
  return ['sitemap.xml', 'robots.txt', '_headers', ...(await writeRedirects(staging, index))];
}

/** Every picture the pages show, with the file showing it. */
function picturesOfIndex(index: SiteIndex): PagePicture[] {
  const pages = index.notFound ? [...index.pages, index.notFound] : index.pages;
  return pages.flatMap((page) => page.pictures.map((picture) => ({ picture, file: page.file })));
}

/** The build's last line: how many pages, where, how long, and how many came from the page cache. */
function builtLine(
  pages: number,
  outDir: string,
  totalMs: number,
  counts: { rendered: number; fromCache: number },
): string {
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  return `Built ${pages} pages into ${path.relative(process.cwd(), outDir) || '.'} in ${totalMs.toFixed(0)} ms (peak memory ${peakMb} MB): ${counts.rendered} rendered, ${counts.fromCache} from the page cache`;
}

/** Whether the error, or one it was caused by, is a file of the project's .cache/ that is no longer there. */
function cacheFileGone(error: unknown, root: string): boolean {
  const cacheDir = path.join(root, '.cache') + path.sep;
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const { code, path: file } = cause as NodeJS.ErrnoException;
    if (code !== 'ENOENT' && code !== 'MODULE_NOT_FOUND' && code !== 'ERR_MODULE_NOT_FOUND') continue;
    const named =
      typeof file === 'string' ? file : cause.message.slice(cause.message.indexOf(cacheDir)).split(/['"\s]/)[0];
    if (named?.startsWith(cacheDir) && !existsSync(named)) return true;
  }
  return false;
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const devices = devicesNotice(process.env.SITE_BUILD_WITHOUT);
  if (!devices.ok) {
    console.error(`✖ ${devices.line}\n\nNothing was built.`);
    process.exitCode = 2;
    return;
  }
  console.log('Building the site');
  if (devices.line) console.log(devices.line);
  try {
    await buildSite({
      root,
      ...readPathOptions(process.argv.slice(2)),
      pageCache: !process.argv.includes('--no-cache'),
      siteUrl: process.env.SITE_URL,
      formsEndpoint: process.env.FORMS_ENDPOINT,
      log: (line) => console.log(line),
    });
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
