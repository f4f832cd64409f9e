/**
 * The pages of a build: content/pages loaded into the site's index, then
 * every page rendered to its HTML file.
 *
 * Pages load and render in worker threads, from a bundle of the renderer
 * with React's production build (server-bundle.ts): one worker, and a
 * second (a third…, up to one per core) only for every PAGES_PER_WORKER
 * pages, enough to pay for its start. Each worker loads a share of the files and later renders
 * those pages; the build's own thread reads site.yaml, puts the shares'
 * summaries together and runs the checks across files, and meanwhile is
 * free for the scripts and styles. With `workers: 0` everything happens
 * in the build's own thread, from the templates as they are; both give the
 * same bytes.
 */
import os from 'node:os';
import { listPageFiles } from '../shared/files';
import type { LoadedFile, LoadOptions, PageDefaults } from '../content/load-content';
import type { Page, PageSummary, SiteIndex } from '../content/model';
import { createWriter, pageFiles } from '../output/output';
import { preloadsFrom } from './preloads';
import { preparedPictures } from '../assets/prepared-pictures';
import { startRenderPool, type LoadedShares, type RenderPool } from './render-pool';
import type { LoadJob, PageIds, RenderJob, StyleSources } from './render-messages';
import { sortedByRoute } from './first-screen';
import { renderKeyOf } from '../page-cache/cache-keys';
import { joinLoads, lookUpLoads, type JoinedLoads, type TakenStates } from '../page-cache/cached-loads';

/** What a quick rebuild took before it found more than text changed: the whole build goes on from it. */
export interface Taken {
  /** The page files, as listed. */
  files: string[];
  rendererFile: string;
  code: CodeState;
  /** The load key and each page file's state, when it got as far. */
  states?: TakenStates | undefined;
}
import { putCachedPages } from '../page-cache/copy-pages';
import { nextCacheIndex } from '../page-cache/next-index';
import { planPages } from '../page-cache/plan';
import { openSiteCache, PAGE_CACHE_NAME, type CacheIndex } from '../page-cache/site-cache';
import {
  codeStateOf,
  type CodeState,
  idsHashOf,
  keepSiteFiles,
  removeSiteMemo,
  writeSiteMemo,
  type RenderedMemo,
} from '../page-cache/site-memo';
import { renderIndexOf } from './render-index';
import type { PagePicture } from '../assets/images';
import { bundleRenderer } from './server-bundle';
import { isTurnedOff } from '../shared/speed-devices';
import { RenderedIds } from '../content/links/rendered-ids';

/**
 * Pages a render worker needs to pay for its start: its boot and the warming up of its code cost about
 * 0.8 s of a core, which a worker never makes up on a small share. On two cores (npm run bench -- --devices,
 * and the same builds side by side): at 4,000 pages one worker was 5 % quicker than two, at 8,000 two were
 * 4 % quicker, at 16,000 14 %.
 */
export const PAGES_PER_WORKER = 3000;

/** How many render workers a site of `pages` pages gets on `cores` cores. */
export function renderWorkerCount(pages: number, cores: number): number {
  return Math.max(1, Math.min(cores, 8, Math.floor(pages / PAGES_PER_WORKER)));
}

/** The built scripts and styles the pages refer to. */
export interface SiteAssets {
  /** The stylesheet's address. */
  css: string;
  /** Its text, from which each first screen's inline style is cut (first-screen.ts). */
  stylesheet: string;
  boot: string;
  /** Module files of each island, to preload where it hydrates on load. */
  islandChunks: ReadonlyMap<string, readonly string[]>;
}

export interface RenderOptions {
  assets: SiteAssets;
  year: number;
  outDir: string;
}

export interface SitePages {
  /** Resolves once the workers are started (at once without workers): awaited first, they boot while the build goes on. */
  started: Promise<void>;
  /** Loads site.yaml and content/pages into the site's index; throws a ContentError with every problem. */
  load: () => Promise<SiteIndex>;
  /** Renders and writes every page; resolves to the file written for each route (the 404 page aside). */
  render: (options: RenderOptions) => Promise<RenderedSite>;
  /**
   * With a page cache: keeps what this build made in it, for the next build, with the rest of the site as
   * `published` says (for a quick rebuild: site-memo.ts); called once the build has published. Resolves to a
   * line saying why it could not, if so.
   */
  keep: (published?: PublishedSite) => Promise<string | undefined>;
  /** Stops the workers, if any, and lets other builds use the page cache; safe to call at any point, and more than once. */
  close: () => Promise<void>;
}

