/**
 * Checks the media folders (public/images/ and content/images/) before a
 * build publishes anything: they hold pictures only. A web page, a script,
 * any other file that is not a picture, a hidden file (.htaccess, which an
 * Apache host would obey), an SVG that is not a plain drawing, or a link
 * to anything but a picture of the media folders (the build publishes what
 * a link points at: a source file of the project named .png) fails the
 * build, with a message naming each file. The web editor's uploads meet the
 * same rule (scripts/shared/media-rules.ts); this catches what was put there
 * by hand or by git.
 */
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
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
  const folders = mediaFoldersOf(places);
  const realFolders = (await Promise.all(folders.map((folder) => realpath(folder).catch(() => undefined)))).filter(
    (folder): folder is string => folder !== undefined,
  );
  for (const folder of folders) problems.push(...(await problemsIn(folder, realFolders)));
  if (problems.length === 0) return;
  throw new OutputError(
    `The media folders hold pictures only (${MEDIA_FOLDER_EXTENSIONS.map((extension) => `.${extension}`).join(', ')}; no hidden files, no links but to their own pictures):\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nDelete or replace ${problems.length === 1 ? 'this file' : 'these files'}, then build again.`,
  );
}

async function problemsIn(folder: string, realFolders: readonly string[]): Promise<string[]> {
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
      problems.push(...(await problemsIn(file, realFolders)));
      continue;
    }
    const extension = path.extname(entry.name).slice(1).toLowerCase();
    if (!(MEDIA_FOLDER_EXTENSIONS as readonly string[]).includes(extension)) {
      problems.push(
        `${shown} is not a picture (${extension ? `a .${extension} file` : 'a file without an extension'}).`,
      );
      continue;
    }
    if (entry.isSymbolicLink()) {
      const problem = await linkProblem(file, realFolders);
      if (problem) {
        problems.push(`${shown} is a link to ${problem}: copy the picture into the folder instead of linking to it.`);
        continue;
      }
    }
    // An SVG's drawing is read; so is the picture a link leads to, which must be what the link's name says.
    if (extension !== 'svg' && !(entry.isSymbolicLink() && KNOWN_BY_CONTENT.has(extension))) continue;
    const bytes = await readFile(file).catch(() => undefined);
    const problem = bytes && pictureContentProblem(entry.name, bytes);
    if (problem) problems.push(`${shown}: ${problem}`);
  }
  return problems;
}

/** The extensions of the pictures the media rule knows by their bytes. */
const KNOWN_BY_CONTENT = new Set(['svg', 'png', 'jpg', 'jpeg']);

/** What a link in a media folder leads to, when that is not a picture file inside the media folders. */
async function linkProblem(link: string, realFolders: readonly string[]): Promise<string | undefined> {
  const target = await realpath(link).catch(() => undefined);
  if (target === undefined) return 'nothing (the file it names does not exist)';
  const shown = path.relative(process.cwd(), target) || target;
  if (!realFolders.some((folder) => target.startsWith(folder + path.sep)))
    return `${shown}, which is not in a media folder`;
  if (!(await stat(target)).isFile()) return `${shown}, a folder`;
  const extension = path.extname(target).slice(1).toLowerCase();
  if (!(MEDIA_FOLDER_EXTENSIONS as readonly string[]).includes(extension)) return `${shown}, which is not a picture`;
  return undefined;
}
