/**
 * Development server: serves the site on http://localhost:4321 (PORT
 * overrides), watches content/, templates/, islands/ and public/, and
 * reloads open pages after each change. Content mistakes show in the
 * browser as they are printed by npm run check.
 * Usage: npm run dev [-- --content DIR]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPathOptions } from './shared/cli-args';
import { formatProblems } from './problems/format-problems';

// React's production build renders a page several times faster than its development build, which
// matters for the time from saving to seeing. NODE_ENV=development npm run dev keeps React's warnings.
process.env.NODE_ENV ??= 'production';
const { startDevServer } = await import('./dev/server');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const port = Number(process.env.PORT ?? 4321);
const server = await startDevServer({
  root,
  contentDir: readPathOptions(process.argv.slice(2)).contentDir,
  port,
  host: process.env.HOST ?? '127.0.0.1',
  siteUrl: process.env.SITE_URL,
  formsEndpoint: process.env.FORMS_ENDPOINT,
  log: (line) => console.log(line),
}).catch((error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${port} is already in use (is npm run dev running in another terminal?). Try PORT=${port + 1} npm run dev.`,
  );
  process.exit(1);
});

let shownProblems = '';
let shownFailure: unknown;
const reportState = () => {
  const { problems, failure } = server.site;
  const text = problems.length > 0 ? formatProblems(problems) : '';
  if (text !== shownProblems) {
    console.log(
      text
        ? `\n${text}\nThe browser shows these problems until the files are fixed.\n`
        : '✔ The content is valid again.',
    );
    shownProblems = text;
  }
  if (failure && failure.error !== shownFailure) console.error(`✖ ${failure.stage}:`, failure.error);
  shownFailure = failure?.error;
};
reportState();
server.onEvent(reportState);

console.log(
  `Preview at ${server.url} (ready in ${(performance.now() - started).toFixed(0)} ms). Saving a file reloads the page. Ctrl+C stops.`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
