/**
 * The built site's public pages: every HTML file of dist/ but the web editor's (admin/), which no visitor
 * loads, and the pages left at old addresses (dist/_redirects), which only move the browser on.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { redirectPageFile } from '../../templates/model/redirects';
import { withoutBase } from '../../templates/model/url';
import { basePathOfRules, parseHeadersFile } from './headers';
import { parseRedirectsFile } from './redirects';

/** Folders of dist/ that hold no public page. */
export const NOT_PUBLIC = ['admin/'];

/** The HTML files of the public pages, relative to distDir, sorted. */
export async function publicPageFiles(distDir: string): Promise<string[]> {
  const files = await readdir(distDir, { recursive: true });
  const redirects = new Set(await redirectPageFiles(distDir));
  return files
    .map((file) => file.split('\\').join('/'))
    .filter(
      (file) => file.endsWith('.html') && !NOT_PUBLIC.some((folder) => file.startsWith(folder)) && !redirects.has(file),
    )
    .sort();
}

/** The files of the pages at old addresses, relative to distDir, sorted: none when there is no _redirects. */
export async function redirectPageFiles(distDir: string): Promise<string[]> {
  const text = await readFile(path.join(distDir, '_redirects'), 'utf8').catch(() => '');
  if (!text) return [];
  const base = basePathOfRules(
    parseHeadersFile(await readFile(path.join(distDir, '_headers'), 'utf8').catch(() => '')),
  );
  return parseRedirectsFile(text)
    .map((redirect) => redirectPageFile(withoutBase(base, redirect.from)))
    .sort();
}