export interface RenderedSite {
  /** The file written for each route (the 404 page aside). */
  pages: Map<string, string>;
  /** Each page's route with the policy source allowing its inline style, for _headers (the 404 page aside). */
  styleSources: StyleSources;
  /**
   * The ids of each page as written (the 404 page's too), for the links that end in #… (content/links/section-links.ts):
   * a page copied from the page cache has the ids read from its HTML when it was rendered and kept.
   */
  ids: Map<string, RenderedIds>;
  /** Pages rendered, and pages copied from the page cache (the 404 page among them). */
  counts: { rendered: number; fromCache: number };
}

/** What the build made of the site's index besides the pages, as published: kept for a quick rebuild. */
export interface PublishedSite {
  outDir: string;
  /** The files made from the site's index (sitemap, _headers, the web editor…), by their path in the output. */
  siteFiles: string[];
  pagePictures: PagePicture[];
  base: string;
}

export interface StartOptions extends Omit<LoadOptions, 'cache'> {
  /** Render workers: 0 renders here; by default renderWorkerCount() of the site's pages (1 when the worker pool is turned off). */
  workers?: number | undefined;
  /**
   * Keeps the rendered pages in .cache/pages between builds, and copies those whose inputs are unchanged
   * instead of rendering them (scripts/page-cache/). Only with render workers.
   */
  pageCache?: boolean | undefined;
  log?: ((line: string) => void) | undefined;
  /** Render workers started already, with the renderer this build would start them with (quick-rebuild.ts). */
  pool?: RenderPool | undefined;
  /** What a quick rebuild took a moment before (quick-rebuild.ts): the same, taken once. */
  taken?: Taken | undefined;
}

