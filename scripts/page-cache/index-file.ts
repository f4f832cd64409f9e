/**
 * The page cache's index as kept on disk: in columns, one list per field
 * (typed arrays for the numbers, each page's ids as one string, every set
 * of reads in one array), rather than an object per page, per load and per
 * set. v8's serializer spends its time per object (and per typed array, which
 * it hands back to JavaScript one by one): at 4,000 pages the columns hold
 * about 30,000 objects fewer, and the index is written and read back in about
 * half the time. In memory the index is the same (CacheIndex).
 */
import type { LoadedFile } from '../content/load-content';
import type { PageSummary } from '../content/model';
import type { StoredReads } from './reads-table';
import type { CachedLoad, CachedPage, CacheIndex } from './site-cache';

interface StoredPages {
  routes: string[];
  files: string[];
  names: string[];
  sizes: Float64Array;
  mtimes: Float64Array;
  hashes: string[];
  reads: Int32Array;
  styleSources: Array<string | null>;
  /** Each page's ids as one text (content/links/rendered-ids.ts). */
  ids: string[];
  /** 1 for a page whose ids hold none twice. */
  uniqueIds: Uint8Array;
}

interface StoredLoads {
  files: string[];
  hashes: string[];
  sizes: Float64Array;
  mtimes: Float64Array;
  pageHashes: Array<string | null>;
  loadHashes: string[];
  frontHashes: string[];
  loaded: Array<LoadedFile<PageSummary>>;
}

interface StoredReadColumns {
  keys: string[];
  signatures: string[];
  /** Where each set's reads start in `ids`, and where the last ends. */
  idStarts: Int32Array;
  ids: Int32Array;
  /** Where each set's shared sets start in `shared`, and where the last ends. */
  sharedStarts: Int32Array;
  shared: Int32Array;
}

export interface StoredIndex {
  format: number;
  statedAt: number;
  renderKey: string;
  loadKey: string;
  pages: StoredPages;
  loads: StoredLoads;
  reads: StoredReadColumns;
}

export function storedIndexOf(index: CacheIndex): StoredIndex {
  const pages = [...index.pages];
  const loads = [...index.loads];
  return {
    format: index.format,
    statedAt: index.statedAt,
    renderKey: index.renderKey,
    loadKey: index.loadKey,
    pages: {
      routes: pages.map(([route]) => route),
      files: pages.map(([, page]) => page.file),
      names: pages.map(([, page]) => page.stored.name),
      sizes: Float64Array.from(pages, ([, page]) => page.stored.size),
      mtimes: Float64Array.from(pages, ([, page]) => page.stored.mtimeMs),
      hashes: pages.map(([, page]) => page.pageHash),
      reads: Int32Array.from(pages, ([, page]) => page.reads),
      styleSources: pages.map(([, page]) => page.styleSource ?? null),
      ids: pages.map(([, page]) => page.ids.text),
      uniqueIds: Uint8Array.from(pages, ([, page]) => (page.ids.unique ? 1 : 0)),
    },
    loads: {
      files: loads.map(([file]) => file),
      hashes: loads.map(([, load]) => load.hash),
      sizes: Float64Array.from(loads, ([, load]) => load.size),
      mtimes: Float64Array.from(loads, ([, load]) => load.mtimeMs),
      pageHashes: loads.map(([, load]) => load.pageHash ?? null),
      loadHashes: loads.map(([, load]) => load.loadHash),
      frontHashes: loads.map(([, load]) => load.frontHash),
      loaded: loads.map(([, load]) => load.loaded),
    },
    reads: readColumnsOf(index.reads),
  };
}

function readColumnsOf(reads: StoredReads): StoredReadColumns {
  const { sets } = reads;
  const idStarts = new Int32Array(sets.length + 1);
  const sharedStarts = new Int32Array(sets.length + 1);
  sets.forEach((set, at) => {
    idStarts[at + 1] = idStarts[at]! + set.ids.length;
    sharedStarts[at + 1] = sharedStarts[at]! + set.shared.length;
  });
  const ids = new Int32Array(idStarts[sets.length]!);
  const shared = new Int32Array(sharedStarts[sets.length]!);
  sets.forEach((set, at) => {
    ids.set(set.ids, idStarts[at]);
    shared.set(set.shared, sharedStarts[at]);
  });
  return { keys: reads.keys, signatures: reads.signatures, idStarts, ids, sharedStarts, shared };
}

