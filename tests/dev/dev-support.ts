/**
 * Helpers for the dev server tests: a dev server over a copy of the fixture
 * content on a free port, and a reader of its event stream.
 */
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DevEvent } from '../../scripts/dev/events';
import { startDevServer, type DevServer, type DevServerOptions } from '../../scripts/dev/server';
import { changeLog } from '../support/change-log';
import { copyFixture, PROJECT_ROOT, type FixtureSite } from '../support/fixture';

export interface DevFixture {
  server: DevServer;
  site: FixtureSite;
  /** Fetches a page or file of the dev server. */
  get: (route: string) => Promise<{ status: number; text: string }>;
  /** Renders per route so far. */
  renders: (route: string) => number;
  /** Resolves once the server has applied its next change of `relative` (under content/); ask before the change. */
  applied: (relative: string) => Promise<void>;
}

/** Starts a dev server on a copy of the fixture content before the file's tests, and stops it after. */
export function devServerForFile(options: Partial<DevServerOptions> = {}): () => DevFixture {
  let fixture: DevFixture | undefined;
  beforeAll(async () => {
    const site = await copyFixture();
    const changes = changeLog(options.log);
    const server = await startDevServer({
      root: PROJECT_ROOT,
      contentDir: site.contentDir,
      publicDir: path.join(PROJECT_ROOT, 'public'),
      port: 0,
      ...options,
      log: changes.log,
    });
    fixture = {
      server,
      site,
      get: async (route) => {
        const response = await fetch(`${server.url}${route}`);
        return { status: response.status, text: await response.text() };
      },
      renders: (route) => server.site.pages.renders.get(route) ?? 0,
      applied: (relative) => changes.applied(path.posix.join('content', relative)),
    };
  });
  afterAll(async () => {
    await fixture?.server.close();
    await fixture?.site.remove();
  });
  return () => {
    if (!fixture) throw new Error('devServerForFile() must be called at the top of the test file');
    return fixture;
  };
}

export interface EventStream {
  /** The next event (after those already taken) that matches, within `timeoutMs`. */
  next: (match?: (event: DevEvent) => boolean, timeoutMs?: number) => Promise<DevEvent>;
  close: () => void;
}

/** Reads the dev server's event stream as a browser tab does (a tab's `query`: route, version), from the moment it is opened. */
export async function openEvents(serverUrl: string, query = ''): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${serverUrl}/__dev/events${query}`, { signal: controller.signal });
  if (!response.body) throw new Error('the event stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const received: DevEvent[] = [];
  const waiting = new Set<() => void>();
  let buffer = '';
  let greeted = false;
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        const type = block
          .split('\n')
          .find((line) => line.startsWith('event: '))
          ?.slice(7);
        if (type === 'hello') greeted = true;
        if (data && (type === 'reload' || type === 'css')) received.push(JSON.parse(data.slice(6)) as DevEvent);
        for (const wake of waiting) wake();
      }
    }
  })();
  // The stream is open once the server's greeting arrived.
  await new Promise<void>((resolve) => {
    const check = () => {
      if (greeted) resolve();
    };
    waiting.add(check);
    check();
  });
  waiting.clear();
  return {
    next: (match = () => true, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        const check = () => {
          const index = received.findIndex(match);
          if (index === -1) return;
          const [event] = received.splice(0, index + 1).slice(-1);
          clearTimeout(timer);
          waiting.delete(check);
          resolve(event!);
        };
        waiting.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}