export function startSitePages(options: StartOptions): SitePages {
  const log = options.log ?? (() => {});
  // An unreadable content folder is the loader's to report, as a missing site.yaml or no pages.
  const files = options.taken
    ? Promise.resolve(options.taken.files)
    : listPageFiles(options.contentDir).catch(() => []);

  const size =
    options.workers !== undefined
      ? Promise.resolve(options.workers)
      : files.then((list) =>
          isTurnedOff('worker-pool')
            ? 1
            : renderWorkerCount(list.filter((file) => file.endsWith('.md')).length, os.availableParallelism()),
        );
  const rendererFile = size.then((count) =>
    count === 0 ? '' : (options.taken?.rendererFile ?? bundleRenderer(options.root).then((made) => made.file)),
  );
  // A failure to bundle surfaces in load(); the pool holds it until then. A pool started already (by a quick
  // rebuild that found more than text changed) serves when it has the workers this build would start.
  const pool = size.then((count) => {
    if (options.pool?.size === count) return options.pool;
    options.pool?.close().catch(() => {});
    return count > 0 ? startRenderPool({ file: rendererFile, size: count }) : undefined;
  });
  const { workers: _workers, log: _log, pageCache: _pageCache, pool: _pool, taken, ...loadOptions } = options;
  const cache = pool.then((workers) =>
    workers && options.pageCache ? openPageCache(options.root, options.contentDir, log) : undefined,
  );
  cache.catch(() => {});
  // With a page cache: the loads put together, and what this build leaves for the next.
  let loads: JoinedLoads | undefined;
  let loadKey = '';
  let statedAt = 0;
  let defaults: PageDefaults | undefined;
  let next: CacheIndex | undefined;
  // What a quick rebuild takes from this build besides the page cache's index (site-memo.ts).
  let memo: RenderedMemo | undefined;
  // The build's own code, taken as the content starts loading (once the workers have started, as it reads every
  // file of it): the render key covers what the workers render with.
  let code: CodeState | undefined;
  const started = pool.then(
    async (workers) => void (await workers?.started.catch(() => {})),
    () => {},
  );
  // The loader (with zod and the YAML parser) loads once the workers are started: they boot meanwhile. With a page
  // cache holding the last build, at once: the workers will have little to load, and this thread the most.
  const loader = cache
    .catch(() => undefined)
    .then((site) => (site?.index ? undefined : started))
    .then(() => import('../content/load-content'));
  // A failure to load it (its chunk deleted with .cache/) surfaces in load(), not as an unhandled rejection meanwhile.
  loader.catch(() => {});
  let index: SiteIndex | undefined;
  // Without workers, the pages loaded here, by route.
  const here = new Map<string, Page>();

  return {
    started,
    async load() {
      if (options.pageCache) code = options.taken?.code ?? codeStateOf(options.root);
      const { indexSite, loadPageShare, pageDefaults, readSiteFile } = await loader;
      const siteFile = readSiteFile(options);
      defaults = pageDefaults(siteFile.site);
      const workers = await pool;
      const list = await files;
      const site = await cache;
      let loaded: Array<LoadedFile<PageSummary>>;
      if (workers && site) {
        // The files' states a quick rebuild took a moment before, when it got as far.
        const lookup = await lookUpLoads(site, loadOptions, await rendererFile, list, taken?.states);
        ({ loadKey, statedAt } = lookup);
        const made = await loadInWorkers(
          workers,
          { options: loadOptions, defaults, hashPages: true },
          lookup.misses,
          log,
        );
        loads = joinLoads(list, lookup, made);
        loaded = loads.loaded;
      } else if (workers) loaded = (await loadInWorkers(workers, { options: loadOptions, defaults }, list, log)).files;
      else loaded = loadPageShare(list, loadOptions, defaults, here);
      index = indexSite(options, siteFile, loaded);
      return index;
    },
    async render({ assets, year, outDir }) {
      if (!index) throw new Error('The render stage ran before the content was loaded.');
      const workers = await pool;
      const site = await cache;
      let styleSources: StyleSources;
      let ids: Array<[string, RenderedIds]>;
      let counts = { rendered: pageFiles(index).length, fromCache: 0 };
      if (workers && site && loads && defaults && code) {
        const job = renderJobOf(assets, year, outDir);
        const renderKey = await renderKeyOf({ root: options.root, rendererFile: await rendererFile, ...job });
        const { modelOf } = await loader;
        const renderIndex = renderIndexOf(index);
        const plan = await planPages({
          cache: site,
          index,
          renderKey,
          pageHashes: loads.pageHashes,
          pictures: new Map(job.pictures),
          modelOf,
          log,
        });
        const rendering = workers.renderSelected(renderIndex, job, {
          routes: plan.render,
          fileOf: (route) => loads?.fileOfRoute.get(route) ?? '',
          load: { options: loadOptions, defaults },
          cacheDir: site.htmlDir,
        });
        // Once the workers have their job: the copies are put in place synchronously (copy-pages.ts).
        const putting = new Promise((resolve) => setImmediate(resolve)).then(() =>
          putCachedPages(
            plan.copy.map(({ cached }) => ({ file: cached.file, stored: cached.stored.name })),
            site.htmlDir,
            outDir,
          ),
        );
        const [rendered] = await settled([rendering, putting]);
        next = nextCacheIndex({
          renderKey,
          loadKey,
          statedAt,
          loads: loads.loads,
          plan,
          kept: rendered.kept,
          styleSources: rendered.styleSources,
          ids: rendered.ids,
          pageHashes: loads.pageHashes,
        });
        memo = {
          loadKey,
          renderKey,
          code,
          pictures: JSON.stringify(job.pictures),
          statedAt,
          defaults,
          files: new Map(
            [...loads.loads].map(([file, { hash, size, mtimeMs, frontHash, loaded, loadHash }]) => [
              file,
              {
                hash,
                size,
                mtimeMs,
                frontHash,
                loadHash,
                route: loaded.kind === 'page' ? loaded.page?.route : undefined,
              },
            ]),
          ),
          notFound: index.notFound?.route,
          warnings: index.warnings,
          renderIndex,
        };
        if (rendered.kept.failure)
          log(
            `${PAGE_CACHE_NAME} could not keep every page (${rendered.kept.failure}): the next build renders them again.`,
          );
        styleSources = sortedByRoute([
          ...rendered.styleSources,
          ...plan.copy.flatMap(
            ({ route, cached }): StyleSources =>
              cached.styleSource === undefined ? [] : [[route, cached.styleSource]],
          ),
        ]);
        ids = idsAsRendered([
          ...rendered.ids,
          ...plan.copy.map(({ route, cached }): PageIds[number] => [route, cached.ids]),
        ]);
        counts = { rendered: plan.render.length, fromCache: plan.copy.length };
      } else if (workers) {
        const rendered = await workers.render(index, renderJobOf(assets, year, outDir));
        styleSources = rendered.styleSources;
        ids = idsAsRendered(rendered.ids);
      } else {
        // Loaded only here: a build that renders in workers never needs the templates in its own thread.
        const { createPageRenderer } = await import('./shared-chrome');
        const { modelOf } = await loader;
        const model = modelOf(index, (summary) => here.get(summary.route)!);
        const { createFirstScreenStyles } = await import('./first-screen');
        const firstScreen = createFirstScreenStyles(assets.stylesheet);
        const renderer = createPageRenderer({
          model,
          year,
          assets: { css: assets.css, boot: assets.boot, preloadsFor: preloadsFrom(assets.islandChunks) },
          firstScreen,
        });
        const { idsOfPieces } = await import('./page-ids');
        const writer = createWriter(outDir);
        const read = new Map<Uint8Array, string[]>();
        ids = [];
        for (const { page, file } of pageFiles(model)) {
          const pieces = renderer.render(page);
          await writer.write(file, pieces);
          ids.push([page.route, RenderedIds.of(idsOfPieces(pieces, read))]);
        }
        await writer.flush();
        styleSources = firstScreen.sourcesByRoute();
      }
      // Every page is written: the workers stop now, while the build goes on, rather than at its end.
      const stopping = workers?.close();
      stopping?.catch(() => {});
      const notFound = index.notFound;
      const pages = new Map(
        pageFiles(index)
          .filter(({ page }) => page !== notFound)
          .map(({ page, file }) => [page.route, file]),
      );
      return {
        pages,
        styleSources: styleSources.filter(([route]) => route !== notFound?.route),
        ids: new Map(ids),
        counts,
      };
    },
    async keep(published) {
      const site = await cache;
      if (!site || !next) return undefined;
      try {
        // First: a memo never names a copy the index's saving removes.
        await removeSiteMemo(site.dir);
        await site.save(next);
      } catch (error) {
        return `${PAGE_CACHE_NAME} could not be saved (${(error as Error).message}): the next build renders every page.`;
      }
      if (!published || !memo) return undefined;
      const pages = new Map(
        [...next.pages].map(([route, { file, stored, styleSource, ids }]) => [
          route,
          { file, stored, styleSource, ids: idsHashOf(ids) },
        ]),
      );
      // A page not kept: the next build is a whole one, which renders it.
      if (pages.size !== pageFiles(memo.renderIndex).length) return undefined;
      try {
        await writeSiteMemo(site.dir, {
          ...memo,
          pages,
          siteFiles: await keepSiteFiles(site.dir, published.outDir, published.siteFiles),
          pagePictures: published.pagePictures,
          base: published.base,
        });
      } catch {
        // Never worth failing a build: without a memo, the next build is a whole one.
        await removeSiteMemo(site.dir).catch(() => {});
      }
      return undefined;
    },
    async close() {
      await (await pool)?.close();
      await (await cache.catch(() => undefined))?.release();
    },
  };
}

