/**
 * Server-sent events to the open browser tabs: each tab's live-reload
 * client listens on /__dev/events and reloads when told its page changed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevEvent } from './rebuild/dev-site';

export type { DevEvent };

export interface EventHub {
  /** Answers a request for the event stream; the connection stays open. */
  connect: (request: IncomingMessage, response: ServerResponse) => void;
  send: (event: DevEvent) => void;
  /** Number of connected tabs. */
  readonly clients: number;
  /** Routes of the pages open in the connected tabs. */
  openRoutes: () => Set<string>;
  close: () => void;
}

/**
 * `serverId` changes with every start, so a tab that reconnects to a new
 * server reloads. `changedSince` tells whether a page that shows a given
 * version of the site is stale: a tab connecting with one reloads at once,
 * as it was between two documents when its reload was sent.
 */
export function createEventHub(
  serverId: string,
  changedSince: (route: string, version: number) => boolean = () => false,
): EventHub {
  const clients = new Map<ServerResponse, string>();
  const keepAlive = setInterval(() => {
    for (const client of clients.keys()) client.write(': keep-alive\n\n');
  }, 15_000);
  keepAlive.unref();

  return {
    connect(request, response) {
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      response.write(`retry: 300\nevent: hello\ndata: ${JSON.stringify({ serverId })}\n\n`);
      const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
      const route = query.get('route') ?? '';
      const version = Number(query.get('version') ?? Number.NaN);
      clients.set(response, route);
      if (Number.isInteger(version) && changedSince(route, version)) {
        response.write(
          `event: reload\ndata: ${JSON.stringify({ type: 'reload', routes: [route], state: 'ok' } satisfies DevEvent)}\n\n`,
        );
      }
      request.on('close', () => clients.delete(response));
    },
    send(event) {
      const message = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
      for (const client of clients.keys()) client.write(message);
    },
    get clients() {
      return clients.size;
    },
    openRoutes: () => new Set(clients.values()),
    close() {
      clearInterval(keepAlive);
      for (const client of clients.keys()) client.end();
      clients.clear();
    },
  };
}
