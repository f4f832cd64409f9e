/**
 * The Content-Type the servers send with a file, by its extension. Text says it is UTF-8, SVG drawings
 * included: a browser reads a drawing served without a charset in whatever encoding its XML declaration
 * names (the media rule refuses such drawings: scripts/shared/svg-rules.ts).
 */

/** Content-Type of the files a site serves, by extension. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
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
  // The web editor's settings and files.
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return TYPES[dot === -1 ? '' : file.slice(dot).toLowerCase()] ?? 'application/octet-stream';
}
