/**
 * A local stand-in for the hosted form service, speaking its protocol on
 * 127.0.0.1: POST /f/{formId} (behind any path prefix) with multipart or
 * url-encoded fields. It records what it receives and answers as told per
 * form address: success, field errors, errors without a list, a server
 * error, malformed JSON, an answer held until the test releases it, a
 * dropped connection, or a service that is down (the connection is cut
 * before the request is read, and nothing is recorded). A native post (no JSON asked for) is redirected to
 * its _next address with 303, as the real service does. CORS headers as the real service sends them.
 *
 * It counts the submissions it receives per submission id (the
 * submission_id field), so a test can tell one message sent twice from
 * two messages.
 *
 * Tests in other processes steer it over HTTP: see formServerControl().
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Scenario =
  | 'success'
  | 'field-errors'
  | 'no-error-list'
  | 'server-error'
  | 'malformed'
  | 'hold'
  | 'drop'
  | 'down'
  | 'reply';

export interface ScenarioSetting {
  scenario: Scenario;
  /** For 'reply': the status and JSON body to answer with, or `raw`, the body text as it is. */
  status?: number;
  body?: unknown;
  raw?: string;
  /** For 'reply': more headers to answer with. */
  headers?: Record<string, string>;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Fields in the order received, repeated names kept. */
  fields: Array<[string, string]>;
}

export const FIELD_ERRORS = {
  error: 'Validation errors',
  errors: [
    { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
    { field: 'name', code: 'REQUIRED_FIELD_EMPTY', message: 'should not be empty' },
  ],
};

export interface RunningFormServer {
  url: string;
  close: () => Promise<void>;
}

const settings = new Map<string, ScenarioSetting>();
const received = new Map<string, ReceivedRequest[]>();
/** Answers of the 'hold' scenario waiting for their release, per form address. */
const held = new Map<string, Array<() => void>>();

/** How many times each submission id arrived; requests without one count under "". */
export function submissionsById(requests: ReceivedRequest[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of requests) {
    const id = request.fields.find(([name]) => name === 'submission_id')?.[1] ?? '';
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseFields(body: Buffer, contentType: string): Promise<Array<[string, string]>> {
  if (!contentType) return [];
  const data = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  return [...data.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
}

function cors(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'Accept, Content-Type',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

function json(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { ...cors(request), 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

async function control(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const formPath = url.searchParams.get('path') ?? '';
  if (url.pathname === '/__scenario' && request.method === 'POST') {
    settings.set(formPath, JSON.parse((await readBody(request)).toString('utf8')) as ScenarioSetting);
    received.set(formPath, []);
    json(request, response, 200, { ok: true });
  } else if (url.pathname === '/__received') {
    json(request, response, 200, received.get(formPath) ?? []);
  } else if (url.pathname === '/__held') {
    json(request, response, 200, { held: held.get(formPath)?.length ?? 0 });
  } else if (url.pathname === '/__release' && request.method === 'POST') {
    const waiting = held.get(formPath) ?? [];
    held.delete(formPath);
    for (const release of waiting) release();
    json(request, response, 200, { released: waiting.length });
  } else if (url.pathname === '/__submissions') {
    json(request, response, 200, submissionsById(received.get(formPath) ?? []));
  } else json(request, response, 404, { error: 'Unknown control address' });
}

async function answer(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors(request)).end();
    return;
  }
  if (request.method !== 'POST' || !/\/f\/[\w-]+$/.test(url.pathname)) {
    json(request, response, 404, {
      error: 'Form not found',
      errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }],
    });
    return;
  }
  if (settings.get(url.pathname)?.scenario === 'down') {
    request.socket.destroy();
    return;
  }
  const contentType = request.headers['content-type'] ?? '';
  const fields = await parseFields(await readBody(request), contentType);
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  const list = received.get(url.pathname) ?? [];
  list.push({ method: request.method, path: url.pathname, headers, fields });
  received.set(url.pathname, list);

  if (!(request.headers.accept ?? '').includes('application/json')) {
    const next = fields.find(([name]) => name === '_next')?.[1];
    if (next) response.writeHead(303, { location: next }).end();
    else
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Thanks</title><p>Thanks!</p>');
    return;
  }
  const setting = settings.get(url.pathname) ?? { scenario: 'success' };
  switch (setting.scenario) {
    case 'success':
      return json(request, response, 200, { ok: true, next: 'https://formspree.io/thanks?language=en' });
    case 'field-errors':
      return json(request, response, 422, FIELD_ERRORS);
    case 'no-error-list':
      return json(request, response, 400, { error: 'Something went wrong' });
    case 'server-error':
      return json(request, response, 500, {});
    case 'malformed':
      response.writeHead(200, { ...cors(request), 'content-type': 'application/json' });
      response.end('{"ok": tru');
      return;
    case 'reply':
      if (setting.raw === undefined)
        return json(request, response, setting.status ?? 200, setting.body ?? {}, setting.headers);
      response.writeHead(setting.status ?? 200, {
        ...cors(request),
        'content-type': 'application/json',
        ...setting.headers,
      });
      response.end(setting.raw);
      return;
    case 'hold': {
      const release = () => json(request, response, 200, { ok: true });
      held.set(url.pathname, [...(held.get(url.pathname) ?? []), release]);
      response.on('close', () =>
        held.set(
          url.pathname,
          (held.get(url.pathname) ?? []).filter((waiting) => waiting !== release),
        ),
      );
      return;
    }
    case 'drop':
    case 'down':
      request.socket.destroy();
      return;
  }
}

/** Starts the form service on 127.0.0.1 at a free port. */
export function startFormServer(): Promise<RunningFormServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const handle = url.pathname.startsWith('/__') ? control : answer;
    handle(request, response, url).catch((error: unknown) => {
      if (!response.headersSent) json(request, response, 500, { error: String(error) });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Steers the form service from a test: the answer for one form address, and what it received there. */
export function formServerControl(serverUrl: string) {
  const query = (formUrl: string) => `path=${encodeURIComponent(new URL(formUrl).pathname)}`;
  return {
    async set(formUrl: string, setting: ScenarioSetting): Promise<void> {
      const response = await fetch(`${serverUrl}/__scenario?${query(formUrl)}`, {
        method: 'POST',
        body: JSON.stringify(setting),
      });
      if (!response.ok) throw new Error(`The form server refused the scenario: ${response.status}`);
    },
    async received(formUrl: string): Promise<ReceivedRequest[]> {
      return (await (await fetch(`${serverUrl}/__received?${query(formUrl)}`)).json()) as ReceivedRequest[];
    },
    /**
     * Waits until a request is held at the form address ('hold'), as a page may say it is sending a moment
     * before its request arrives; then answers every held one with success. Resolves to how many there were.
     */
    async release(formUrl: string): Promise<number> {
      const deadline = Date.now() + 15_000;
      const heldNow = async () =>
        ((await (await fetch(`${serverUrl}/__held?${query(formUrl)}`)).json()) as { held: number }).held;
      while ((await heldNow()) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      const response = await fetch(`${serverUrl}/__release?${query(formUrl)}`, { method: 'POST' });
      return ((await response.json()) as { released: number }).released;
    },
    /** Submissions received at the form address, counted per submission id. */
    async submissions(formUrl: string): Promise<Record<string, number>> {
      return (await (await fetch(`${serverUrl}/__submissions?${query(formUrl)}`)).json()) as Record<string, number>;
    },
  };
}
