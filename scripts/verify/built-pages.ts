/** The pages of a built site: their files, their addresses, and the content file each comes from. */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { basePathOfRules, parseHeadersFile } from '../output/headers';

/** Every .html file below `outDir`, relative to it, with forward slashes, sorted. */
export async function htmlFilesOf(outDir: string): Promise<string[]> {
  const files = await readdir(outDir, { recursive: true });
  return files
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/** The base path a site was built for ("" at a host's root, "/site" below a folder), as its _headers says. */
export async function basePathOfBuild(outDir: string): Promise<string> {
  const text = await readFile(path.join(outDir, '_headers'), 'utf8').catch(() => '');
  return basePathOfRules(parseHeadersFile(text));
}

/** The address a built file is served at: `about/index.html` is `/about`, `404.html` is `/404.html`. */
export function routeOfFile(file: string): string {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'/index.html'.length)}` : `/${file}`;
}

/** The Markdown file of content/pages/ a route is made from, when there is one. */
export function sourceOfRoute(contentDir: string, route: string): string | undefined {
  const base = path.join(contentDir, 'pages', route === '/' ? 'index' : route.slice(1));
  return [`${base}.md`, path.join(base, 'index.md')].find((file) => existsSync(file));
}
