/**
 * Sends files from the dev server's folders: made assets first, then
 * public/. Files with a content hash in their name are cached for good;
 * the others are checked again on each load and answered 304 when unchanged,
 * so a reload after an edit fetches only the page itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isMediaPath, MEDIA_HEADERS } from '../output/headers';
import { contentTypeOf } from '../serve/content-types';
import { sendFileResponse } from '../serve/file-response';
import { decodedPath, resolveFile } from '../serve/static-server';

/** A name like boot.3FQ2K7XA.js or why-us-280.28a06d1b93.avif. */
const HASHED = /\.[A-Za-z0-9]{8,}\.\w+$/;

/**
 * Sends the first folder's file for the URL path; false when none has it.
 * `versioned`: the address carries a version (?v=), so it may be cached for good.
 * As the preview server does: no dot-file, no link leading out of its folder, byte ranges honoured, and the
 * media folders' files under the policy of _headers that runs no script in them.
 */
export async function sendFile(
  dirs: readonly string[],
  request: IncomingMessage,
  urlPath: string,
  response: ServerResponse,
  versioned = false,
): Promise<boolean> {
  for (const dir of dirs) {
    const file = await resolveFile(path.resolve(dir), urlPath);
    if (!file || file.endsWith('.html')) continue;
    await sendFileResponse(request, response, file, {
      status: 200,
      headers: {
        'content-type': contentTypeOf(file),
        'cache-control': versioned || HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(isMediaPath(decodedPath(urlPath)) ? lowerCased(MEDIA_HEADERS) : {}),
      },
    });
    return true;
  }
  return false;
}

const lowerCased = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
