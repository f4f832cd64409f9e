/**
 * Checks the media folders (public/images/ and content/images/) before a
 * build publishes anything: they hold pictures only. A web page, a script,
 * any other file that is not a picture, a hidden file (.htaccess, which an
 * Apache host would obey) or an SVG that is not a plain drawing fails the
 * build, with a message naming each file. The web editor's uploads meet the
 * same rule (scripts/shared/media-rules.ts); this catches what was put there
 * by hand or by git.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_FOLDER_EXTENSIONS, pictureContentProblem } from '../shared/media-rules';
import { OutputError } from './output-safety';

export interface MediaFolderPlaces {
  contentDir: string;
  publicDir: string;
}

/** The media folders, as the site's files name them. */
export function mediaFoldersOf({ contentDir, publicDir }: MediaFolderPlaces): string[] {
  return [path.join(publicDir, 'images'), path.join(contentDir, 'images')];
}

/** Throws an OutputError naming every file of a media folder that is not a plain picture. */
export async function checkMediaFolders(places: MediaFolderPlaces): Promise<void> {
  const problems: string[] = [];
  for (const folder of mediaFoldersOf(places)) problems.push(...(await problemsIn(folder)));
  if (problems.length === 0) return;
  throw new OutputError(
    `The media folders hold pictures only (${MEDIA_FOLDER_EXTENSIONS.map((extension) => `.${extension}`).join(', ')}; no hidden files):\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nDelete or replace ${problems.length === 1 ? 'this file' : 'these files'}, then build again.`,
  );
}

async function problemsIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
    throw error;
  });
  const problems: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(folder, entry.name);
    const shown = path.relative(process.cwd(), file) || file;
    if (entry.name.startsWith('.')) {
      problems.push(`${shown} is a hidden ${entry.isDirectory() ? 'folder' : 'file'}, which the site never publishes.`);
      continue;
    }
    if (entry.isDirectory()) {
      problems.push(...(await problemsIn(file)));
      continue;
    }
    const extension = path.extname(entry.name).slice(1).toLowerCase();
    if (!(MEDIA_FOLDER_EXTENSIONS as readonly string[]).includes(extension)) {
      problems.push(
        `${shown} is not a picture (${extension ? `a .${extension} file` : 'a file without an extension'}).`,
      );
      continue;
    }
    if (extension !== 'svg') continue;
    // Links are followed here; copying public/ refuses those that lead out of the project.
    const bytes = await readFile(file).catch(() => undefined);
    const problem = bytes && pictureContentProblem(entry.name, bytes);
    if (problem) problems.push(`${shown}: ${problem}`);
  }
  return problems;
}
