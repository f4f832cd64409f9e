/**
 * Starts the web editor on this computer, as npm run cms does: the editing
 * app bundled for the local backend, and the dev server serving the site's
 * preview, the app at /admin/ and the local backend at /api/v1 together.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startDevServer, type DevServer } from '../dev/server';
import { DEV_CSS_URL } from '../dev/rebuild/assets';
import { bundleAdmin } from './admin-bundle';
import { editorRoutes } from './editor-routes';
import { createLocalBackend } from './local-backend';

export interface CmsOptions {
  root: string;
  contentDir: string;
  publicDir: string;
  port: number;
  host?: string;
  siteUrl?: string | undefined;
  formsEndpoint?: string | undefined;
  log?: (line: string) => void;
}

export interface RunningCms {
  server: DevServer;
  /** Stops the server and removes the app's folder. */
  close: () => Promise<void>;
}

/** Thrown when the editing app could not be bundled; the preview alone still works (npm run dev). */
export class AppNotMade extends Error {
  override name = 'AppNotMade';
}

export async function startCms(options: CmsOptions): Promise<RunningCms> {
  const adminDir = await mkdtemp(path.join(os.tmpdir(), 'site-admin-'));
  const removeApp = () => rm(adminDir, { recursive: true, force: true });
  try {
    // Previews use the stylesheet the dev server makes, so a style edit shows in them too.
    await bundleAdmin({
      root: options.root,
      outDir: adminDir,
      localBackend: true,
      contentDir: options.contentDir,
      publicDir: options.publicDir,
      cssUrl: DEV_CSS_URL,
    });
  } catch (error) {
    await removeApp();
    throw new AppNotMade(error instanceof Error ? error.message : String(error), { cause: error });
  }
  const { root, contentDir, publicDir, siteUrl, formsEndpoint, log } = options;
  const backend = createLocalBackend({ root, contentDir, publicDir, siteUrl, formsEndpoint, log });
  const server = await startDevServer({
    root,
    contentDir,
    publicDir,
    port: options.port,
    host: options.host ?? '127.0.0.1',
    siteUrl,
    formsEndpoint,
    log,
    extraHandler: editorRoutes({ backend, adminDir }),
  }).catch(async (error: unknown) => {
    await removeApp();
    throw error;
  });
  return { server, close: () => Promise.all([server.close(), removeApp()]).then(() => undefined) };
}
