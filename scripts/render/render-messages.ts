/** What the build and its render workers say to each other. */
import type { StyleSources } from './first-screen';
import type { LoadedFile, LoadOptions, PageDefaults } from '../content/load-content';
import type { PageSummary, RenderIndex } from '../content/model';
import type { PreparedPicture } from '../assets/prepared-pictures';
import type { CodeOrigin } from '../problems/stack-map';
import type { StoredReads } from '../page-cache/reads-table';
import type { KeptIds } from '../content/links/rendered-ids';

/** Marks a worker started by the render pool (workerData.role). */
export const RENDER_WORKER_ROLE = 'site-render-worker';

/** A worker's share of content/pages to load. */
export interface LoadJob {
  /** Files relative to content/pages. */
  files: string[];
  options: Omit<LoadOptions, 'cache'>;
  defaults: PageDefaults;
  /**
   * Sends a hash of each page loaded and of each file's load, for the page cache (what a page is made of is part of
   * its key; a load the same as the last build's leaves the site's index as it was).
   */
  hashPages?: boolean;
}

/** With a page cache: the pages a worker renders (the others are copied from the cache), and where it keeps them. */
export interface RenderSelection {
  routes: string[];
  /** Pages of `routes` this worker has not loaded yet: loaded before rendering. */
  load: LoadJob;
  /** The cache's folder of pages, where each page rendered is kept with what its render read. */
  cacheDir: string;
  /** Whether what each page reads is recorded (so by default): a quick rebuild keeps no reads (its KeptPage.reads is -1). */
  record?: boolean | undefined;
}

/** A page rendered with a page cache: where its copy is kept, and the number of its set of reads in `reads`. */
export interface KeptPage {
  route: string;
  /** Its file in the output. */
  file: string;
  /** Its copy's name in the cache's folder, its size and time (a copy changed since is not used); none when not kept. */
  stored: { name: string; size: number; mtimeMs: number } | undefined;
  reads: number;
}

export interface KeptPages {
  pages: KeptPage[];
  reads: StoredReads;
  /** Why pages could not be kept in the cache, if so (the build goes on: they are rendered next time). */
  failure: string | undefined;
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

/** Each route with the ids of its page as written (page-ids.tsx), joined in one text (content/links/rendered-ids.ts). */
export type PageIds = Array<[string, KeptIds]>;

export type ToWorker =
  /** Load these files and keep their pages. */
  | { type: 'load'; load: LoadJob }
  /** The site put together: render and write the pages this worker loaded. */
  | {
      type: 'render';
      /** The index, or the file it is kept in (page-cache/site-memo.ts), which the worker reads itself. */
      index: RenderIndex | string;
      job: RenderJob;
      only?: RenderSelection | undefined;
    };

export type FromWorker =
  /** The share, loaded: pages as summaries, with every problem found. */
  | {
      type: 'loaded';
      files: Array<LoadedFile<PageSummary>>;
      pageHashes: Array<[route: string, hash: string]>;
      /** Each file's load hashed (page-cache/load-hash.ts), in the order of `files`; none unless asked. */
      loadHashes: string[];
    }
  /**
   * The worker's pages are written, with the policy sources of their inline styles, each page's ids (read from the
   * HTML written), and, with a page cache, where they are kept.
   */
  | { type: 'written'; styleSources: StyleSources; ids: PageIds; kept: KeptPages | undefined }
  /** `stack` in the project's own files; `origin`, the template line the error came from. */
  | {
      type: 'failed';
      route: string | undefined;
      error: { name: string; message: string; stack: string | undefined; origin: CodeOrigin | undefined };
    };
