/**
 * A render worker's side of the render pool: it takes the model, then the
 * job, then lists of pages, and renders and writes each list before asking
 * for more. A page that fails to render is reported with its route.
 */
import { deserialize } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { SiteModel } from './model';
import { createSyncWriter, pageFiles, type Writer } from './output';
import type { FromWorker, RenderJob, ToWorker } from './render-messages';
import type { PageRenderer } from './shared-chrome';

type CreateRenderer = (model: SiteModel, job: RenderJob) => PageRenderer;

interface Ready {
  files: ReturnType<typeof pageFiles>;
  renderer: PageRenderer;
  writer: Writer;
}

export function serveRenderPool(create: CreateRenderer): void {
  const port = parentPort;
  if (!port) throw new Error('serveRenderPool() runs only in a worker thread.');
  const post = (message: FromWorker) => port.postMessage(message);
  let model: SiteModel | undefined;
  let ready: Ready | undefined;
  let route: string | undefined;

  const handle = async (message: ToWorker) => {
    if (message.type === 'model') {
      model = deserialize(new Uint8Array(message.serialized)) as SiteModel;
      post({ type: 'ready' });
    } else if (message.type === 'job') {
      if (!model) throw new Error('The render job came before the site model.');
      ready = { files: pageFiles(model), renderer: create(model, message.job), writer: createSyncWriter(message.job.outDir) };
    } else {
      if (!ready) throw new Error('Pages to render came before the render job.');
      for (const index of message.indexes) {
        const entry = ready.files[index];
        if (!entry) throw new Error(`No page number ${index} in the site model.`);
        route = entry.page.route;
        const html = ready.renderer.render(entry.page);
        route = undefined;
        await ready.writer.write(entry.file, html);
      }
      await ready.writer.flush();
      post({ type: 'written' });
    }
  };

  port.on('message', (message: ToWorker) => {
    handle(message).catch((error: unknown) => {
      // A RenderError names the route itself; report what it wraps, so the build can wrap it again.
      const cause = error instanceof Error && error.name === 'RenderError' && error.cause instanceof Error ? error.cause : error;
      const described = cause instanceof Error ? { name: cause.name, message: cause.message, stack: cause.stack } : { name: 'Error', message: String(cause), stack: undefined };
      post({ type: 'failed', route, error: described });
    });
  });
}
