/** What the build and its render workers say to each other. */
import type { StyleSources } from './first-screen';
import type { LoadedFile, LoadOptions, PageDefaults } from '../content/load-content';
import type { PageSummary, SiteIndex } from '../content/model';
import type { PreparedPicture } from '../assets/prepared-pictures';
import type { CodeOrigin } from '../problems/stack-map';

/** Marks a worker started by the render pool (workerData.role). */
export const RENDER_WORKER_ROLE = 'site-render-worker';

/** A worker's share of content/pages to load. */
export interface LoadJob {
  /** Files relative to content/pages. */
  files: string[];
  options: Omit<LoadOptions, 'cache'>;
  defaults: PageDefaults;
}

/** Everything a renderer needs besides the model, once the assets are built. */
export interface RenderJob {
  year: number;
  /** The stylesheet's address, and its text (first-screen.ts cuts the pages' inline styles from it). */
  css: string;
  stylesheet: string;
  boot: string;
  /** Module files of each island, by island name. */
  islandChunks: Array<[string, readonly string[]]>;
  /** The images stage's pictures (see prepared-pictures.ts). */
  pictures: Array<[string, PreparedPicture]>;
  /** Folder the pages are written into. */
  outDir: string;
}

export type { StyleSources };

/** Each route with the ids of its page as written, in order, each as often as it appears (page-ids.tsx). */
export type PageIds = Array<[string, string[]]>;

export type ToWorker =
  /** Load these files and keep their pages. */
  | { type: 'load'; load: LoadJob }
  /** The site put together: render and write the pages this worker loaded. */
  | { type: 'render'; index: SiteIndex; job: RenderJob };

export type FromWorker =
  /** The share, loaded: pages as summaries, with every problem found. */
  | { type: 'loaded'; files: Array<LoadedFile<PageSummary>> }
  /** The worker's pages are written, with the policy sources of their inline styles and each page's ids. */
  | { type: 'written'; styleSources: StyleSources; ids: PageIds }
  /** `stack` in the project's own files; `origin`, the template line the error came from. */
  | {
      type: 'failed';
      route: string | undefined;
      error: { name: string; message: string; stack: string | undefined; origin: CodeOrigin | undefined };
    };
