/**
 * The rebuild after an edit of pages' text alone: only the edited pages
 * are rendered, and every other file is the last whole build's
 * (site-memo.ts), without loading the site's index again.
 *
 * It applies only when that is exactly what a whole build would write:
 * the build's code, the loads' key (the loader, the options, every file's
 * name in content/ and public/, every YAML text), the renders' key (the
 * assets, the year) and the pictures are the last whole build's; and each
 * edited file loads into the same summary and the same problems, so the
 * site's index, its checks, its warnings and everything made from it are
 * as they were. A template reads no more of another page than its header
 * (render/page-header-only.ts), which is part of the summary: no other
 * page can change. Once rendered, each edited page must have the ids and
 * the inline style's source it had, as the links to sections and _headers
 * were made from those. At any doubt, or any failure, it leaves nothing
 * behind and the whole build runs instead (build.ts), which says what it finds.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { finishAssets, reportScripts, startCodeStages, type CodeStages } from '../assets/code-stages';
import type { LoadOptions } from '../content/load-content';
import { createStaging, discard, publish } from '../output/output';
import { formatProblems } from '../problems/format-problems';
import { startRenderPool, type RenderPool } from '../render/render-pool';
import { renderJobOf, type Taken } from '../render/render-site';
import type { KeptPage } from '../render/render-messages';
import { bundleRenderer } from '../render/server-bundle';
import { buildYear, type BuildPaths } from '../shared/build-paths';
import { listPageFiles } from '../shared/files';
import type { Timer } from '../shared/timer';
import { fileStates, loadKeyOf, renderKeyOf, type FileState } from './cache-keys';
import { changedSinceKept, putCachedPages } from './copy-pages';
import { lockSiteCache, PAGE_CACHE_NAME, type LockedCache } from './site-cache';
import {
  codeStateOf,
  hasSiteMemo,
  idsHashOf,
  readSiteMemo,
  removeSiteMemo,
  siteFilesDir,
  writeMemoEdits,
  type SiteMemo,
} from './site-memo';

export interface QuickOptions extends BuildPaths {
  siteUrl?: string | undefined;
  formsEndpoint?: string | undefined;
  year?: number | undefined;
  timer: Timer;
  log: (line: string) => void;
}

export interface QuickResult {
  /** dist-relative HTML files written, by route (the 404 page aside). */
  pages: Map<string, string>;
  /** Every page written, the 404 page included. */
  written: number;
  counts: { rendered: number; fromCache: number };
}

/**
 * What a quick rebuild that found more than text changed had begun, for the whole build to go on with: its render
 * worker (booted, with the edited files loaded), and its staging folder with the scripts and styles being made.
 */
export interface Begun {
  pool?: RenderPool | undefined;
  /** What it took of the project and the content (the same for the whole build a moment later). */
  taken?: Taken | undefined;
  staging?: string | undefined;
  fromCode?: CodeStages | undefined;
}

/**
 * The site rebuilt from the last whole build and the edited pages; or, when a whole build must run, what was begun
 * for it, and why the rebuild failed if it did.
 */
export async function quickRebuild(
  options: QuickOptions,
): Promise<QuickResult | { begun: Begun | undefined; failure?: string }> {
  const locked = await lockSiteCache(options).catch(() => undefined);
  // In use by another build: the whole build says so.
  if (!locked || 'holder' in locked) return { begun: undefined };
  const begun: Begun = {};
  let handedOn = false;
  try {
    if (!hasSiteMemo(locked.dir)) return { begun: undefined };
    // Started first: the worker boots while this thread compares the content with the memo's.
    const rendererFile = (await bundleRenderer(options.root)).file;
    begun.pool = startRenderPool({ file: Promise.resolve(rendererFile), size: 1 });
    const { memo, problem } = await readSiteMemo(locked.dir);
    if (problem) options.log(`${PAGE_CACHE_NAME} ${problem}: building the whole site, and keeping a new one.`);
    // An unreadable content folder is the whole build's to report.
    const files = await listPageFiles(options.contentDir).catch(() => []);
    begun.taken = { files, rendererFile, code: codeStateOf(options.root, memo?.code) };
    const rebuilt =
      memo && memo.code.key === begun.taken.code.key ? await rebuildFrom(memo, locked, options, begun) : undefined;
    if (rebuilt) return rebuilt;
    handedOn = true;
    return { begun };
  } catch (error) {
    // Said by the whole build once it has built, if it does: a mistake both meet (a file of public/ refused) is the
    // whole build's to report, once.
    return { begun: undefined, failure: error instanceof Error ? error.message : String(error) };
  } finally {
    if (!handedOn) {
      await begun.pool?.close();
      if (begun.staging) {
        await begun.fromCode?.all;
        await discard(begun.staging);
      }
    }
    await locked.release();
  }
}

