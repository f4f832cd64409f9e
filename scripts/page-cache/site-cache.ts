/**
 * The page cache of one content folder, in .cache/pages/<id>/: what the
 * last successful build left (its index: each page's key and kept copy,
 * each page file's load), and the pages' copies in html/.
 *
 * One build at a time uses it (a lock file naming its process): another
 * build of the same content meanwhile builds without it. An index that
 * cannot be read, is damaged or was made by another version of the build
 * is said so in one line, and the build goes on without it, keeping a new
 * one. A new index replaces the old in one rename, once the build has
 * published; copies no index names are removed then. Caches of content
 * folders that no longer exist (a test's) are removed by the next build.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { LoadedFile } from '../content/load-content';
import type { PageSummary } from '../content/model';
import { indexOfStored, storedIndexOf } from './index-file';
import type { StoredReads } from './reads-table';
import { isRunning } from '../shared/process-running';
import type { KeptIds } from '../content/links/rendered-ids';
import type { FileState } from './cache-keys';

/** Changed whenever what the index holds, or what its keys mean, changes: an older index is not used. */
export const PAGE_CACHE_FORMAT = 5;

/** A page as the cache keeps it. */
export interface CachedPage {
  /** Its file in the output (about/index.html). */
  file: string;
  /** Its copy in html/: its name, and its size and time when kept (a copy changed since is damaged). */
  stored: { name: string; size: number; mtimeMs: number };
  /** The page as loaded, hashed (render-worker.ts: pageHash). */
  pageHash: string;
  /** What its render read: the number of its set in the index's table. */
  reads: number;
  /** The policy source allowing its first screen's inline style, for _headers. */
  styleSource: string | undefined;
  /** Its ids, read from its HTML when it was rendered (render/page-ids.tsx), for the links that end in #…. */
  ids: KeptIds;
}

/** A page file's load, kept with the hash of its text (and of its front matter), and its size and time when hashed. */
export interface CachedLoad extends FileState {
  loaded: LoadedFile<PageSummary>;
  /** The page's hash, when it loaded into a page. */
  pageHash: string | undefined;
  /** The load's hash (load-hash.ts), made by the thread that loaded it. */
  loadHash: string;
}

export interface CacheIndex {
  format: number;
  /** When the files' states were taken (ms since the epoch): a file's time is trusted only when older. */
  statedAt: number;
  /** The key of everything every page's render depends on: the code, the assets, the year (cache-keys.ts). */
  renderKey: string;
  pages: Map<string, CachedPage>;
  /** What the pages' renders read, numbered (CachedPage.reads). */
  reads: StoredReads;
  /** The key of the loader and of what a file's load may read besides the file (cache-keys.ts). */
  loadKey: string;
  loads: Map<string, CachedLoad>;
}

export interface SiteCache {
  /** Its folder. */
  dir: string;
  /** The folder of the pages' copies. */
  htmlDir: string;
  /** What the last build left; undefined when there is none, or none that can be used. */
  index: CacheIndex | undefined;
  /** Keeps a new index, and removes the copies it does not name. */
  save: (index: CacheIndex) => Promise<void>;
  /** Lets other builds use the cache again. */
  release: () => Promise<void>;
}

const INDEX_FILE = 'index.bin';
const LOCK_FILE = 'lock';
const SITE_FILE = 'site.json';
/** How the build names the cache in what it says. */
export const PAGE_CACHE_NAME = 'The page cache (.cache/pages)';

/** A content folder's cache, locked for this build: its folder and its folder of pages' copies. */
export interface LockedCache {
  dir: string;
  htmlDir: string;
  /** Lets other builds use the cache again. */
  release: () => Promise<void>;
}

