/** Sends files from the dev server's folders: made assets first, then public/. */
import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { resolveFile } from '../static-server';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export const contentType = (file: string) => TYPES[path.extname(file)] ?? 'application/octet-stream';

/** Sends the first folder's file for the URL path; false when none has it. */
export async function sendFile(dirs: readonly string[], urlPath: string, response: ServerResponse, head: boolean): Promise<boolean> {
  for (const dir of dirs) {
    const file = await resolveFile(path.resolve(dir), urlPath);
    if (!file || file.endsWith('.html')) continue;
    response.writeHead(200, { 'content-type': contentType(file), 'cache-control': 'no-cache' });
    if (head) response.end();
    else createReadStream(file).pipe(response);
    return true;
  }
  return false;
}
