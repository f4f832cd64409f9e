/**
 * Entry of the page renderer bundle (server-bundle.ts): everything a render
 * worker runs, with React in its production build. Started as a worker by
 * the render pool, it serves the pool; imported, it only exports.
 */
import { isMainThread, workerData } from 'node:worker_threads';
import { pictureResolver } from '../assets/prepared-pictures';
import type { SiteModel } from '../content/model';
import type { RenderJob, StyleSources } from './render-messages';
import { RENDER_WORKER_ROLE } from './render-messages';
import { preloadsFrom } from './preloads';
import { serveRenderPool, type PictureWatch } from './render-worker';
import { createPageRenderer, type PageRenderer } from './shared-chrome';
import { createFirstScreenStyles } from './first-screen';

export function createSiteRenderer(
  model: SiteModel,
  job: RenderJob,
  watchPicture?: PictureWatch,
): PageRenderer & { styleSources: () => StyleSources } {
  const firstScreen = createFirstScreenStyles(job.stylesheet);
  const resolve = pictureResolver(job.pictures);
  const renderer = createPageRenderer({
    model,
    year: job.year,
    picture: watchPicture
      ? (picture) => {
          const made = resolve(picture);
          watchPicture(picture, made);
          return made;
        }
      : resolve,
    assets: { css: job.css, boot: job.boot, preloadsFor: preloadsFrom(new Map(job.islandChunks)) },
    firstScreen,
  });
  return Object.assign(renderer, { styleSources: firstScreen.sourcesByRoute });
}

const role: unknown =
  workerData && typeof workerData === 'object' && 'role' in workerData ? workerData.role : undefined;
if (!isMainThread && role === RENDER_WORKER_ROLE) serveRenderPool(createSiteRenderer);
