/**
 * Render workers: threads that each render and write a share of the pages.
 * They start while the content loads, take the site model as soon as it is
 * loaded, and wait while the build makes images, scripts and styles; then
 * they get the job and small lists of pages, a new list whenever one is
 * written, so all stay busy to the end. Output does not depend on which
 * worker renders a page.
 */
import { serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { BuildError, RenderError } from './errors';
import type { SiteModel } from './model';
import { RENDER_WORKER_ROLE, type FromWorker, type RenderJob, type ToWorker } from './render-messages';

/** Pages per message: small enough to balance the workers, large enough that messages cost nothing. */
const PAGES_PER_MESSAGE = 16;

export interface RenderPool {
  /** Sends the loaded site model to every worker. */
  useModel: (model: SiteModel) => void;
  /** Renders and writes pages 0 to count - 1 of pageFiles(model). */
  render: (job: RenderJob, count: number) => Promise<void>;
  /** Milliseconds from useModel until the last worker held the model (for the build's report). */
  readyAfter: () => Promise<number>;
  close: () => Promise<void>;
}

export function startRenderPool(options: { file: Promise<string>; size: number }): RenderPool & { started: Promise<unknown> } {
  let closed = false;
  let modelSent = 0;
  const started = options.file.then((file) =>
    // Closed before the bundle was ready: start nothing.
    Array.from({ length: closed ? 0 : options.size }, () => {
      const worker = new Worker(file, { workerData: { role: RENDER_WORKER_ROLE } });
      const send = (message: ToWorker) => worker.postMessage(message);
      const ready = new Promise<void>((resolve) => worker.once('message', () => resolve()));
      return { worker, send, ready };
    }),
  );
  // A failure here is reported by render(); until then, nobody may be waiting.
  started.catch(() => {});

  return {
    started,
    useModel(model) {
      modelSent = performance.now();
      started.then(
        (workers) => {
          // Serialized once for all workers, rather than once per worker by postMessage.
          const bytes = serialize(model);
          const serialized = new SharedArrayBuffer(bytes.length);
          new Uint8Array(serialized).set(bytes);
          for (const { send } of workers) send({ type: 'model', serialized });
        },
        () => {},
      );
    },
    async render(job, count) {
      const workers = await started;
      let next = 0;
      let busy = 0;
      await new Promise<void>((resolve, reject) => {
        const fail = (error: Error) => {
          next = count;
          reject(error);
        };
        const sendPages = (send: (message: ToWorker) => void) => {
          if (next >= count) return;
          const indexes = Array.from({ length: Math.min(PAGES_PER_MESSAGE, count - next) }, (_, index) => next + index);
          next += indexes.length;
          busy += 1;
          send({ type: 'pages', indexes });
        };
        for (const { worker, send } of workers) {
          worker.on('message', (message: FromWorker) => {
            if (message.type === 'written') {
              busy -= 1;
              sendPages(send);
              if (busy === 0 && next >= count) resolve();
            } else if (message.type === 'failed') {
              fail(errorFromWorker(message));
            }
          });
          worker.once('error', (error) => fail(new BuildError(`A render worker stopped: ${error.message}`, { cause: error })));
          worker.once('exit', (code) => fail(new BuildError(`A render worker exited (code ${code}) before the pages were written.`)));
          send({ type: 'job', job });
          sendPages(send);
          sendPages(send);
        }
        if (count === 0) resolve();
      });
    },
    async readyAfter() {
      const workers = await started;
      await Promise.all(workers.map((worker) => worker.ready));
      return performance.now() - modelSent;
    },
    async close() {
      closed = true;
      const workers = await started.catch(() => []);
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}

/** The worker's error as the build reports it: a RenderError naming the route, when a page failed. */
function errorFromWorker(message: Extract<FromWorker, { type: 'failed' }>): Error {
  const cause = new Error(message.error.message);
  cause.name = message.error.name;
  if (message.error.stack) cause.stack = message.error.stack;
  return message.route === undefined ? new BuildError(`A render worker failed: ${cause.message}`, { cause }) : new RenderError(message.route, cause);
}
