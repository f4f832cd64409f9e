/**
 * The build's own checks on the content as it would be after a save: the
 * content folder is copied to a temporary folder (pictures and public files
 * linked, not copied), the save is made there, and the build's loader runs
 * on the copy with every check across files. A save may not bring in an
 * error the build stops on; warnings do not block it, nor do errors already
 * there in files the save leaves alone.
 */
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ContentError, isWarning, type ContentProblem } from '../problems/errors';
import { toPosix } from '../shared/files';
import { formatProblem } from '../problems/format-problems';
import type { LoadOptions } from '../content/load-content';
import { loadContent } from '../render/load-checked-content';

export interface CheckPlaces {
  root: string;
  contentDir: string;
  publicDir: string;
  siteUrl?: string | undefined;
  formsEndpoint?: string | undefined;
}

/** A file a save writes (with its new contents) or deletes (null); absolute, inside the content or the public folder. */
export interface PlannedChange {
  file: string;
  contents: string | Uint8Array | null;
}

export interface SaveCheck {
  /** Errors the save would bring in: when there is one, the save must not be made. */
  blocking: ContentProblem[];
  /** The build's warnings on the content after the save. */
  warnings: ContentProblem[];
  /** Those of its warnings the content did not have before the save. */
  newWarnings: ContentProblem[];
}

export async function checkSave(places: CheckPlaces, changes: readonly PlannedChange[]): Promise<SaveCheck> {
  const [before, after] = await Promise.all([problemsOf(loadOptions(places)), problemsAfter(places, changes)]);
  const known = new Set(before.map(formatProblem));
  const touched = new Set(changes.map((change) => displayPath(places.root, change.file)));
  const warnings = after.filter(isWarning);
  return {
    blocking: after.filter(
      (problem) => !isWarning(problem) && (touched.has(problem.location.file) || !known.has(formatProblem(problem))),
    ),
    warnings,
    newWarnings: warnings.filter((problem) => !known.has(formatProblem(problem))),
  };
}

/** Every problem the build finds in the content as it is after `changes`, named as in the real folders. */
async function problemsAfter(places: CheckPlaces, changes: readonly PlannedChange[]): Promise<ContentProblem[]> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'site-save-check-'));
  try {
    // The copy sits where the build names its files as it names the real ones (relative to the project)...
    const relative = path.relative(places.root, places.contentDir);
    const outside = relative.startsWith('..') || path.isAbsolute(relative);
    const root = path.join(base, 'project');
    const contentDir = outside ? path.join(base, 'content') : path.join(root, relative);
    const publicDir = path.join(base, 'public');
    const imagesDir = path.join(places.contentDir, 'images');
    await cp(places.contentDir, contentDir, { recursive: true, filter: (source) => source !== imagesDir });
    await Promise.all([linkTree(imagesDir, path.join(contentDir, 'images')), linkTree(places.publicDir, publicDir)]);
    for (const change of changes) {
      const copy = placeInCopy(change.file, [
        [places.contentDir, contentDir],
        [places.publicDir, publicDir],
      ]);
      if (!copy) continue;
      await rm(copy, { force: true, recursive: true });
      if (change.contents === null) continue;
      await mkdir(path.dirname(copy), { recursive: true });
      await writeFile(copy, change.contents);
    }
    const problems = await problemsOf({ ...loadOptions(places), root, contentDir, publicDir });
    // ...or, for a content folder outside the project, by absolute path: the copy's is put back to the real one.
    return outside ? problems.map((problem) => renamePaths(problem, contentDir, places.contentDir)) : problems;
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

const loadOptions = (places: CheckPlaces): LoadOptions => ({
  root: places.root,
  contentDir: places.contentDir,
  publicDir: places.publicDir,
  siteUrl: places.siteUrl,
  formsEndpoint: places.formsEndpoint,
});

/** The build's problems, warnings included, as `npm run check` finds them. */
async function problemsOf(options: LoadOptions): Promise<ContentProblem[]> {
  try {
    return (await loadContent(options)).warnings ?? [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** Mirrors a folder with a link per file: the checks only ask whether these files exist. */
async function linkTree(source: string, target: string): Promise<void> {
  const entries = await readdir(source, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  await mkdir(target, { recursive: true });
  for (const entry of entries) {
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(target, path.relative(source, from));
    if (entry.isDirectory()) await mkdir(to, { recursive: true });
    else {
      await mkdir(path.dirname(to), { recursive: true });
      await symlink(from, to);
    }
  }
}

function placeInCopy(file: string, pairs: ReadonlyArray<readonly [string, string]>): string | undefined {
  for (const [real, copy] of pairs) {
    const relative = path.relative(real, file);
    if (relative && !relative.startsWith('..') && !path.isAbsolute(relative)) return path.join(copy, relative);
  }
  return undefined;
}

function renamePaths(problem: ContentProblem, from: string, to: string): ContentProblem {
  const rename = (text: string) => text.replaceAll(toPosix(from), toPosix(to));
  return {
    ...problem,
    location: { ...problem.location, file: rename(problem.location.file) },
    ...(problem.found === undefined ? {} : { found: rename(problem.found) }),
    ...(problem.hint === undefined ? {} : { hint: rename(problem.hint) }),
  };
}

/** A file's name in the build's messages (as load-content names it). */
function displayPath(root: string, absolute: string): string {
  const relative = path.relative(root, absolute);
  return toPosix(relative.startsWith('..') ? absolute : relative);
}
