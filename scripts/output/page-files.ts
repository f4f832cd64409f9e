/** The built site's public pages: every HTML file of dist/ but the web editor's (admin/), which no visitor loads. */
import { readdir } from 'node:fs/promises';

/** Folders of dist/ that hold no public page. */
export const NOT_PUBLIC = ['admin/'];

/** The HTML files of the public pages, relative to distDir, sorted. */
export async function publicPageFiles(distDir: string): Promise<string[]> {
  const files = await readdir(distDir, { recursive: true });
  return files
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.html') && !NOT_PUBLIC.some((folder) => file.startsWith(folder)))
    .sort();
}
