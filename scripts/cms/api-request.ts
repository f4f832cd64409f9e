/**
 * Reads one request to the web editor's local backend, or says why it is
 * refused: it must come from this machine (loopback address, a local Host,
 * read exactly), from a page of this same server (its Origin header, which
 * browsers send with every POST; a request without one is refused), be a POST
 * of JSON, and stay under a size limit. A page on another site therefore
 * cannot write through it, not even by DNS rebinding or a form post, and
 * neither can a program that does not say which page it is.
 */
import type { IncomingMessage } from 'node:http';
import { hostName } from '../serve/request-checks';

/** Enough for a large photo sent as base64 with its entry. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export type ApiRequest =
  | { ok: true; body: unknown }
  | { ok: false; status: number; message: string; headers?: Record<string, string> };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

export async function readApiRequest(request: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<ApiRequest> {
  const refused = refusalOf(request);
  // The body is read to its end whatever the answer, keeping nothing of a refused one: answered before the
  // client has sent it all, a large request (an upload) can have its connection reset and its refusal lost.
  const { chunks, size } = await readBody(request, refused ? 0 : maxBytes);
  if (refused) return refused;
  if (size > maxBytes)
    return refuse(413, `The request is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB; upload a smaller file.`);
  try {
    return { ok: true, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
  } catch {
    return refuse(400, 'The request is not valid JSON.');
  }
}

const refuse = (status: number, message: string, headers?: Record<string, string>): ApiRequest => ({
  ok: false,
  status,
  message,
  ...(headers ? { headers } : {}),
});

/** Why the request's address, method and headers are refused; undefined when they are not. */
function refusalOf(request: IncomingMessage): ApiRequest | undefined {
  if (!isLoopback(request.socket.remoteAddress))
    return refuse(403, "The web editor's backend answers only requests from this computer.");
  const host = request.headers.host ?? '';
  const name = hostName(host);
  if (name === undefined || !LOCAL_HOSTS.has(name))
    return refuse(403, `The web editor's backend answers only requests for ${[...LOCAL_HOSTS].join(', ')}.`);
  if (request.method !== 'POST')
    return refuse(405, "The web editor's backend takes POST requests only.", { allow: 'POST' });
  const origin = request.headers.origin;
  if (origin === undefined)
    return refuse(
      403,
      `The web editor's backend answers only pages of http://${host}, and this request names no page (no Origin header).`,
    );
  if (origin !== `http://${host}`)
    return refuse(403, `The web editor's backend answers only pages of http://${host}, not ${origin}.`);
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
    return refuse(415, "The web editor's backend takes JSON only (Content-Type: application/json).");
  return undefined;
}

/** Reads the body to its end, keeping its first `keep` bytes at most; `size` is how many came. */
async function readBody(request: IncomingMessage, keep: number): Promise<{ chunks: Buffer[]; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= keep) chunks.push(chunk);
  }
  return { chunks, size };
}
