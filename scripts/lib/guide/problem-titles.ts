/**
 * Every problem title the build can print, read from its code: each
 * `title: '...'` in the modules of scripts/lib that report content problems,
 * and "Unknown type" for a block whose `type:` is not a kind of block.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Titles with no example in the guide: the catch-all for rules no content schema uses today. */
export const TITLES_WITHOUT_EXAMPLE: ReadonlySet<string> = new Set(['Invalid value']);

/** Titles of the kind `Unknown ${issue.discriminator}`: the only discriminator the content schemas have is `type`. */
const DISCRIMINATED = 'title: `Unknown ${issue.discriminator}`';

/** The modules of scripts/lib (and its folders, not this one) that word problems for editors. */
async function problemSources(libDir: string): Promise<string[]> {
  const entries = await readdir(libDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}guide${path.sep}`))
    .sort();
  const sources: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    if (/\bContent(Problem|Error)\b/.test(text)) sources.push(text);
  }
  return sources;
}

/** The titles, each once, in the order the code has them (by file name). */
export async function problemTitles(root: string): Promise<string[]> {
  const titles = new Set<string>();
  for (const source of await problemSources(path.join(root, 'scripts', 'lib'))) {
    for (const [, title] of source.matchAll(/\btitle: '([^']+)'/g)) if (title) titles.add(title);
    if (source.includes(DISCRIMINATED)) titles.add('Unknown type');
  }
  return [...titles];
}
