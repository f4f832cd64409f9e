/**
 * What the preview and dev servers refuse before looking for a file, as a
 * static host would: methods other than GET and HEAD (405), a request
 * target that is not a path (400), and, for the dev server, a Host header
 * naming another machine (403: a page elsewhere could otherwise reach it
 * through DNS rebinding and read its error screens, which show local paths).
 */
import type { IncomingMessage } from 'node:http';

export interface Refusal {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** The hosts a local server answers by default; any port. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The URL path of a request (still percent-encoded), or undefined when its target is not a path. */
export function requestPath(request: IncomingMessage): string | undefined {
  const target = request.url ?? '';
  if (!target.startsWith('/')) return undefined;
  try {
    // Put after an origin rather than resolved against one: `//x` is a path here, not a host.
    return new URL(`http://localhost${target}`).pathname;
  } catch {
    return undefined;
  }
}

/**
 * The host name of a Host header, without its port, lower-case; undefined when the header is more than a
 * host and a port (`localhost:4321@evil.example` names evil.example to a URL parser, and is refused).
 */
export function hostName(header: string): string | undefined {
  const host = header.trim().toLowerCase();
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return undefined;
  }
  // Read back exactly as given (the default port aside): no user, path, query, or a number spelt another way.
  if (url.host !== host && `${url.host}:80` !== host) return undefined;
  return url.hostname;
}

/**
 * Why a request is refused, or undefined when it may be answered.
 * `hosts`: the host names allowed in the Host header besides the local ones (none checked when undefined).
 */
export function refusal(request: IncomingMessage, options: { hosts?: readonly string[] } = {}): Refusal | undefined {
  const text = (status: number, message: string, headers: Record<string, string> = {}): Refusal => ({
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
    text: message,
  });
  if (options.hosts) {
    const allowed = new Set([
      ...LOCAL_HOSTS,
      ...options.hosts.flatMap(
        (host) => hostName(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host) ?? [],
      ),
    ]);
    const name = hostName(request.headers.host ?? '');
    if (name === undefined || !allowed.has(name)) {
      return text(
        403,
        `This server answers only requests for ${[...allowed].join(', ')}; set HOST to serve another name.`,
      );
    }
  }
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return text(405, 'Only GET and HEAD are allowed.', { allow: 'GET, HEAD' });
  if (requestPath(request) === undefined) return text(400, 'Bad request: the address is not a path.');
  return undefined;
}
