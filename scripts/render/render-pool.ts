/**
 * Render workers: threads that each load a share of the content files,
 * keep those pages, and later render and write them. The build puts the
 * shares' summaries together into the site's index (the checks across
 * files run there) and hands the index back with the render job, so no
 * page's content ever crosses between threads. Output does not depend on
 * which worker renders a page.
 */
import { Worker } from 'node:worker_threads';
import { BuildError, RenderError } from '../problems/errors';
import type { LoadedFile } from '../content/load-content';
import type { PageSummary, SiteIndex } from '../content/model';
import {
  RENDER_WORKER_ROLE,
  type FromWorker,
  type LoadJob,
  type PageIds,
  type RenderJob,
  type StyleSources,
  type ToWorker,
} from './render-messages';
import { sortedByRoute } from './first-screen';

export interface RenderPool {
  /** Resolves once the workers are started. */
  started: Promise<unknown>;
  /** How many workers the pool has. */
  size: number;
  /** Loads the files in shares, one per worker; the loaded files come back in the order given. */
  load: (job: Omit<LoadJob, 'files'>, files: readonly string[]) => Promise<Array<LoadedFile<PageSummary>>>;
  /** Renders and writes every page the workers loaded; resolves to the policy sources of their inline styles. */
  /** Renders and writes the pages: the policy sources of their styles, and each page's ids. */
  render: (index: SiteIndex, job: RenderJob) => Promise<{ styleSources: StyleSources; ids: PageIds }>;
  close: () => Promise<void>;
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
      return replies.flatMap((reply) => (reply.type === 'loaded' ? reply.files : []));
    },
    async render(index, job) {
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
