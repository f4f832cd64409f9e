/**
 * The addresses of the SVG drawings the site serves as they are: those of
 * public/, copied into the output (scripts/output/output.ts), links
 * included. `_headers` gives each its type with its charset.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { toPosix } from '../shared/files';

/** `/images/logo.svg` for public/images/logo.svg, sorted; none when there is no public/. */
export async function servedDrawings(publicDir: string): Promise<string[]> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => !entry.isDirectory() && entry.name.toLowerCase().endsWith('.svg'))
    .map((entry) => `/${toPosix(path.relative(publicDir, path.join(entry.parentPath, entry.name)))}`)
    .sort();
}
