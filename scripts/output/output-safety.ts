/**
 * Refuses an output folder the build must not replace: the project or a
 * folder holding it, a folder of its sources, or a folder of someone's files
 * that no build wrote. The build replaces its output folder whole, so this
 * runs before anything is written.
 */
import { lstat, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../problems/errors';

/** The file every build writes into its output: a folder holding it is an earlier build's. */
export const BUILD_MARKER = '.site-build';
export const BUILD_MARKER_TEXT =
  'Written by the site build (npm run build), which replaces this folder whole at every build.\n';

/** Folders of the project that hold what the site is made from. */
const SOURCE_FOLDERS = [
  'content',
  'public',
  'templates',
  'islands',
  'scripts',
  'tests',
  'node_modules',
  '.git',
  '.cache',
];
/** What an output of the build before the marker existed holds, every one of them. */
const EARLIER_BUILD_FILES = ['_headers', 'robots.txt', 'sitemap.xml'];

/** A problem with where the build writes or what it copies, told in one paragraph (no stack). */
export class OutputError extends BuildError {
  override name = 'OutputError';
}

export interface OutputPlaces {
  root: string;
  outDir: string;
  contentDir: string;
  publicDir: string;
}

/** Throws an OutputError when `outDir` must not be replaced by a build. */
export async function checkOutputFolder({ root, outDir, contentDir, publicDir }: OutputPlaces): Promise<void> {
  const shown = path.relative(process.cwd(), outDir) || '.';
  const out = await realLocation(outDir);
  const project = await realLocation(root);
  if (isWithin(project, out)) {
    throw new OutputError(
      `The output folder ${shown} ${out === project ? 'is the project itself' : 'holds the project'}: building into it would delete the project. Choose a folder of its own, such as dist.`,
    );
  }
  const sources = [...SOURCE_FOLDERS.map((name) => path.join(root, name)), contentDir, publicDir];
  for (const source of sources) {
    const real = await realLocation(source);
    if (isWithin(out, real) || isWithin(real, out)) {
      const name = isWithin(path.resolve(source), path.resolve(root))
        ? `the project's ${path.relative(root, source)}/ folder`
        : `the folder ${source}`;
      const relation = out === real ? 'is' : isWithin(out, real) ? 'lies inside' : 'holds';
      throw new OutputError(
        `The output folder ${shown} ${relation} ${name}, which the site is made from: building into it would delete those files. Choose a folder of its own, such as dist.`,
      );
    }
  }
  const info = await lstat(out).catch(() => undefined);
  if (!info) return;
  if (!info.isDirectory())
    throw new OutputError(`The output folder ${shown} is a file, not a folder. Choose a folder, such as dist.`);
  const entries = await readdir(out);
  if (
    entries.length === 0 ||
    entries.includes(BUILD_MARKER) ||
    EARLIER_BUILD_FILES.every((name) => entries.includes(name))
  )
    return;
  throw new OutputError(
    `The output folder ${shown} holds files that no build wrote (it has no ${BUILD_MARKER} file): the build replaces its output folder whole and would delete them. Choose an empty or new folder, or empty this one first.`,
  );
}

/** Whether `inner` is `outer` or lies below it. */
function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The real path of `file`, following links in the part of it that exists. */
async function realLocation(file: string): Promise<string> {
  const absolute = path.resolve(file);
  const real = await realpath(absolute).catch(() => undefined);
  if (real) return real;
  const parent = path.dirname(absolute);
  if (parent === absolute) return absolute;
  return path.join(await realLocation(parent), path.basename(absolute));
}
