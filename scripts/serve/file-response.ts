/**
 * Answers a request with one file, as a static host does, for the preview
 * server and the dev server alike: byte ranges (206, or 416 when none can
 * be served), revalidation (304), gzip for text, and a file that vanished or
 * cannot be read answered 404 or 500, never an error that stops the server.
 */
import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;

export interface FileAnswer {
  /** 200, or 404 for the not-found page. */
  status: number;
  /** Headers besides the length, range, validator and encoding ones. */
  headers: Record<string, string>;
  /** Gzip text files for clients that accept it. */
  compress?: boolean;
}

/** A byte range of a file of `size` bytes: inclusive bounds, 'unsatisfiable', or undefined to send the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header);
  // Several ranges, or another unit: the whole file, as RFC 9110 allows.
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Sends `file`; never throws for a file that is missing or unreadable. */
export async function sendFileResponse(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  answer: FileAnswer,
): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const missing = code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
    plain(response, missing ? 404 : 500, missing ? 'Not found' : 'The file could not be read.');
    return;
  }
  let streaming = false;
  try {
    const info = await handle.stat();
    if (!info.isFile()) return plain(response, 404, 'Not found');
    const etag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
    const validators = { etag, 'last-modified': info.mtime.toUTCString(), 'accept-ranges': 'bytes' };
    const headers = { ...answer.headers, ...validators };
    if (answer.status === 200 && request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    const ifRange = request.headers['if-range'];
    const range =
      answer.status === 200 && (!ifRange || ifRange === etag)
        ? parseRange(request.headers.range, info.size)
        : undefined;
    if (range === 'unsatisfiable') {
      response
        .writeHead(416, {
          ...headers,
          'content-range': `bytes */${info.size}`,
          'content-type': 'text/plain; charset=utf-8',
        })
        .end();
      return;
    }
    const gzip =
      !range &&
      answer.compress === true &&
      COMPRESSIBLE.test(file) &&
      /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const start = range?.start ?? 0;
    const end = range?.end ?? info.size - 1;
    response.writeHead(range ? 206 : answer.status, {
      ...headers,
      ...(gzip
        ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' }
        : { 'content-length': String(Math.max(0, end - start + 1)) }),
      ...(range ? { 'content-range': `bytes ${start}-${end}/${info.size}` } : {}),
    });
    if (request.method === 'HEAD' || end < start) {
      response.end();
      return;
    }
    streaming = true;
    const stream = handle.createReadStream({ start, end, autoClose: true });
    // A read that fails once the headers are sent can only cut the answer short.
    await (gzip ? pipeline(stream, createGzip(), response) : pipeline(stream, response)).catch(() => {
      response.destroy();
    });
  } catch {
    if (!response.headersSent) plain(response, 500, 'The file could not be read.');
    else response.destroy();
  } finally {
    if (!streaming) await handle.close().catch(() => {});
  }
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(text);
}