/**
 * The rebuild itself: undefined when a whole build must run, with what it began for it left in `begun` (a staging
 * folder it began and cannot hand on is discarded, and taken out of `begun`).
 */
async function rebuildFrom(
  memo: SiteMemo,
  cache: LockedCache,
  options: QuickOptions,
  begun: Begun,
): Promise<QuickResult | undefined> {
  const { root, contentDir, publicDir, outDir, timer } = options;
  const pool = begun.pool!;
  const taken = begun.taken!;
  const { files, rendererFile } = taken;
  if (files.length !== memo.files.size || files.some((file) => !memo.files.has(file))) return undefined;
  const loadOptions: Omit<LoadOptions, 'cache'> = {
    root,
    contentDir,
    publicDir,
    siteUrl: options.siteUrl,
    formsEndpoint: options.formsEndpoint,
  };
  if ((await loadKeyOf(loadOptions, rendererFile)) !== memo.loadKey) return undefined;
  const statedAt = Date.now();
  const states = fileStates(contentDir, files, (file) => memo.files.get(file), memo.statedAt - 2000);
  // A file that cannot be read: the whole build reports it.
  if (states.size !== files.length) return undefined;
  taken.states = { loadKey: memo.loadKey, statedAt, states };
  const edited = files.filter((file) => states.get(file)!.hash !== memo.files.get(file)!.hash);
  // A field of a page edited (its title, its description, its order): more than text changed, as a rule, and the
  // whole build starts at once rather than once the file is loaded.
  const frontEdited = edited.find((file) => states.get(file)!.frontHash !== memo.files.get(file)!.frontHash);
  if (frontEdited) {
    options.log(
      `    ${path.relative(root, path.join(contentDir, 'pages', frontEdited))}: a field of its front matter changed, so the whole site is built`,
    );
    return undefined;
  }
  // The edited files loaded by the worker (booted meanwhile), while this thread starts the scripts and styles.
  const loading =
    edited.length > 0
      ? timer.stage('load edited pages', () =>
          pool.load({ options: loadOptions, defaults: memo.defaults, hashPages: true }, edited),
        )
      : undefined;
  // Handled now, awaited below: a failure meanwhile is not a crash of its own.
  loading?.catch(() => {});
  begun.staging = await createStaging(outDir);
  const staging = begun.staging;
  const fromCode = startCodeStages(options, staging, timer);
  begun.fromCode = fromCode;
  // Each edited file's summary and problems as they were: the site's index, and all made from it, are the last build's.
  const loadHashes = (await loading)?.loadHashes ?? [];
  const changed = edited.find((file, at) => loadHashes[at] !== memo.files.get(file)!.loadHash);
  if (changed) {
    options.log(
      `    ${path.relative(root, path.join(contentDir, 'pages', changed))}: more than its text changed, so the whole site is built`,
    );
    return undefined;
  }
  let published = false;
  try {
    const assets = await finishAssets(options, staging, memo.pagePictures, fromCode, timer);
    const job = renderJobOf(assets, options.year ?? buildYear(), staging);
    const renderKey = await renderKeyOf({ root, rendererFile, ...job });
    if (renderKey !== memo.renderKey || JSON.stringify(job.pictures) !== memo.pictures) return undefined;

    // The pages of the edited files (a draft has none), rendered by the worker while the rest is put in place.
    const routes = edited.flatMap((file) => {
      const route = memo.files.get(file)!.route;
      return route !== undefined && memo.pages.has(route) ? [route] : [];
    });
    const fileOfRoute = new Map(edited.map((file) => [memo.files.get(file)!.route, file]));
    const rendering =
      routes.length > 0
        ? timer.stage('render edited pages', () =>
            pool.renderSelected(memo.renderIndexFile, job, {
              routes,
              fileOf: (route) => fileOfRoute.get(route) ?? '',
              load: { options: loadOptions, defaults: memo.defaults },
              cacheDir: cache.htmlDir,
              record: false,
            }),
          )
        : undefined;
    // Handled now, awaited below: a failure while the copies are put in place is not a crash of its own.
    rendering?.catch(() => {});
    // The worker has its job before the copies, which hold this thread.
    await new Promise((resolve) => setImmediate(resolve));
    const copied = await timer.stage('copy kept pages and files', () =>
      putKeptFiles(memo, cache, new Set(routes), staging),
    );
    const rendered = await rendering;
    if (!copied) return undefined;
    // The same ids and inline style as before: the checks of links to sections and _headers stand as they were.
    const sources = new Map(rendered?.styleSources);
    const ids = new Map(rendered?.ids);
    for (const route of routes) {
      const before = memo.pages.get(route)!;
      const after = ids.get(route);
      if (sources.get(route) !== before.styleSource || !after || idsHashOf(after) !== before.ids) {
        options.log(`    ${route}: its ids or its first screen's style changed, so the whole site is built`);
        return undefined;
      }
    }
    // Every page is written: the worker stops now, while the rebuild goes on, rather than at its end.
    pool.close().catch(() => {});
    if (memo.warnings.length > 0) options.log(`\n${formatProblems(memo.warnings)}\n`);
    await reportScripts(options, staging, memo.base, timer, options.log);
    await timer.stage('publish', () => publish(staging, outDir));
    published = true;
    await keepMemo(memo, cache, {
      states,
      statedAt,
      rendered: rendered?.kept.pages ?? [],
    });
    const notFound = memo.notFound;
    return {
      pages: new Map(
        [...memo.pages].filter(([route]) => route !== notFound).map(([route, page]) => [route, page.file]),
      ),
      written: memo.pages.size,
      counts: { rendered: routes.length, fromCache: memo.pages.size - routes.length },
    };
  } finally {
    // Past the images, the staging folder holds what the whole build would not make (pictures no longer shown,
    // pages): it goes, and the whole build makes its own.
    if (!published) {
      await fromCode.all;
      await discard(staging);
    }
    begun.staging = undefined;
    begun.fromCode = undefined;
  }
}