/** The index kept, or undefined when what was read is not one (a damaged file). */
export function indexOfStored(value: unknown): CacheIndex | undefined {
  if (!isStoredIndex(value)) return undefined;
  const { pages: p, loads: l, reads: r } = value;
  const pages = new Map<string, CachedPage>();
  for (let at = 0; at < p.routes.length; at += 1) {
    pages.set(p.routes[at]!, {
      file: p.files[at]!,
      stored: { name: p.names[at]!, size: p.sizes[at]!, mtimeMs: p.mtimes[at]! },
      pageHash: p.hashes[at]!,
      reads: p.reads[at]!,
      styleSource: p.styleSources[at] ?? undefined,
      ids: { text: p.ids[at]!, unique: p.uniqueIds[at] === 1 },
    });
  }
  const loads = new Map<string, CachedLoad>();
  for (let at = 0; at < l.files.length; at += 1)
    loads.set(l.files[at]!, {
      hash: l.hashes[at]!,
      size: l.sizes[at]!,
      mtimeMs: l.mtimes[at]!,
      loaded: l.loaded[at]!,
      pageHash: l.pageHashes[at] ?? undefined,
      loadHash: l.loadHashes[at]!,
      frontHash: l.frontHashes[at]!,
    });
  const sets: StoredReads['sets'] = [];
  for (let at = 0; at + 1 < r.idStarts.length; at += 1)
    sets.push({
      ids: r.ids.subarray(r.idStarts[at], r.idStarts[at + 1]),
      shared: Array.from(r.shared.subarray(r.sharedStarts[at], r.sharedStarts[at + 1])),
    });
  return {
    format: value.format,
    statedAt: value.statedAt,
    renderKey: value.renderKey,
    loadKey: value.loadKey,
    pages,
    loads,
    reads: { keys: r.keys, signatures: r.signatures, sets },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether every column is there, of its kind and of its table's length, and every set's bounds are in order. */
function isStoredIndex(value: unknown): value is StoredIndex {
  if (!isObject(value) || !isObject(value.pages) || !isObject(value.loads) || !isObject(value.reads)) return false;
  const { pages, loads, reads } = value;
  if (
    typeof value.format !== 'number' ||
    typeof value.statedAt !== 'number' ||
    typeof value.renderKey !== 'string' ||
    typeof value.loadKey !== 'string'
  )
    return false;
  const pageCount = Array.isArray(pages.routes) ? pages.routes.length : -1;
  const loadCount = Array.isArray(loads.files) ? loads.files.length : -1;
  const columns = (table: Record<string, unknown>, count: number, arrays: string[], floats: string[]) =>
    count >= 0 &&
    arrays.every((name) => Array.isArray(table[name]) && (table[name] as unknown[]).length === count) &&
    floats.every((name) => table[name] instanceof Float64Array && (table[name] as Float64Array).length === count);
  if (
    !columns(pages, pageCount, ['files', 'names', 'hashes', 'styleSources', 'ids'], ['sizes', 'mtimes']) ||
    !(pages.reads instanceof Int32Array && pages.reads.length === pageCount) ||
    !(pages.uniqueIds instanceof Uint8Array && pages.uniqueIds.length === pageCount) ||
    !columns(loads, loadCount, ['hashes', 'pageHashes', 'loadHashes', 'frontHashes', 'loaded'], ['sizes', 'mtimes'])
  )
    return false;
  const { idStarts, ids, sharedStarts, shared } = reads;
  if (
    !Array.isArray(reads.keys) ||
    !Array.isArray(reads.signatures) ||
    !(idStarts instanceof Int32Array && ids instanceof Int32Array) ||
    !(sharedStarts instanceof Int32Array && shared instanceof Int32Array) ||
    idStarts.length === 0 ||
    idStarts.length !== sharedStarts.length
  )
    return false;
  const inOrder = (starts: Int32Array, end: number) =>
    starts[0] === 0 &&
    starts[starts.length - 1] === end &&
    starts.every((start, at) => at === 0 || start >= starts[at - 1]!);
  return inOrder(idStarts, ids.length) && inOrder(sharedStarts, shared.length);
}
