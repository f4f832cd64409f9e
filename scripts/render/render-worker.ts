/**
 * A render worker's side of the render pool: it loads its share of the
 * content files and keeps their pages, sends their summaries, then takes
 * the site's index and the render job and writes its pages. Other pages
 * of the model are their headers only: reading their content throws,
 * naming the page. A page that fails to render is reported with its route.
 */
import { parentPort } from 'node:worker_threads';
import { loadPageShare, modelOf } from '../content/load-content';
import type { Page, PageSummary, SiteModel } from '../content/model';
import { createSyncWriter, pageFiles } from '../output/output';
import type { FromWorker, PageIds, RenderJob, StyleSources, ToWorker } from './render-messages';
import { idsOfPieces } from './page-ids';
import type { PageRenderer } from './shared-chrome';
import { mapStack } from '../problems/stack-map';

type CreateRenderer = (model: SiteModel, job: RenderJob) => PageRenderer & { styleSources: () => StyleSources };

export function serveRenderPool(create: CreateRenderer): void {
  const port = parentPort;
  if (!port) throw new Error('serveRenderPool() runs only in a worker thread.');
  const post = (message: FromWorker) => port.postMessage(message);
  const own = new Map<string, Page>();
  let route: string | undefined;
  let root = process.cwd();

  const handle = (message: ToWorker) => {
    if (message.type === 'load') {
      const { files, options, defaults } = message.load;
      root = options.root;
      post({ type: 'loaded', files: loadPageShare(files, options, defaults, own) });
      return;
    }
    const model = modelOf(message.index, (summary) => own.get(summary.route) ?? pageOfOtherWorker(summary));
    const renderer = create(model, message.job);
    const writer = createSyncWriter(message.job.outDir);
    const ids: PageIds = [];
    const read = new Map<Uint8Array, string[]>();
    for (const { page, file } of pageFiles(model)) {
      if (!own.has(page.route)) continue;
      route = page.route;
      const pieces = renderer.render(page);
      writer.write(file, pieces);
      ids.push([page.route, idsOfPieces(pieces, read)]);
    }
    route = undefined;
    post({ type: 'written', styleSources: renderer.styleSources(), ids });
  };

  port.on('message', (message: ToWorker) => {
    try {
      handle(message);
    } catch (error) {
      // A RenderError names the route itself; report what it wraps, so the build can wrap it again.
      const cause =
        error instanceof Error && error.name === 'RenderError' && error.cause instanceof Error ? error.cause : error;
      const mapped = cause instanceof Error && cause.stack ? mapStack(cause.stack, root) : undefined;
      const described =
        cause instanceof Error
          ? { name: cause.name, message: cause.message, stack: mapped?.stack ?? cause.stack, origin: mapped?.origin }
          : { name: 'Error', message: String(cause), stack: undefined, origin: undefined };
      post({ type: 'failed', route, error: described });
    }
  });
}

/** A page another worker loaded: its header, and content that throws when read. */
function pageOfOtherWorker(summary: PageSummary): Page {
  const { route, file, group, layout, title, navLabel, description } = summary;
  const elsewhere = (): never => {
    throw new Error(
      `A template read the content of ${route} while rendering another page; templates may read another page's title, labels, route and description only.`,
    );
  };
  return Object.defineProperties({ route, file, group, layout, title, navLabel, description } as Page, {
    data: { get: elsewhere, enumerable: false },
    body: { get: elsewhere, enumerable: false },
  });
}
