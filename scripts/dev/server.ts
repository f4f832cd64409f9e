/**
 * The development server: serves the site from memory on request, watches
 * the sources, brings what a change affects up to date, and tells the open
 * tabs to reload (server-sent events). Content problems show as an overlay
 * and a template that throws as an error screen; the server keeps running.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { DevSite } from './rebuild/dev-site';
import { createEventHub, type DevEvent } from './events';
import { createChangeQueue } from './change-queue';
import { handleRequest } from './handler';
import { createRendererLoader, type Renderer } from './rebuild/renderer';
import { findPage, respondPage } from './respond';
import { watchSources, type ChangeKind } from './rebuild/watch';

export interface DevServerOptions {
  /** Project root holding templates/, islands/ and scripts/render/render.tsx. */
  root: string;
  contentDir?: string;
  publicDir?: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  siteUrl?: string | undefined;
  /** Overrides forms.endpoint, as FORMS_ENDPOINT does for the build. */
  formsEndpoint?: string | undefined;
  log?: (line: string) => void;
  /** Replaces how the render code is loaded (tests inject one that fails). */
  loadRenderer?: () => Promise<Renderer>;
  /** Tried before the site's routes (npm run cms answers the web editor's here); resolves false to let a request through. */
  extraHandler?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
}

export interface DevServer {
  url: string;
  site: DevSite;
  /** Resolves once every change seen so far is applied. */
  settled: () => Promise<void>;
  /** Number of browser tabs listening for changes. */
  tabs: () => number;
  /** Called with every event sent to the tabs. */
  onEvent: (listener: (event: DevEvent) => void) => void;
  close: () => Promise<void>;
}

async function clientScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'client.ts')],
    bundle: false,
    write: false,
    format: 'esm',
    target: 'es2020',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'));
  const publicDir = path.resolve(options.publicDir ?? path.join(root, 'public'));
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'site-dev-'));
  const log = options.log ?? (() => {});
  process.setSourceMapsEnabled(true);

  const renderer = createRendererLoader(root);
  const site = new DevSite({
    root,
    contentDir,
    publicDir,
    outDir,
    siteUrl: options.siteUrl,
    formsEndpoint: options.formsEndpoint,
    loadRenderer: options.loadRenderer ?? renderer.load,
  });
  const hub = createEventHub(randomBytes(6).toString('hex'), (route, version) => site.changedSince(route, version));
  const listeners: ((event: DevEvent) => void)[] = [];
  const files = { client: clientScript(), overlayCss: readFile(path.join(import.meta.dirname, 'overlay.css'), 'utf8') };
  // Only requests naming this machine are answered (see request-checks.ts), and the host it was asked to serve.
  const hosts = options.host ? [options.host] : [];
  // Every change is applied in turn; requests wait for the start and the changes seen so far.
  let starting: Promise<void> = Promise.resolve();
  const changes = createChangeQueue<ChangeKind>({
    apply: (kinds) => site.apply(kinds),
    deliver: (events, changed, startedAt) => {
      for (const event of events) {
        hub.send(event);
        for (const listener of listeners) listener(event);
      }
      // Render the open pages now, while their tabs are still unloading.
      for (const event of events) {
        if (event.type !== 'reload') continue;
        for (const route of hub.openRoutes()) {
          if (event.routes === 'all' || event.routes.includes(route)) respondPage(site, route, findPage(site, route));
        }
      }
      const names = [...new Set(changed.map((file) => path.relative(root, file)))].join(', ');
      log(`${names} → ${describe(events)} in ${(performance.now() - startedAt).toFixed(0)} ms`);
    },
    fail: (error) =>
      log(`Applying the change failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  });
  const settled = async () => {
    await starting;
    await changes.settled();
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (await options.extraHandler?.(request, response)) return;
    await handleRequest({ site, hub, files, outDir, publicDir, settled, hosts }, request, response);
  };
  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      log(
        `Request ${request.url ?? ''} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The dev server failed on this request; see its terminal.');
    });
  });
  try {
    // Listen first, so that a port in use is reported at once.
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 4321, options.host ?? '127.0.0.1', resolve);
    });
  } catch (error) {
    hub.close();
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  starting = site.start();
  await Promise.all([starting, files.client, files.overlayCss]);

  const watcher = watchSources(
    {
      content: contentDir,
      templates: path.join(root, 'templates'),
      islands: path.join(root, 'islands'),
      public: publicDir,
    },
    changes.push,
  );
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    site,
    settled,
    tabs: () => hub.clients,
    onEvent: (listener) => void listeners.push(listener),
    close: async () => {
      watcher.close();
      hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await settled().catch(() => {});
      await Promise.all([renderer.dispose(), rm(outDir, { recursive: true, force: true })]);
    },
  };
}

function describe(events: DevEvent[]): string {
  if (events.length === 0) return 'nothing to reload';
  return events
    .map((event) =>
      event.type === 'css'
        ? 'styles swapped'
        : `reload ${event.routes === 'all' ? 'every page' : event.routes.join(' ')}${event.state === 'error' ? ' (with problems shown)' : ''}`,
    )
    .join(', ');
}
