/**
 * Render workers: threads that each load a share of the content files,
 * keep those pages, and later render and write them. The build puts the
 * shares' summaries together into the site's index (the checks across
 * files run there) and hands the index back with the render job, each
 * page as its header (render-index.ts), so no page's content ever crosses
 * between threads. Output does not depend on
 * which worker renders a page.
 */
import { Worker } from 'node:worker_threads';
import { BuildError, RenderError } from '../problems/errors';
import type { LoadedFile } from '../content/load-content';
import type { PageSummary, RenderIndex, SiteIndex } from '../content/model';
import {
  RENDER_WORKER_ROLE,
  type FromWorker,
  type KeptPages,
  type LoadJob,
  type PageIds,
  type RenderJob,
  type StyleSources,
  type ToWorker,
} from './render-messages';
import { sortedByRoute } from './first-screen';
import { ReadsTable, readsOfTable } from '../page-cache/reads-table';
import { renderIndexOf } from './render-index';

export interface RenderPool {
  /** Resolves once the workers are started. */
  started: Promise<unknown>;
  /** How many workers the pool has. */
  size: number;
  /** Loads the files in shares, one per worker; the loaded files come back in the order given (with each page's hash, when asked). */
  load: (job: Omit<LoadJob, 'files'>, files: readonly string[]) => Promise<LoadedShares>;
  /** Renders and writes every page the workers loaded: the policy sources of their inline styles, and each page's ids. */
  render: (index: SiteIndex, job: RenderJob) => Promise<{ styleSources: StyleSources; ids: PageIds }>;
  /**
   * With a page cache: renders the pages of `routes` only, each by the worker that loaded it, or, when none did
   * (its summary came from the cache), by the least busy, which loads its file first. Each is kept in the cache.
   */
  renderSelected: (index: RenderIndex | string, job: RenderJob, selection: Selection) => Promise<RenderedSelection>;
  close: () => Promise<void>;
}

export interface LoadedShares {
  files: Array<LoadedFile<PageSummary>>;
  pageHashes: Map<string, string>;
  /** Each file's load hashed, in the order of `files`, when asked (LoadJob.hashPages). */
  loadHashes: string[];
}

export interface Selection {
  routes: readonly string[];
  /** The file of each route to render, relative to content/pages, for a worker that must load it. */
  fileOf: (route: string) => string;
  load: Omit<LoadJob, 'files'>;
  cacheDir: string;
  record?: boolean | undefined;
}

export interface RenderedSelection {
  styleSources: StyleSources;
  /** The ids of each page rendered, read from the HTML written (and kept). */
  ids: PageIds;
  /** The pages as kept, their reads numbered in one table. */
  kept: KeptPages;
}

interface PoolWorker {
  worker: Worker;
  /** Sends a message and resolves with the worker's reply. */
  ask: (message: ToWorker) => Promise<FromWorker>;
}

