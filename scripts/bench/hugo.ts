/**
 * The benchmark's side-by-side figure: a Hugo project with the same pages as
 * a synthetic site, and Hugo's build of it. Two layouts: "equal", whose pages
 * weigh what this project's do (the chrome around <main> is taken from a page
 * this project built of the same site: head, header, menus, footer), and
 * "lean", a bare HTML page around the same content.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type HugoLayout = 'equal' | 'lean';

export const HUGO_MISSING =
  'hugo is not on the PATH, so there is nothing to compare with. Install it (Debian, Ubuntu: apt-get install -y hugo) and run the benchmark again.';

/** Hugo's version line, or undefined when `hugo` is not on the PATH. */
export function hugoVersion(): string | undefined {
  const result = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Text of a built page as Go template text: braces kept as they are. */
const asText = (html: string) => html.replace(/\{\{|\}\}/g, (braces) => `{{ "${braces}" }}`);

/** `text` with `pattern` replaced, or an error naming what the page lacks. */
function put(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`The built page has no ${what} for Hugo's layout.`);
  return text.replace(pattern, replacement);
}

/** The HTML around a built page's <main> content, as a Go template: the page's title put back in. */
export function chromeOf(page: string): { before: string; after: string } {
  const open = page.search(/<main[\s>]/);
  const close = page.lastIndexOf('</main>');
  if (open === -1 || close === -1) throw new Error("The built page has no <main> element for Hugo's layout.");
  const before = put(
    asText(page.slice(0, page.indexOf('>', open) + 1)),
    /<title>[^<]*<\/title>/,
    '<title>{{ .Title }}</title>',
    '<title>',
  );
  return { before, after: asText(page.slice(close)) };
}

/**
 * A service page this project built, as the layout of Hugo's pages: the same HTML throughout, with the page's
 * own parts (title, description, Markdown, feature grid) put in by Hugo, so its pages weigh what this project's do.
 */
export function pageLayoutOf(page: string): string {
  let layout = asText(page);
  layout = put(layout, /<title>[^<]*<\/title>/, '<title>{{ .Title }}</title>', '<title>');
  layout = put(
    layout,
    /(<h1[^>]*>)[^<]*(<\/h1>\s*<p[^>]*>)[^<]*(<\/p>)/,
    '$1{{ .Title }}$2{{ .Description }}$3',
    'heading and description',
  );
  layout = put(
    layout,
    /(<div class="prose[^"]*">)[\s\S]*?(<\/div><aside)/,
    '$1{{ .Content }}$2',
    'Markdown text before its aside',
  );
  return put(
    layout,
    /(<ul class="grid[^"]*">)(<li[\s\S]*?<\/li>)(?:<li[\s\S]*?<\/li>)*(<\/ul>)/,
    '$1{{ range .Params.blocks }}{{ range .items }}$2{{ end }}{{ end }}$3',
    'feature grid',
  ).replace(
    /(\{\{ range \.items \}\}[\s\S]*?<h3[^>]*>)[^<]*(<\/h3>\s*<p[^>]*>)[^<]*(<\/p>)/,
    '$1{{ .title }}$2{{ .text }}$3',
  );
}

/** What Hugo puts in <main> of a section or the home page: its title, its Markdown and a link to each page. */
const LIST_MAIN = `<h1>{{ .Title }}</h1>
{{ .Content }}
<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>`;
/** A lean page's <main>: its title, its Markdown. */
const LEAN_MAIN = '<h1>{{ .Title }}</h1>\n{{ .Content }}';
const LEAN_BEFORE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{ .Title }}</title></head><body><main>';
const LEAN_AFTER = '</main></body></html>';

const CONFIG = `baseURL: https://bench.example.org/
title: Benchmark Consulting
disableKinds: [taxonomy, term, RSS]
`;

/**
 * Writes a Hugo project into `dir` with the pages of the synthetic site in `contentDir` (content/pages: groups of
 * service pages and a few top pages): the same Markdown and front matter, group folders as sections.
 * With `chromePage` (a page this project built), the "equal" layout; without, the "lean" one.
 */
export async function writeHugoProject(dir: string, contentDir: string, chromePage?: string): Promise<void> {
  const { before, after } = chromePage ? chromeOf(chromePage) : { before: LEAN_BEFORE, after: LEAN_AFTER };
  const layouts = path.join(dir, 'layouts', '_default');
  await mkdir(layouts, { recursive: true });
  await writeFile(path.join(dir, 'config.yaml'), CONFIG);
  await writeFile(
    path.join(layouts, 'single.html'),
    chromePage ? pageLayoutOf(chromePage) : `${before}\n${LEAN_MAIN}\n${after}`,
  );
  await writeFile(path.join(layouts, 'list.html'), `${before}\n${LIST_MAIN}\n${after}`);
  const pagesDir = path.join(contentDir, 'pages');
  const target = path.join(dir, 'content');
  await mkdir(target, { recursive: true });
  for (const entry of await readdir(pagesDir, { withFileTypes: true })) {
    const from = path.join(pagesDir, entry.name);
    if (entry.isFile()) {
      await copyFile(from, path.join(target, entry.name === 'index.md' ? '_index.md' : entry.name));
      continue;
    }
    const section = path.join(target, entry.name);
    await mkdir(section, { recursive: true });
    await Promise.all(
      (await readdir(from)).map(async (file) => {
        if (file === '_group.yaml') {
          const title = /^title: (.*)$/m.exec(await readFile(path.join(from, file), 'utf8'))?.[1] ?? entry.name;
          return writeFile(path.join(section, '_index.md'), `---\ntitle: ${title}\n---\n`);
        }
        if (file.endsWith('.md')) return copyFile(path.join(from, file), path.join(section, file));
      }),
    );
  }
}

/** Builds the Hugo project in `dir` into `outDir` in a new process; resolves to its wall time in ms. */
export function buildWithHugo(dir: string, outDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      'hugo',
      ['--source', dir, '--destination', outDir, '--cacheDir', path.join(dir, '.hugo-cache'), '--quiet'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`hugo failed (${code}):\n${output}`)),
    );
  });
}