/**
 * Puts every page but those of `rendered`, and the site's other files, in place from the cache; false (nothing
 * more done) when a copy changed since it was kept (the output's file edited in place, which a link shares) or is gone.
 */
function putKeptFiles(memo: SiteMemo, cache: LockedCache, rendered: ReadonlySet<string>, staging: string): boolean {
  const kept = [...memo.pages].filter(([route]) => !rendered.has(route));
  const siteDir = siteFilesDir(cache.dir);
  if (
    kept.some(([, page]) => changedSinceKept(path.join(cache.htmlDir, page.stored.name), page.stored)) ||
    [...memo.siteFiles.values()].some((file) => changedSinceKept(path.join(siteDir, file.name), file))
  )
    return false;
  putCachedPages(
    kept.map(([, page]) => ({ file: page.file, stored: page.stored.name })),
    cache.htmlDir,
    staging,
  );
  putCachedPages(
    [...memo.siteFiles].map(([file, stored]) => ({ file, stored: stored.name })),
    siteDir,
    staging,
  );
  return true;
}

/**
 * The memo's edits: the edited pages as this rebuild rendered and kept them, and the files' states as taken now.
 * Never fails the rebuild, which has published: a page that could not be kept, or edits that cannot be written,
 * leave no memo, and the next build is a whole one.
 */
async function keepMemo(
  memo: SiteMemo,
  cache: LockedCache,
  done: {
    states: Map<string, FileState>;
    statedAt: number;
    rendered: ReadonlyArray<Pick<KeptPage, 'route' | 'stored'>>;
  },
): Promise<void> {
  try {
    if (done.rendered.some(({ stored }) => !stored)) throw new Error('a page could not be kept');
    const quickCopies = new Set(memo.edits.quickCopies);
    const pages = new Map(memo.edits.pages);
    for (const { route, stored } of done.rendered) {
      const before = memo.pages.get(route)!;
      // A copy only an earlier quick rebuild kept (the page cache's index does not name it): no longer needed.
      if (quickCopies.delete(before.stored.name))
        await rm(path.join(cache.htmlDir, before.stored.name), { force: true });
      pages.set(route, { ...before, stored: stored! });
      quickCopies.add(stored!.name);
    }
    const files = new Map(memo.edits.files);
    for (const [file, state] of done.states) {
      const before = memo.files.get(file)!;
      if (state.hash !== before.hash || state.size !== before.size || state.mtimeMs !== before.mtimeMs)
        files.set(file, { ...before, ...state });
    }
    await writeMemoEdits(cache.dir, {
      base: memo.id,
      statedAt: done.statedAt,
      files: [...files],
      pages: [...pages],
      quickCopies: [...quickCopies],
    });
  } catch {
    // The site is published: a memo that cannot be kept only makes the next build a whole one.
    await removeSiteMemo(cache.dir).catch(() => {});
  }
}
