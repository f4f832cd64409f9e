/**
 * The loads of page files kept by the page cache: a file whose text and
 * load key (cache-keys.ts) are those of the last build is not loaded
 * again; its summary and problems (warnings included) are the ones that
 * load gave, so the build says the same. The checks across files run on
 * every build, over every summary.
 */
import type { LoadedFile, LoadOptions } from '../content/load-content';
import type { LoadedShares } from '../render/render-pool';
import type { PageSummary } from '../content/model';
import { fileStates, loadKeyOf, type FileState } from './cache-keys';
import type { CachedLoad, SiteCache } from './site-cache';

export interface LoadLookup {
  loadKey: string;
  /** When the files' states were taken. */
  statedAt: number;
  /** The state of each file: the hash of its text, its size and time. */
  states: Map<string, FileState>;
  /** The files to load: those the cache does not hold as they are now. */
  misses: string[];
  hits: Map<string, CachedLoad>;
}

/** The load key and the files' states, as a quick rebuild took them in this process a moment before (quick-rebuild.ts). */
export interface TakenStates {
  loadKey: string;
  statedAt: number;
  states: Map<string, FileState>;
}

export async function lookUpLoads(
  cache: SiteCache,
  options: Omit<LoadOptions, 'cache'>,
  rendererFile: string,
  files: readonly string[],
  taken?: TakenStates,
): Promise<LoadLookup> {
  const loadKey = taken?.loadKey ?? (await loadKeyOf(options, rendererFile));
  const kept = cache.index?.loadKey === loadKey ? cache.index.loads : undefined;
  // Times within two seconds of when the last states were taken are not trusted: some file systems keep times to
  // two seconds.
  const trustBefore = (cache.index?.statedAt ?? 0) - 2000;
  const statedAt = taken?.statedAt ?? Date.now();
  const states = taken?.states ?? fileStates(options.contentDir, files, (file) => kept?.get(file), trustBefore);
  const hits = new Map<string, CachedLoad>();
  const misses: string[] = [];
  for (const file of files) {
    const cached = kept?.get(file);
    if (cached && cached.hash === states.get(file)?.hash) hits.set(file, cached);
    else misses.push(file);
  }
  return { loadKey, statedAt, states, misses, hits };
}

export interface JoinedLoads {
  /** Every file's load, in the order of the files. */
  loaded: Array<LoadedFile<PageSummary>>;
  pageHashes: Map<string, string>;
  /** The file of each page, relative to content/pages, by route. */
  fileOfRoute: Map<string, string>;
  /** What the cache keeps of these loads. */
  loads: Map<string, CachedLoad>;
}

/** The loads kept and the loads made, put together in the order of the files. */
export function joinLoads(files: readonly string[], lookup: LoadLookup, made: LoadedShares): JoinedLoads {
  const madeByFile = new Map(lookup.misses.map((file, index) => [file, made.files[index]!]));
  const madeLoadHashes = new Map(lookup.misses.map((file, index) => [file, made.loadHashes[index]!]));
  const joined: JoinedLoads = { loaded: [], pageHashes: new Map(), fileOfRoute: new Map(), loads: new Map() };
  for (const file of files) {
    const hit = lookup.hits.get(file);
    const loaded = hit ? hit.loaded : madeByFile.get(file);
    if (!loaded) throw new Error(`The file ${file} was neither loaded nor found in the page cache.`);
    joined.loaded.push(loaded);
    const route = loaded.kind === 'page' ? loaded.page?.route : undefined;
    const pageHash = hit ? hit.pageHash : route === undefined ? undefined : made.pageHashes.get(route);
    if (route !== undefined) {
      joined.fileOfRoute.set(route, file);
      if (pageHash !== undefined) joined.pageHashes.set(route, pageHash);
    }
    const state = lookup.states.get(file);
    const loadHash = hit ? hit.loadHash : madeLoadHashes.get(file);
    if (state && loadHash !== undefined) joined.loads.set(file, { ...state, loaded, pageHash, loadHash });
  }
  return joined;
}
