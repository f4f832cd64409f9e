/**
 * The keys of the page cache's two layers.
 *
 * The render key: everything any page's HTML depends on besides the model
 * and the pictures (those a page read are checked page by page): the code
 * that renders it (the renderer bundle, named by a hash of its contents:
 * templates, islands as the server renders them, the loader), the
 * packages it imports from node_modules (the lockfile), Node's version, the
 * stylesheet (each first screen's inline style is cut from it), the
 * scripts' addresses and the year of the copyright line.
 *
 * The load key: a page file's load (its summary and problems) depends on
 * its own text, read and hashed every build, and on what else the loader
 * may read: its code, the build's options, and the content and public
 * folders around it. Those are taken whole, and generously: every file's
 * name in both folders (a check may look for a file), and the text of
 * every YAML file of content/ (site.yaml's defaults, the groups). Any
 * change there loads every file again; a page's render stays cached while
 * what it read is unchanged.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadOptions } from '../content/load-content';
import { relativeTo } from '../shared/files';
import { splitFrontMatter } from '../content/yaml/front-matter';
import { PAGE_CACHE_FORMAT } from './site-cache';

const hashOf = (...parts: Array<string | Uint8Array>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? `${part.length}:${part}` : part);
  return hash.digest('base64url');
};

/** The renderer bundle's folder name, which carries a hash of its contents (build-cache.mjs). */
const codeOf = (rendererFile: string) => path.basename(path.dirname(rendererFile));

async function lockfileOf(root: string): Promise<string> {
  return readFile(path.join(root, 'package-lock.json'), 'utf8').catch(() => 'no lockfile');
}

export interface RenderKeyInputs {
  root: string;
  rendererFile: string;
  year: number;
  css: string;
  stylesheet: string;
  boot: string;
  islandChunks: ReadonlyArray<readonly [string, readonly string[]]>;
}

export async function renderKeyOf(inputs: RenderKeyInputs): Promise<string> {
  return hashOf(
    `render ${PAGE_CACHE_FORMAT}`,
    codeOf(inputs.rendererFile),
    await lockfileOf(inputs.root),
    process.version,
    String(inputs.year),
    inputs.css,
    inputs.stylesheet,
    inputs.boot,
    JSON.stringify(inputs.islandChunks),
  );
}

export async function loadKeyOf(options: Omit<LoadOptions, 'cache'>, rendererFile: string): Promise<string> {
  const [lockfile, content, publicFiles] = await Promise.all([
    lockfileOf(options.root),
    listTree(options.contentDir),
    listTree(options.publicDir),
  ]);
  const yamlTexts = await Promise.all(
    content
      .filter((file) => /\.ya?ml$/i.test(file))
      .map(async (file) => `${file}\n${await readFile(path.join(options.contentDir, file), 'utf8').catch(() => '')}`),
  );
  return hashOf(
    `load ${PAGE_CACHE_FORMAT}`,
    codeOf(rendererFile),
    lockfile,
    process.version,
    JSON.stringify([
      options.root,
      options.contentDir,
      options.publicDir,
      options.siteUrl,
      options.formsEndpoint,
      options.includeDrafts,
    ]),
    content.join('\n'),
    publicFiles.join('\n'),
    ...yamlTexts,
  );
}

/** A page file as its load was keyed: the hash of its text, and its size and time then. */
export interface FileState {
  hash: string;
  size: number;
  mtimeMs: number;
  /**
   * The hash of its front matter's fields but its blocks (frontHashOf): a quick rebuild whose edited file's title,
   * description or order changed knows at once that more than its text did (quick-rebuild.ts).
   */
  frontHash: string;
}

/**
 * The hash of a page file's front matter (of nothing when it has none) without its `blocks:`: a block's text
 * edited leaves the page's summary as it was, as a rule, where a field of the page (its title) seldom does. A
 * hint only: whether the summary is the same is decided by the load.
 */
export function frontHashOf(bytes: Buffer): string {
  const fields: string[] = [];
  let inBlocks = false;
  for (const line of splitFrontMatter(bytes.toString('utf8')).yaml.split('\n')) {
    // A line at the margin starts a field; the blocks run to the next.
    if (/^\S/.test(line)) inBlocks = /^blocks\s*:/.test(line);
    if (!inBlocks) fields.push(line);
  }
  return hashOf(fields.join('\n'));
}

/**
 * The state of each page file (files relative to content/pages); a file that cannot be read has none. A file
 * whose size and time are those `known` gives is taken as the same text without reading it, as make and git
 * do, but only when that time is older than `trustBefore` (the last cache's saving, less a margin): a file
 * changed again within its time's granularity since then would show the same time.
 */
export function fileStates(
  contentDir: string,
  files: readonly string[],
  known: (file: string) => FileState | undefined,
  trustBefore: number,
): Map<string, FileState> {
  const states = new Map<string, FileState>();
  for (const file of files) {
    try {
      const absolute = path.join(contentDir, 'pages', file);
      const { size, mtimeMs } = statSync(absolute);
      const before = known(file);
      if (before && before.size === size && before.mtimeMs === mtimeMs && mtimeMs < trustBefore)
        states.set(file, before);
      else {
        const bytes = readFileSync(absolute);
        states.set(file, { hash: hashOf(bytes), size, mtimeMs, frontHash: frontHashOf(bytes) });
      }
    } catch {
      // Loaded, and reported, by the loader.
    }
  }
  return states;
}

/** Every file and folder below dir, relative to it, sorted; none when it cannot be read. */
async function listTree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const relativeOf = relativeTo(dir);
  return entries
    .map((entry) => {
      const relative = relativeOf(entry);
      return entry.isDirectory() ? `${relative}/` : relative;
    })
    .sort();
}
