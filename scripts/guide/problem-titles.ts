/**
 * Every problem title the build can print, read from its code: each
 * `title: '...'` in the modules of scripts/ that report content problems
 * and in the schemas (their rules across fields carry their own titles), and
 * "Unknown type" for a block whose `type:` is not a kind of block.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Titles with no example in the guide: the catch-all for rules no content schema uses today,
 * and the preview's message for a file it cannot read, which no mistake in the content causes.
 */
export const TITLES_WITHOUT_EXAMPLE: ReadonlySet<string> = new Set(['Invalid value', 'The preview cannot read a file']);

/** Titles of the kind `Unknown ${issue.discriminator}`: the only discriminator the content schemas have is `type`. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, searched for as it is written
const DISCRIMINATED = 'title: `Unknown ${issue.discriminator}`';

/** The source files of a folder and its subfolders, sorted by file name, leaving out the folders named in `skip`. */
async function sourcesIn(dir: string, skip: readonly string[] = []): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const skipped = (folder: string) =>
    path
      .relative(dir, folder)
      .split(path.sep)
      .some((name) => skip.includes(name));
  const files = entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !skipped(entry.parentPath))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => path.basename(a).localeCompare(path.basename(b), 'en') || a.localeCompare(b, 'en'));
  return Promise.all(files.map((file) => readFile(file, 'utf8')));
}

/** The modules that word problems for editors: those of scripts/ that report content problems (not the guide's own), and the schemas. */
async function problemSources(root: string): Promise<string[]> {
  const scripts = path.join(root, 'scripts');
  const reporting = (await sourcesIn(scripts, ['guide'])).filter((text) => /\bContent(Problem|Error)\b/.test(text));
  return [...reporting, ...(await sourcesIn(path.join(root, 'templates', 'model')))];
}

/** The titles, each once, in the order the code has them (by file name, wherever the file sits). */
export async function problemTitles(root: string): Promise<string[]> {
  const titles = new Set<string>();
  for (const source of await problemSources(root)) {
    for (const [, title] of source.matchAll(/\btitle: '([^']+)'/g)) if (title) titles.add(title);
    if (source.includes(DISCRIMINATED)) titles.add('Unknown type');
  }
  return [...titles];
}
