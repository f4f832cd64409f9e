/** What the build and its render workers say to each other. */
import type { PreparedPicture } from './prepared-pictures';

/** Marks a worker started by the render pool (workerData.role). */
export const RENDER_WORKER_ROLE = 'site-render-worker';

/** Everything a renderer needs besides the model, once the assets are built. */
export interface RenderJob {
  year: number;
  css: string;
  boot: string;
  /** Module files of each island, by island name. */
  islandChunks: Array<[string, readonly string[]]>;
  /** The images stage's pictures (see prepared-pictures.ts). */
  pictures: Array<[string, PreparedPicture]>;
  /** Folder the pages are written into. */
  outDir: string;
}

export type ToWorker =
  /** The site model, serialized once (node:v8) into memory every worker reads. */
  | { type: 'model'; serialized: SharedArrayBuffer }
  | { type: 'job'; job: RenderJob }
  /** Render and write these pages (indexes into pageFiles(model)). */
  | { type: 'pages'; indexes: number[] };

export type FromWorker =
  /** The bundle is loaded and the model received. */
  | { type: 'ready' }
  /** The pages of the last message are written. */
  | { type: 'written' }
  | { type: 'failed'; route: string | undefined; error: { name: string; message: string; stack: string | undefined } };
