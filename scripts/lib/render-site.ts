/**
 * The render stage: every page of the model to its HTML file. Started right
 * after the content loads, so that what it needs before the first page is
 * made while the images, scripts and styles are.
 *
 * A small site renders here, page after page. A large one renders in worker
 * threads, one per core, from a bundle of the renderer (server-bundle.ts):
 * bundling and starting them costs a few hundred milliseconds, which pays
 * from about WORKER_THRESHOLD pages. Both give the same bytes.
 */
import os from 'node:os';
import type { SiteModel } from './model';
import { createWriter, pageFiles } from './output';
import { preloadsFrom } from './preloads';
import { preparedPictures } from './prepared-pictures';
import { startRenderPool } from './render-pool';
import { bundleRenderer } from './server-bundle';
import { createPageRenderer } from './shared-chrome';

/** Pages from which a build renders in workers (see the module comment). */
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
  /** Renders and writes every page; resolves to the file written for each route (the 404 page aside). */
  render: (options: RenderOptions) => Promise<Map<string, string>>;
  /** Stops the workers, if any, and removes the bundle. */
  close: () => Promise<void>;
}

export interface StartOptions {
  root: string;
  model: SiteModel;
  /** Render workers: 0 renders here; by default one per core when the site has WORKER_THRESHOLD pages or more. */
  workers?: number | undefined;
}

export function startRenderer({ root, model, workers }: StartOptions): SiteRenderer {
  const files = pageFiles(model);
  const size = workers ?? (files.length >= WORKER_THRESHOLD ? Math.min(os.availableParallelism(), 8) : 0);
  const written = () => new Map(files.filter(({ page }) => page !== model.notFound).map(({ page, file }) => [page.route, file]));
  if (size === 0) {
    return {
      async render({ assets, year, outDir }) {
        const renderer = createPageRenderer({ model, year, assets: { css: assets.css, boot: assets.boot, preloadsFor: preloadsFrom(assets.islandChunks) } });
        const writer = createWriter(outDir);
        for (const { page, file } of files) await writer.write(file, renderer.render(page));
        await writer.flush();
        return written();
      },
      close: async () => {},
    };
  }
  const bundle = bundleRenderer(root);
  const pool = startRenderPool({ file: bundle.then((made) => made.file), model, size });
  return {
    async render({ assets, year, outDir }) {
      const job = { year, css: assets.css, boot: assets.boot, islandChunks: [...assets.islandChunks], pictures: preparedPictures(), outDir };
      await pool.render(job, files.length);
      return written();
    },
    async close() {
      await pool.close();
      await bundle.then((made) => made.dispose()).catch(() => {});
    },
  };
}
