/**
 * A render worker's side of the render pool: it loads its share of the
 * content files and keeps their pages, sends their summaries, then takes
 * the site's index and the render job and writes its pages. Other pages
 * of the model are their headers only (page-header-only.ts). A page that
 * fails to render is reported with its route.
 *
 * With a page cache, the worker renders the pages it is given only, each
 * with what its render read of the model recorded (track-reads.ts), and
 * keeps each in the cache (page-cache/keep-page.ts).
 */
import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { loadPageShare, modelOf } from '../content/load-content';
import type { Page, RenderIndex, SiteModel } from '../content/model';
import { createSyncWriter, pageFiles } from '../output/output';
import type { Picture } from '../../templates/model/blocks/picture';
import { pictureKey, type PreparedPicture } from '../assets/prepared-pictures';
import type {
  FromWorker,
  KeptPage,
  LoadJob,
  PageIds,
  RenderJob,
  RenderSelection,
  StyleSources,
  ToWorker,
} from './render-messages';
import { idsOfPieces } from './page-ids';
import { keptIdsOf } from '../content/links/rendered-ids';
import type { PageRenderer } from './shared-chrome';
import { pageHeaderOnly } from './page-header-only';
import { createReadSession } from './track-reads';
import { ReadsTable } from '../page-cache/reads-table';
import { createPageKeeper } from '../page-cache/keep-page';
import { loadHashOf, plainHashOf } from '../page-cache/load-hash';
import { mapStack } from '../problems/stack-map';

/** The number of a kept page's reads when they were not recorded (RenderSelection.record). */
const NOT_RECORDED = -1;

/** Tells of each picture a render takes, for the page cache. */
export type PictureWatch = (picture: Picture, made: PreparedPicture) => void;

type CreateRenderer = (
  model: SiteModel,
  job: RenderJob,
  watchPicture?: PictureWatch,
) => PageRenderer & { styleSources: () => StyleSources };

/**
 * A page's hash: what it is made of, all of it (a page is rendered again when it changes). As JSON, as a load is
 * hashed (page-cache/load-hash.ts): v8's serializer wrote the same page apart after a batch of 8,000 files and alone.
 */
export const pageHash = (page: Page) => plainHashOf(page);

export function serveRenderPool(create: CreateRenderer): void {
  const port = parentPort;
  if (!port) throw new Error('serveRenderPool() runs only in a worker thread.');
  const post = (message: FromWorker) => port.postMessage(message);
  const own = new Map<string, Page>();
  let route: string | undefined;
  let root = process.cwd();

  const load = ({ files, options, defaults, hashPages }: LoadJob) => {
    root = options.root;
    const loaded = loadPageShare(files, options, defaults, own);
    const hashes: Array<[string, string]> = [];
    if (hashPages)
      for (const entry of loaded)
        if (entry.kind === 'page' && entry.page) hashes.push([entry.page.route, pageHash(own.get(entry.page.route)!)]);
    return { loaded, hashes, loadHashes: hashPages ? loaded.map(loadHashOf) : [] };
  };

  const handle = (message: ToWorker) => {
    if (message.type === 'load') {
      const { loaded, hashes, loadHashes } = load(message.load);
      post({ type: 'loaded', files: loaded, pageHashes: hashes, loadHashes });
      return;
    }
    const index =
      typeof message.index === 'string' ? (deserialize(readFileSync(message.index)) as RenderIndex) : message.index;
    if (message.only) {
      post(renderSelected(index, message.job, message.only));
      return;
    }
    const model = modelOf(index, (summary) => own.get(summary.route) ?? pageHeaderOnly(summary));
    const renderer = create(model, message.job);
    const writer = createSyncWriter(message.job.outDir);
    const ids: PageIds = [];
    const read = new Map<Uint8Array, string[]>();
    for (const { page, file } of pageFiles(model)) {
      if (!own.has(page.route)) continue;
      route = page.route;
      const pieces = renderer.render(page);
      writer.write(file, pieces);
      ids.push([page.route, keptIdsOf(idsOfPieces(pieces, read))]);
    }
    route = undefined;
    post({ type: 'written', styleSources: renderer.styleSources(), ids, kept: undefined });
  };

  /** Renders the pages selected, recording what each read, and keeps each in the cache. */
  const renderSelected = (index: RenderIndex, job: RenderJob, only: RenderSelection): FromWorker => {
    // Pages whose files were loaded by a build before (their summaries came from the cache): loaded now.
    if (only.load.files.length > 0) load(only.load);
    const model = modelOf(index, (summary) => own.get(summary.route) ?? pageHeaderOnly(summary));
    // A quick rebuild keeps no reads (page-cache/quick-rebuild.ts): the pages render as without a cache.
    const session = only.record === false ? undefined : createReadSession(model);
    const renderer = session
      ? create(session.model, job, (picture, made) =>
          session.noteOutside('picture', pictureKey(picture), JSON.stringify(made)),
        )
      : create(model, job);
    const writer = createSyncWriter(job.outDir);
    const keeper = createPageKeeper(only.cacheDir, job.outDir);
    const table = new ReadsTable();
    const selected = new Set(only.routes);
    const pages: KeptPage[] = [];
    const ids: PageIds = [];
    const read = new Map<Uint8Array, string[]>();
    for (const { page, file } of pageFiles(model)) {
      if (!selected.has(page.route)) continue;
      if (!own.has(page.route)) throw new Error(`The page ${page.route} was given to a worker that has not loaded it.`);
      route = page.route;
      const recorded = session?.record(page, () => renderer.render(session.page(page)));
      const pieces = recorded ? recorded.value : renderer.render(page);
      writer.write(file, pieces);
      ids.push([page.route, keptIdsOf(idsOfPieces(pieces, read))]);
      pages.push({
        route: page.route,
        file,
        stored: keeper.keep(file, pieces),
        reads: recorded ? table.add(recorded.reads) : NOT_RECORDED,
      });
    }
    route = undefined;
    return {
      type: 'written',
      styleSources: renderer.styleSources(),
      ids,
      kept: { pages, reads: table.stored, failure: keeper.failure },
    };
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
