/**
 * Builds the site: content/ in, dist/ out. buildSite reads as the pipeline:
 * load the content, make the scripts, stylesheet and images, render the
 * pages, write the site's other files, publish. What depends on the code only
 * (styles, scripts, public/) runs while the content loads, so the stage
 * report shows stages side by side; each stage lives in its folder of scripts/ (scripts/README.md).
 * Usage: npm run build [-- --content DIR --out DIR --no-cache]   (SITE_URL=https://example.org overrides site.url,
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
import type { StyleSources } from './render/first-screen';
import type { SiteIndex } from './content/model';
import { copyPublic, createStaging, discard, publish, writeOutput } from './output/output';
import { checkOutputFolder, OutputError } from './output/output-safety';
import { checkMediaFolders } from './output/media-folders';
import { servedDrawings } from './output/served-drawings';
import { writeRedirects } from './output/redirects';
import { startSitePages, type SiteAssets, type SitePages } from './render/render-site';
import { robotsTxt, sitemapXml } from './output/sitemap';
import { compileStyles } from './assets/style';
import { createTimer, type StageTiming } from './shared/timer';
import { devicesNotice } from './shared/speed-devices';
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
  /** The site as built: settings, groups and page summaries. */
  index: SiteIndex;
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

  // The render workers start first: they boot while this thread goes on.
  const sitePages = startSitePages({
    ...paths,
    siteUrl: options.siteUrl,
    formsEndpoint: options.formsEndpoint,
    workers: options.renderWorkers,
    pageCache: options.pageCache,
    log,
  });
  await sitePages.started;
  const staging = await createStaging(paths.outDir).catch(async (error: unknown) => {
    await sitePages.close();
    throw error;
  });
  // Stages still writing into the staging folder: on a failure they finish before it goes.
  const running: Array<Promise<unknown>> = [];
  try {
    // Load the content, while the scripts, the stylesheet and public/ are made.
    const fromCode = startCodeStages(paths, staging, timer);
    running.push(fromCode.all);
    const index = await loadContent(sitePages, timer, log);
    // Then the pictures, then the pages.
    const assets = await finishAssets(paths, staging, index, fromCode, timer);
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
    await webEditor;
    // Then the site's other files, and publish.
    await timer.stage('write sitemap, headers, redirects', () => writeSiteFiles(staging, paths, index, styleSources));
    if (paths.outDir === path.join(paths.root, 'dist'))
      await reportScripts(paths.root, staging, basePathOf(index.site.url), timer, log);
    await timer.stage('publish', () => publish(staging, paths.outDir));
    const notKept = await sitePages.keep();
    if (notKept) log(notKept);

    const totalMs = performance.now() - started;
    const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
    log(
      `Built ${pages.size + (index.notFound ? 1 : 0)} pages into ${path.relative(process.cwd(), paths.outDir) || '.'} in ${totalMs.toFixed(0)} ms (peak memory ${peakMb} MB): ${counts.rendered} rendered, ${counts.fromCache} from the page cache`,
    );
    return { index, outDir: paths.outDir, pages, counts, timings: timer.timings, totalMs };
  } catch (error) {
    await Promise.allSettled(running);
    await discard(staging);
    throw error;
  } finally {
    await sitePages.close();
  }
}

type Timer = ReturnType<typeof createTimer>;

interface BuildPaths {
  root: string;
  contentDir: string;
  publicDir: string;
  outDir: string;
}

function pathsOf(options: BuildOptions): BuildPaths {
  const root = path.resolve(options.root);
  return {
    root,
    contentDir: path.resolve(options.contentDir ?? path.join(root, 'content')),
    publicDir: path.resolve(options.publicDir ?? path.join(root, 'public')),
    outDir: path.resolve(options.outDir ?? path.join(root, 'dist')),
  };
}

/**
 * The stages that depend on the code only, not on the content: started at once, they run while the
 * content loads (in the workers, when there are any). `all` settles when every one has, never rejecting:
 * a failure surfaces where the stage is awaited.
 */
function startCodeStages({ root, contentDir, publicDir }: BuildPaths, staging: string, timer: Timer) {
  const stylesheet = timer.stage('compile styles', async () => {
    const css = await compileStyles(root);
    const url = `/assets/site.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    await writeOutput(staging, url.slice(1), css);
    return { url, css };
  });
  const cssUrl = stylesheet.then(({ url }) => url);
  // Handled now, awaited later (or never, when the build fails first): its failure surfaces with the stylesheet's.
  cssUrl.catch(() => {});
  const schemas = timer.stage('write content schemas', async () => {
    // Imported here, as the stages below import what only they need: the workers start without waiting for zod.
    const { SCHEMAS_DIR, writeJsonSchemas } = await import('./content/json-schemas');
    await writeJsonSchemas(path.join(root, SCHEMAS_DIR), root);
  });
  const copied = timer.stage('copy public', async () => {
    // Pictures only in the media folders: a page or a script there would run on the site's own address.
    await checkMediaFolders({ contentDir, publicDir });
    await copyPublic(publicDir, staging, root);
  });
  const bundle = timer.stage('bundle islands', () => bundleIslands({ root, outDir: staging }));
  return {
    stylesheet,
    cssUrl,
    schemas,
    copied,
    bundle,
    all: Promise.allSettled([stylesheet, schemas, copied, bundle]),
  };
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

/** The scripts, the stylesheet and public/ once ready, then the pictures made: what the pages refer to. */
async function finishAssets(
  paths: BuildPaths,
  staging: string,
  index: SiteIndex,
  fromCode: ReturnType<typeof startCodeStages>,
  timer: Timer,
): Promise<SiteAssets> {
  const [bundle, stylesheet] = await Promise.all([
    fromCode.bundle,
    fromCode.stylesheet,
    fromCode.copied,
    fromCode.schemas,
  ]);
  // After public/ is copied: a made image replaces a file of the same name there.
  await timer.stage('make images', () => buildImages({ ...paths, outDir: staging, pictures: picturesOfIndex(index) }));
  return { css: stylesheet.url, stylesheet: stylesheet.css, boot: bundle.boot, islandChunks: bundle.islandChunks };
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
): Promise<void> {
  await writeOutput(staging, 'sitemap.xml', sitemapXml(index));
  await writeOutput(staging, 'robots.txt', robotsTxt(index));
  await writeOutput(staging, '_headers', headersFile(index, styleSources, await servedDrawings(publicDir)));
  await writeRedirects(staging, index);
}

/**
 * The JavaScript budget report, in reports/: for the site's own dist/ only. Other builds (tests,
 * benchmarks) skip it: it reads every page back, and the budget test measures on its own.
 */
async function reportScripts(
  root: string,
  staging: string,
  base: string,
  timer: Timer,
  log: (line: string) => void,
): Promise<void> {
  const { writeJsReport } = await import('./assets/asset-report');
  await timer.stage('report scripts', () =>
    writeJsReport({ root, outDir: staging, base, file: path.join(root, 'reports', 'js-budget.json'), log }),
  );
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
