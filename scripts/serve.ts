/** Serves dist/ on http://localhost:4321 (PORT overrides) as a static host would. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve/static-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('✖ There is no built site in dist/ to serve: run npm run build first (npm start builds, then serves).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
const { url } = await startServer({ dir: dist, port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`Serving dist/ at ${url}/ (Ctrl+C to stop)`);
