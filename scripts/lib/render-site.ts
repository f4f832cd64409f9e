/**
 * The render stage: every page of the model to its HTML file.
 *
 * Pages render in worker threads from a bundle of the renderer with React's
 * production build (server-bundle.ts): one worker for a small site, one per
 * core from WORKER_THRESHOLD pages, where the second pays for its start.
 * The workers start before the content loads and are ready by the time
 * the pages can be rendered. With `workers: 0` pages render in the build's
 * own thread, from the templates as they are; both give the same bytes.
 */
import os from 'node:os';
import path from 'node:path';
import { listFiles } from './files';
import type { SiteModel } from './model';
import { createWriter, pageFiles } from './output';
import { preloadsFrom } from './preloads';
import { preparedPictures } from './prepared-pictures';
import { startRenderPool } from './render-pool';
import { bundleRenderer } from './server-bundle';

/** Pages from which a build renders in one worker per core (see the module comment). */
export const WORKER_THRESHOLD = 150;

/** The built scripts and styles the pages refer to. */
export interface SiteAssets {
  css: string;
  boot: string;
  /** Module files of each island, to preload where it hydrates on load. */
  islandChunks: ReadonlyMap<string, readonly string[]>;
}

export interface RenderOptions {
  assets: SiteAssets;
  year: number;
  outDir: string;
}

export interface SiteRenderer {
  /**
   * Resolves once the workers are started (at once when pages render in this thread). Content loads
   * without yielding to the event loop; awaited first, the workers boot while it loads.
   */
  started: Promise<void>;
  /** Hands over the loaded content; the workers take it while the next stages run. */
  useModel: (model: SiteModel) => void;
  /** Renders and writes every page; resolves to the file written for each route (the 404 page aside). */
  render: (options: RenderOptions) => Promise<Map<string, string>>;
  /** Stops the workers, if any; safe to call at any point, and more than once. */
  close: () => Promise<void>;
}

export interface StartOptions {
  root: string;
  /** Folder holding pages/: its Markdown files tell whether the site is large enough for a worker per core. */
  contentDir: string;
  /** Render workers: 0 renders here; by default 1, or one per core when the site has WORKER_THRESHOLD pages or more. */
  workers?: number | undefined;
  log?: ((line: string) => void) | undefined;
}

/** Starts before the content loads, so that the workers are ready by the time the pages can be rendered. */
export function startRenderer({ root, contentDir, workers, log = () => {} }: StartOptions): SiteRenderer {
  const size =
    workers !== undefined
      ? Promise.resolve(workers)
      : countPages(contentDir).then(
          (count) => (count >= WORKER_THRESHOLD ? Math.min(os.availableParallelism(), 8) : 1),
          // An unreadable content folder is the loader's to report.
          () => 1,
        );
  // A failure to bundle surfaces in render(); the pool holds it until then.
  const pool = size.then((count) => (count > 0 ? startRenderPool({ file: bundleRenderer(root).then((made) => made.file), size: count }) : undefined));
  let model: SiteModel | undefined;
  return {
    started: pool.then(
      async (workers) => void (await workers?.started),
      // A failure to start is reported by render().
      () => {},
    ),
    useModel(loaded) {
      model = loaded;
      void pool.then((workers) => workers?.useModel(loaded));
    },
    async render({ assets, year, outDir }) {
      if (!model) throw new Error('The render stage ran before the content was loaded.');
      const files = pageFiles(model);
      const workers = await pool;
      if (workers) {
        const job = { year, css: assets.css, boot: assets.boot, islandChunks: [...assets.islandChunks], pictures: preparedPictures(), outDir };
        const waited = performance.now();
        const readyAfter = await workers.readyAfter();
        const count = await size;
        log(`    ${count} render ${count === 1 ? 'worker' : 'workers'}, ready ${readyAfter.toFixed(0)} ms after the content loaded (${(performance.now() - waited).toFixed(0)} ms into this stage)`);
        await workers.render(job, files.length);
      } else {
        // Loaded only here: a build that renders in workers never needs the templates in its own thread.
        const { createPageRenderer } = await import('./shared-chrome');
        const renderer = createPageRenderer({ model, year, assets: { css: assets.css, boot: assets.boot, preloadsFor: preloadsFrom(assets.islandChunks) } });
        const writer = createWriter(outDir);
        for (const { page, file } of files) await writer.write(file, renderer.render(page));
        await writer.flush();
      }
      const notFound = model.notFound;
      return new Map(files.filter(({ page }) => page !== notFound).map(({ page, file }) => [page.route, file]));
    },
    async close() {
      await (await pool)?.close();
    },
  };
}

async function countPages(contentDir: string): Promise<number> {
  return (await listFiles(path.join(contentDir, 'pages'))).filter((file) => file.endsWith('.md')).length;
}
