/**
 * The web editor on this computer: serves the site's preview and the
 * editing app (/admin/) together, on 127.0.0.1 only. A save in the editor
 * is checked by the build's own checks, written to the content file, and
 * shows in the preview at once.
 * Usage: npm run cms [-- --content DIR]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPathOptions } from './shared/cli-args';

// As for npm run dev: React's production build renders several times faster.
process.env.NODE_ENV ??= 'production';
const { ADMIN_PATH } = await import('./cms/editor-routes');
const { AppNotMade, startCms } = await import('./cms/start');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = readPathOptions(process.argv.slice(2)).contentDir ?? path.join(root, 'content');
const publicDir = path.join(root, 'public');
const port = Number(process.env.PORT ?? 4321);
const host = '127.0.0.1';
const log = (line: string) => console.log(line);
const cms = await startCms({
  root,
  contentDir,
  publicDir,
  port,
  host,
  siteUrl: process.env.SITE_URL,
  formsEndpoint: process.env.FORMS_ENDPOINT,
  log,
}).catch((error: unknown) => {
  if (error instanceof AppNotMade) {
    console.error(`✖ The web editor could not be made: ${error.message}\n  npm run dev still previews the site.`);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${port} is already in use (is npm run dev or npm run cms running in another terminal?). Try PORT=${port + 1} npm run cms.`,
  );
  process.exit(1);
});
const { server } = cms;

const origin = `http://${host}:${new URL(server.url).port}`;
console.log(`Web editor at ${origin}${ADMIN_PATH}`);
console.log(`Preview at ${origin}/ — a save in the editor shows there at once. Ctrl+C stops.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cms.close().then(() => process.exit(0));
  });
}
