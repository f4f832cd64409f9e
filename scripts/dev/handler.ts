/**
 * Answers one request of the dev server: its own files and event stream,
 * then (once pending changes are applied) pages, sitemap, the old addresses
 * of site.yaml's redirects (301, as the hosts answer them), made assets,
 * public files, and the 404 page for anything else. Requests for another
 * host, with another method than GET or HEAD, or for no path are refused.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { robotsTxt, sitemapXml } from '../output/sitemap';
import { basePathOf, withBase, withoutBase } from '../../templates/model/url';
import type { DevSite } from './rebuild/dev-site';
import type { EventHub } from './events';
import { refusal } from '../serve/request-checks';
import { sendFile } from './files';
import { findPage, respondPage, routeOfPath } from './respond';
import { CLIENT_URL, CLIENT_VERSION, EVENTS_URL, OVERLAY_CSS_URL, STATS_URL } from './urls';

export interface HandlerContext {
  site: DevSite;
  hub: EventHub;
  /** The live-reload client and the overlay's stylesheet. */
  files: { client: Promise<string>; overlayCss: Promise<string> };
  /** Folders of made assets and of public files, searched in this order. */
  outDir: string;
  publicDir: string;
  /** Resolves once the changes seen so far are applied. */
  settled: () => Promise<void>;
  /** Host names answered besides localhost, 127.0.0.1 and [::1]. */
  hosts: readonly string[];
}

function safeDecode(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

export async function handleRequest(
  context: HandlerContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { site } = context;
  const refused = refusal(request, { hosts: context.hosts });
  if (refused) {
    response.writeHead(refused.status, refused.headers).end(refused.text);
    return;
  }
  // A path: refusal() turned away any other request target.
  const url = new URL(`http://localhost${request.url ?? '/'}`);
  const send = (status: number, type: string, body: string, cache = 'no-store'): void => {
    response
      .writeHead(status, { 'content-type': type, 'cache-control': cache })
      .end(request.method === 'HEAD' ? undefined : body);
  };
  const versioned = url.searchParams.get('v') !== null;

  if (url.pathname === EVENTS_URL) return context.hub.connect(request, response);
  if (url.pathname === CLIENT_URL) {
    const cache = url.searchParams.get('v') === CLIENT_VERSION ? 'public, max-age=31536000, immutable' : 'no-cache';
    return send(200, 'text/javascript; charset=utf-8', await context.files.client, cache);
  }
  if (url.pathname === OVERLAY_CSS_URL) return send(200, 'text/css; charset=utf-8', await context.files.overlayCss);
  if (url.pathname === STATS_URL)
    return send(200, 'application/json', JSON.stringify({ renders: Object.fromEntries(site.pages.renders) }));

  await context.settled();
  // A site made for a folder of its host (https://example.org/site) asks for its pages and files there: they
  // are served there, and at the root as well.
  const base = site.model ? basePathOf(site.model.site.url) : '';
  const sitePath = withoutBase(base, url.pathname);
  const route = routeOfPath(safeDecode(sitePath));
  const page = findPage(site, route);
  if (!page && site.model && site.problems.length === 0) {
    if (route === '/sitemap.xml')
      return send(
        200,
        'application/xml; charset=utf-8',
        sitemapXml({
          site: site.model.site,
          pages: site.model.pages.map((page) => ({ route: page.route, sitemap: page.data.sitemap })),
        }),
      );
    if (route === '/robots.txt') return send(200, 'text/plain; charset=utf-8', robotsTxt(site.model));
    const oldAddress = safeDecode(sitePath).replace(/(.)\/$/, '$1');
    const movedTo = site.model.site.redirects.find((redirect) => redirect.from === oldAddress)?.to;
    // Kept by no browser: a redirect removed from site.yaml stops at the next visit.
    if (movedTo !== undefined) {
      response.writeHead(301, { location: withBase(base, movedTo), 'cache-control': 'no-store' }).end();
      return;
    }
  }
  if (!page && (await sendFile([context.outDir, context.publicDir], request, sitePath, response, versioned))) return;
  const { status, html } = respondPage(site, route, page);
  send(status, 'text/html; charset=utf-8', html);
}