/** The job the render workers are given: the assets, the year, the pictures, the output folder. */
export function renderJobOf(assets: SiteAssets, year: number, outDir: string): RenderJob {
  return {
    year,
    css: assets.css,
    stylesheet: assets.stylesheet,
    boot: assets.boot,
    islandChunks: [...assets.islandChunks],
    pictures: preparedPictures(),
    outDir,
  };
}

/** The page cache, or none when it cannot be opened (said in one line): the build goes on without it. */
async function openPageCache(root: string, contentDir: string, log: (line: string) => void) {
  try {
    return await openSiteCache({ root, contentDir, log });
  } catch (error) {
    log(`${PAGE_CACHE_NAME} could not be opened (${(error as Error).message}): building every page without it.`);
    return undefined;
  }
}

/** Waits for every task; then throws the first failure, if any (so none is still writing when the build cleans up). */
async function settled<A, B>(tasks: readonly [Promise<A>, Promise<B>]): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled(tasks);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

async function loadInWorkers(
  workers: RenderPool,
  job: Omit<LoadJob, 'files'>,
  files: readonly string[],
  log: (line: string) => void,
): Promise<LoadedShares> {
  if (files.length === 0) return { files: [], pageHashes: new Map(), loadHashes: [] };
  const started = performance.now();
  const loaded = await workers.load(job, files);
  const count = workers.size;
  log(
    `    ${files.length} files loaded by ${count === 1 ? 'the render worker' : `${count} render workers`} in ${(performance.now() - started).toFixed(0)} ms`,
  );
  return loaded;
}

/** The ids the workers sent, or the page cache kept, as the check of links to sections reads them. */
function idsAsRendered(ids: PageIds): Array<[string, RenderedIds]> {
  return ids.map(([route, kept]) => [route, RenderedIds.kept(kept)]);
}
