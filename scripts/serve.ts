/** Serves dist/ on http://localhost:4321 (PORT overrides) as a static host would. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib/static-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4321);
const { url } = await startServer({ dir: path.join(root, 'dist'), port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`Serving dist/ at ${url} (Ctrl+C to stop)`);
