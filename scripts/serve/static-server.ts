/**
 * A small static file server for dist/, behaving like a static host:
 * clean URLs (/about serves about/index.html), 404.html for unknown paths,
 * the headers of dist/_headers and the redirects of dist/_redirects, as Netlify or Cloudflare Pages apply them.
 * Like such a host it answers GET and HEAD only, serves no dot-file and not
 * _headers itself, follows no link out of its folder, honours byte ranges,
 * and no request or read error stops it.
 */
import { readFileSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentTypeOf } from './content-types';
import { sendFileResponse } from './file-response';
import { basePathOfRules, headersFor, parseHeadersFile, type HeaderRule } from '../output/headers';
import { parseRedirectsFile } from '../output/redirects';
import { refusal, requestPath } from './request-checks';

export interface RunningServer {
  server: Server;
  /** Where the site is: http://localhost:PORT, and its base path when it was built for a folder of its host. */
  url: string;
  /** Stops listening and ends every open connection. */
  close: () => Promise<void>;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** Files a static host keeps to itself: its settings at the root, and dot-files (but /.well-known/). */
function isHidden(relative: string): boolean {
  const segments = relative.split(path.sep).filter(Boolean);
  if (segments.length === 1 && (segments[0] === '_headers' || segments[0] === '_redirects')) return true;
  return segments.some((segment, index) => segment.startsWith('.') && !(index === 0 && segment === '.well-known'));
}

/** Whether `file` lies inside `dir` (both real paths). */
const isInside = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

/** A URL path as the file it names is found (`/%69mages/x` and `/a/..%2Fimages/x` are /images/x), for matching header rules. */
export function decodedPath(urlPath: string): string {
  try {
    return path.posix.normalize(decodeURIComponent(urlPath));
  } catch {
    return urlPath;
  }
}

/** The file a URL path maps to, or undefined: never a hidden file, nor one reached through a link leading out of root. */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const target = path.normalize(path.join(root, decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  if (isHidden(path.relative(root, target))) return undefined;
  const realRoot = await realpath(root).catch(() => undefined);
  if (!realRoot) return undefined;
  for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if (!(await isFile(candidate))) continue;
    const real = await realpath(candidate).catch(() => undefined);
    if (real && isInside(real, realRoot)) return candidate;
  }
  return undefined;
}

/** The old addresses of dist/_redirects and their new ones (base path included), as hosts answer them: 301. */
function readRedirects(root: string): ReadonlyMap<string, string> {
  let text = '';
  try {
    text = readFileSync(path.join(root, '_redirects'), 'utf8');
  } catch {
    // No _redirects file: site.yaml has no redirects.
  }
  return new Map(parseRedirectsFile(text).map(({ from, to }) => [from, to]));
}

export function startServer(options: { dir: string; port?: number; host?: string }): Promise<RunningServer> {
  const root = path.resolve(options.dir);
  let rules: HeaderRule[] = [];
  try {
    rules = parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'));
  } catch {
    // No _headers file: serve with content types only.
  }
  // A site built for a folder of its host (SITE_URL=https://example.org/site) is served there, as its host would.
  const base = basePathOfRules(rules);
  const redirects = readRedirects(root);
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const refused = refusal(request);
    if (refused) {
      response.writeHead(refused.status, refused.headers).end(refused.text);
      return;
    }
    const urlPath = requestPath(request) ?? '/';
    if (base && (urlPath === base || urlPath === '/')) {
      response.writeHead(301, { location: `${base}/`, 'content-type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    const movedTo = redirects.get(urlPath.replace(/(.)\/$/, '$1'));
    if (movedTo !== undefined) {
      // Kept by no browser, unlike a host's: the preview of a later build may have no such redirect.
      response.writeHead(301, { location: movedTo, 'cache-control': 'no-store' }).end();
      return;
    }
    // Below a folder, an address outside it is not the site's (written as it is, not spelt otherwise).
    const sitePath = !base ? urlPath : urlPath.startsWith(`${base}/`) ? urlPath.slice(base.length) : undefined;
    const file = sitePath === undefined ? undefined : await resolveFile(root, sitePath);
    const notFound = file ? undefined : await resolveFile(root, '/404.html');
    const served = file ?? notFound;
    if (!served) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    await sendFileResponse(request, response, served, {
      status: file ? 200 : 404,
      headers: {
        'cache-control': 'public, max-age=0, must-revalidate',
        ...headersFor(rules, decodedPath(urlPath)),
        'content-type': contentTypeOf(served),
      },
      // Text compressed as static hosts and CDNs do.
      compress: true,
    });
  };
  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      if (!response.headersSent)
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal error');
      else response.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4321, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://localhost:${port}${base}`,
        // Every connection ends with it: one whose request is still arriving (a slow client, or a browser's
        // connection opened ahead of use) would otherwise keep the server open for a minute or more.
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