export function startRenderPool(options: { file: Promise<string>; size: number }): RenderPool {
  let closed = false;
  const started = options.file.then((file) =>
    // Closed before the bundle was ready: start nothing.
    Array.from({ length: closed ? 0 : options.size }, () =>
      poolWorker(new Worker(file, { workerData: { role: RENDER_WORKER_ROLE } })),
    ),
  );
  // A failure here is reported by load(); until then, nobody may be waiting.
  started.catch(() => {});
  // The workers that took a share of the files: each renders the pages of its share.
  let shares: PoolWorker[] = [];
  // The worker that loaded each page, by route.
  const owners = new Map<string, PoolWorker>();

  return {
    started,
    size: options.size,
    async load(job, files) {
      const workers = await started;
      const size = Math.ceil(files.length / Math.max(1, workers.length));
      shares = workers.filter((_, index) => index * size < files.length || index === 0);
      const replies = await Promise.all(
        shares.map((worker, index) =>
          worker.ask({ type: 'load', load: { ...job, files: files.slice(index * size, (index + 1) * size) } }),
        ),
      );
      const pageHashes = new Map<string, string>();
      replies.forEach((reply, index) => {
        if (reply.type !== 'loaded') return;
        for (const entry of reply.files)
          if (entry.kind === 'page' && entry.page) owners.set(entry.page.route, shares[index]!);
        for (const [route, hash] of reply.pageHashes) pageHashes.set(route, hash);
      });
      return {
        files: replies.flatMap((reply) => (reply.type === 'loaded' ? reply.files : [])),
        pageHashes,
        loadHashes: replies.flatMap((reply) => (reply.type === 'loaded' ? reply.loadHashes : [])),
      };
    },
    async renderSelected(index, job, selection) {
      const workers = await started;
      const given = new Map(workers.map((worker) => [worker, { routes: [] as string[], files: [] as string[] }]));
      for (const route of selection.routes) {
        let worker = owners.get(route);
        if (!worker) {
          worker = [...given].sort(([, a], [, b]) => a.routes.length - b.routes.length)[0]![0];
          given.get(worker)!.files.push(selection.fileOf(route));
          owners.set(route, worker);
        }
        given.get(worker)!.routes.push(route);
      }
      const replies = await Promise.all(
        [...given]
          .filter(([, { routes }]) => routes.length > 0)
          .map(([worker, { routes, files }]) =>
            worker.ask({
              type: 'render',
              index,
              job,
              only: {
                routes,
                load: { ...selection.load, files },
                cacheDir: selection.cacheDir,
                record: selection.record,
              },
            }),
          ),
      );
      return joinedReplies(replies);
    },
    async render(site, job) {
      const index = renderIndexOf(site);
      const replies = await Promise.all(shares.map((worker) => worker.ask({ type: 'render', index, job })));
      const sources = replies.flatMap((reply) => (reply.type === 'written' ? reply.styleSources : []));
      const ids = replies.flatMap((reply) => (reply.type === 'written' ? reply.ids : []));
      return { styleSources: sortedByRoute(sources), ids };
    },
    async close() {
      closed = true;
      const workers = await started.catch(() => []);
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}

/** The replies of several workers as one: their pages, and their tables of reads numbered as one. */
function joinedReplies(replies: readonly FromWorker[]): RenderedSelection {
  const written = replies.flatMap((reply) =>
    reply.type === 'written' && reply.kept ? [{ ...reply, kept: reply.kept }] : [],
  );
  // One worker's reply (one worker up to 6,000 pages): its table is numbered as one already.
  if (written.length === 1) {
    const [{ styleSources, ids, kept }] = written as [(typeof written)[number]];
    return { styleSources: sortedByRoute([...styleSources]), ids, kept };
  }
  const table = new ReadsTable();
  const kept: KeptPages = { pages: [], reads: table.stored, failure: undefined };
  const sources: StyleSources = [];
  const ids: PageIds = [];
  for (const reply of replies) {
    if (reply.type !== 'written' || !reply.kept) continue;
    sources.push(...reply.styleSources);
    ids.push(...reply.ids);
    const sets = readsOfTable(reply.kept.reads);
    for (const page of reply.kept.pages) kept.pages.push({ ...page, reads: table.add(sets[page.reads]!) });
    kept.failure ??= reply.kept.failure;
  }
  return { styleSources: sortedByRoute(sources), ids, kept };
}

/** A worker that answers each message with one reply; a failure, an error or an exit rejects what is asked. */
function poolWorker(worker: Worker): PoolWorker {
  let waiting: { resolve: (reply: FromWorker) => void; reject: (error: Error) => void } | undefined;
  let broken: Error | undefined;
  const fail = (error: Error) => {
    broken ??= error;
    waiting?.reject(error);
    waiting = undefined;
  };
  worker.on('message', (message: FromWorker) => {
    if (message.type === 'failed') return fail(errorFromWorker(message));
    waiting?.resolve(message);
    waiting = undefined;
  });
  worker.once('error', (error) => fail(new BuildError(`A render worker stopped: ${error.message}`, { cause: error })));
  worker.once('exit', (code) =>
    fail(new BuildError(`A render worker exited (code ${code}) before its pages were written.`)),
  );
  return {
    worker,
    ask(message) {
      if (broken) return Promise.reject(broken);
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        worker.postMessage(message);
      });
    },
  };
}

/** The worker's error as the build reports it: a RenderError naming the route, when a page failed. */
function errorFromWorker(message: Extract<FromWorker, { type: 'failed' }>): Error {
  const cause = new Error(message.error.message);
  cause.name = message.error.name;
  if (message.error.stack) cause.stack = message.error.stack;
  if (message.error.origin) Object.assign(cause, { origin: message.error.origin });
  return message.route === undefined
    ? new BuildError(`A render worker failed: ${cause.message}`, { cause })
    : new RenderError(message.route, cause);
}
