/**
 * A host that sends none of the site's headers, as GitHub Pages does: each
 * file of a folder with its type alone (clean URLs, as any static host).
 * `typeOf` says what type it sends; hosts send an SVG as image/svg+xml, with
 * no charset.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentTypeOf } from '../../scripts/serve/content-types';
import { sendFileResponse } from '../../scripts/serve/file-response';
import { resolveFile } from '../../scripts/serve/static-server';

export interface HeaderlessHost {
  url: string;
  close: () => Promise<void>;
}

/** As hosts send types: an SVG without its charset. */
export const hostTypeOf = (file: string) => contentTypeOf(file).replace(/^(image\/svg\+xml); charset=utf-8$/, '$1');

export async function startHeaderlessHost(dir: string, typeOf = hostTypeOf): Promise<HeaderlessHost> {
  const server = createServer(async (request, response) => {
    const file = await resolveFile(dir, new URL(request.url ?? '/', 'http://host').pathname);
    if (file)
      await sendFileResponse(request, response, file, { status: 200, headers: { 'content-type': typeOf(file) } });
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
