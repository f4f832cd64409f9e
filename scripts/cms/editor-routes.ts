/**
 * The web editor's routes in the dev server (npm run cms): its local
 * backend at /api/v1, and the editing app, from the folder it was bundled
 * into, at /admin/. Everything else goes on to the site's routes. The app
 * is served under the production editor's policy narrowed to this server
 * (it reaches no other host), which also refuses to be framed by any page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { adminContentSecurityPolicy } from '../output/headers';
import { contentTypeOf } from '../serve/content-types';
import { sendFileResponse } from '../serve/file-response';
import { refusal, requestPath } from '../serve/request-checks';
import { resolveFile } from '../serve/static-server';
import { API_PATH, type LocalBackend } from './local-backend';

export const ADMIN_PATH = '/admin/';

/** Every answer of the editor's routes: no page of another site may frame the app (clicks through a frame could save or delete). */
export const NO_FRAMING = { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" } as const;
const ADMIN_HEADERS = {
  ...NO_FRAMING,
  'content-security-policy': adminContentSecurityPolicy({ local: true }),
  'x-content-type-options': 'nosniff',
};

export interface EditorRoutesOptions {
  backend: LocalBackend;
  /** Folder holding the bundled app (index.html, config.yml, scripts). */
  adminDir: string;
  /** Host names answered besides the local ones (the dev server's HOST). */
  hosts?: readonly string[];
}

/** A dev server `extraHandler`: true when the request was the editor's and is answered. */
export function editorRoutes(
  options: EditorRoutesOptions,
): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  return async (request, response) => {
    const pathname = requestPath(request);
    if (pathname === API_PATH) {
      await options.backend(request, response);
      return true;
    }
    if (pathname !== '/admin' && !pathname?.startsWith(ADMIN_PATH)) return false;
    const refused = refusal(request, { hosts: options.hosts ?? [] });
    if (refused) {
      response.writeHead(refused.status, { ...refused.headers, ...NO_FRAMING }).end(refused.text);
      return true;
    }
    if (pathname === '/admin') {
      response.writeHead(301, { location: ADMIN_PATH, 'cache-control': 'no-store', ...NO_FRAMING }).end();
      return true;
    }
    const file = await resolveFile(options.adminDir, pathname.slice(ADMIN_PATH.length - 1));
    if (!file) {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...NO_FRAMING })
        .end(`The web editor has no file ${pathname}.`);
      return true;
    }
    const type = file.endsWith('.yml') ? 'text/yaml; charset=utf-8' : contentTypeOf(file);
    await sendFileResponse(request, response, file, {
      status: 200,
      headers: { 'content-type': type, 'cache-control': 'no-cache', 'x-robots-tag': 'noindex', ...ADMIN_HEADERS },
      // As a host sends them: a phone on the same network downloads the app's scripts in a third of the bytes.
      compress: true,
    });
    return true;
  };
}
