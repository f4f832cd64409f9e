/**
 * The baseline of `npm run audit`: a page of one heading and one paragraph,
 * with no style, script or picture, served with the headers of the site's
 * home page. What Lighthouse measures for it on a machine is what any page
 * costs there: its document's round trips and the browser's own work. A
 * route's figures less the baseline's, measured in the same runs, are what
 * the site adds, whatever the machine.
 *
 * The headers matter to it. A page's Cross-Origin-Opener-Policy gives it a
 * renderer of its own, started for it, as a visitor arriving from another
 * site gets in any case; without one, Lighthouse (which opens each page from
 * a blank tab) reuses the blank tab's, already running, and measures a start
 * no visitor has.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { basePathOfRules, headersFileText, headersMatching, parseHeadersFile } from '../output/headers';

export const BASELINE_PAGE =
  '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
  '<meta name="description" content="The least a page can be.">\n' +
  // An icon of its own, so the browser asks for no /favicon.ico.
  '<link rel="icon" href="data:,">\n<title>Baseline</title>\n</head>\n<body>\n<h1>Baseline</h1>\n' +
  '<p>One heading and one paragraph, with no style, script or picture: what any page costs on this machine.</p>\n' +
  '</body>\n</html>\n';

/** The headers the built site at `dist` sends with its home page, as its _headers sets them (none without one). */
export async function homePageHeaders(dist: string): Promise<Array<[string, string]>> {
  let text: string;
  try {
    text = await readFile(path.join(dist, '_headers'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const rules = parseHeadersFile(text);
  return headersMatching(rules, `${basePathOfRules(rules)}/`);
}

/** Writes the baseline page into `dir` as its home page, with a _headers file giving it `headers`. */
export async function writeBaselineSite(dir: string, headers: ReadonlyArray<[string, string]>): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), BASELINE_PAGE);
  if (headers.length === 0) return;
  await writeFile(path.join(dir, '_headers'), headersFileText([['/', Object.fromEntries(headers)]]));
}