/** Takes the lock of the cache of `contentDir`; says which process holds it when another build does. */
export async function lockSiteCache(options: {
  root: string;
  contentDir: string;
}): Promise<LockedCache | { holder: number }> {
  const contentDir = await realpath(options.contentDir).catch(() => path.resolve(options.contentDir));
  const dir = path.join(
    options.root,
    '.cache',
    'pages',
    createHash('sha256').update(contentDir).digest('hex').slice(0, 16),
  );
  const htmlDir = path.join(dir, 'html');
  await mkdir(htmlDir, { recursive: true });
  const holder = await takeLock(path.join(dir, LOCK_FILE));
  if (holder !== undefined) return { holder };
  await writeFile(path.join(dir, SITE_FILE), JSON.stringify({ contentDir }));
  return { dir, htmlDir, release: () => rm(path.join(dir, LOCK_FILE), { force: true }) };
}

export async function openSiteCache(options: {
  root: string;
  contentDir: string;
  log: (line: string) => void;
}): Promise<SiteCache | undefined> {
  const locked = await lockSiteCache(options);
  if ('holder' in locked) {
    options.log(
      `${PAGE_CACHE_NAME} is in use by another build of this content (process ${locked.holder}): building every page without it.`,
    );
    return undefined;
  }
  const { dir, htmlDir } = locked;
  const pruned = pruneOtherSites(path.join(options.root, '.cache', 'pages'), dir);
  const index = await readIndex(path.join(dir, INDEX_FILE), options.log);
  return {
    dir,
    htmlDir,
    index,
    async save(next) {
      const file = path.join(dir, INDEX_FILE);
      const temporary = `${file}.${process.pid}`;
      await writeFile(temporary, serialize(storedIndexOf(next)));
      await rename(temporary, file);
      const named = new Set([...next.pages.values()].map((page) => page.stored.name));
      for (const name of await readdir(htmlDir))
        if (!named.has(name)) await rm(path.join(htmlDir, name), { force: true });
    },
    async release() {
      await pruned;
      await locked.release();
    },
  };
}

/** The index the last build left, or undefined (said in one line when it exists but cannot be used). */
async function readIndex(file: string, log: (line: string) => void): Promise<CacheIndex | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    log(
      `${PAGE_CACHE_NAME} could not be read (${(error as Error).message}): building every page, and keeping a new one.`,
    );
    return undefined;
  }
  let stored: unknown;
  try {
    stored = deserialize(bytes);
  } catch {
    stored = undefined;
  }
  const format = typeof stored === 'object' && stored !== null ? (stored as { format?: unknown }).format : undefined;
  if (typeof format === 'number' && format !== PAGE_CACHE_FORMAT) {
    log(`${PAGE_CACHE_NAME} was made by another version of the build: building every page, and keeping a new one.`);
    return undefined;
  }
  const index = format === PAGE_CACHE_FORMAT ? indexOfStored(stored) : undefined;
  if (!index) {
    log(`${PAGE_CACHE_NAME} is damaged (its index cannot be read): building every page, and keeping a new one.`);
    return undefined;
  }
  return index;
}

/** Takes the lock; returns the process holding it when another build does. */
async function takeLock(file: string): Promise<number | undefined> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(file, 'utf8').catch(() => ''));
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) return holder;
    // Left by a build that was killed.
    await rm(file, { force: true });
  }
  return Number(await readFile(file, 'utf8').catch(() => '0'));
}

/** Removes the caches of content folders that no longer exist, unless a build holds them. */
async function pruneOtherSites(cachesDir: string, own: string): Promise<void> {
  try {
    for (const name of await readdir(cachesDir)) {
      const dir = path.join(cachesDir, name);
      if (dir === own) continue;
      const site = await readFile(path.join(dir, SITE_FILE), 'utf8').then(
        (text) => JSON.parse(text) as { contentDir?: unknown },
        () => undefined,
      );
      const contentDir = typeof site?.contentDir === 'string' ? site.contentDir : undefined;
      if (
        contentDir &&
        (await stat(contentDir).then(
          () => true,
          () => false,
        ))
      )
        continue;
      if (
        !contentDir &&
        (await stat(dir).then(
          (info) => Date.now() - info.mtimeMs < 60 * 60 * 1000,
          () => true,
        ))
      )
        continue;
      const holder = Number(await readFile(path.join(dir, LOCK_FILE), 'utf8').catch(() => ''));
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) continue;
      await rm(dir, { recursive: true, force: true });
    }
  } catch {
    // Tidying up is never worth failing a build.
  }
}
