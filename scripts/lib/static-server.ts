/**
 * A small static file server for dist/, behaving like a static host:
 * clean URLs (/about serves about/index.html), 404.html for unknown paths,
 * and the headers of dist/_headers, as Netlify or Cloudflare Pages apply them.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createGzip } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { contentTypeOf } from './content-types';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers';

const COMPRESSIBLE = /^\.(html|css|js|json|svg|xml|txt|webmanifest)$/;

export interface RunningServer {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** The file a URL path maps to, or undefined. */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const target = path.normalize(path.join(root, decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

export function startServer(options: { dir: string; port?: number; host?: string }): Promise<RunningServer> {
  const root = path.resolve(options.dir);
  let rules: HeaderRule[] = [];
  try {
    rules = parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'));
  } catch {
    // No _headers file: serve with content types only.
  }
  const server = createServer(async (request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = await resolveFile(root, urlPath);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    if (!(await isFile(served))) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // Compress text as static hosts and CDNs do.
    const gzip = COMPRESSIBLE.test(path.extname(served)) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(status, {
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
      'cache-control': 'public, max-age=0, must-revalidate',
      ...headersFor(rules, urlPath),
      'content-type': contentTypeOf(served),
    });
    if (request.method === 'HEAD') response.end();
    else if (gzip) createReadStream(served).pipe(createGzip()).pipe(response);
    else createReadStream(served).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4321, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://localhost:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
