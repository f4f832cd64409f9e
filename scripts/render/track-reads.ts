/**
 * Records what a page's render reads from the site model outside the page
 * itself (the site settings, the groups, other pages), so that after an
 * edit exactly the pages whose output can change are rendered again: by the
 * dev server, between requests, and by the build, between runs (its page
 * cache). One record for both: what a page depends on is decided here only.
 *
 * The render gets the model wrapped in proxies. Every value read is noted
 * with its path and a signature of what it was; a page is stale when any
 * noted path now gives a different signature. Paths into a page start at
 * the page's route, so they survive pages moving in a list.
 *
 * A list of pages (the site's pages, a group's) is read as one value: a
 * read of its length or of any item notes the list of its pages' routes,
 * in order, once, rather than each item with its own read (a group's
 * menu goes through every page of the group). A page's route is its
 * identity here, so reading it notes nothing.
 *
 * A session wraps one model for many renders. Work done once per model
 * (perModel, templates/per-model.ts) or once for many pages (a shared
 * chrome) is captured as a set of reads of its own, which every render that
 * uses the work counts as its own too (Reads.shared).
 */
import { createHash } from 'node:crypto';
import type { Page, SiteModel } from '../content/model';
import { READ_SCOPE, type ReadScope } from '../../templates/per-model';

/** Path of a read: a root (`site`, `groups`, `pages`, `notFound`, `page:<route>`, or an outside root) and keys. */
type Segment = string;
/** Read kind and path, as one string: `["get","site","name"]`. */
type ReadKey = string;

/**
 * The reads of a session, each once, by number: its key and its signature. A value of the model is the same
 * wherever it is read during a session, so each read is described once however many pages make it.
 */
export interface ReadKeys {
  keys: ReadKey[];
  signatures: string[];
}

export interface Reads {
  /** The table the numbers of `ids` are read in. */
  table: ReadKeys;
  /** The reads made, by their numbers in `table`. */
  ids: ReadonlySet<number> | Int32Array;
  /** Reads of work done once and used by this render too (per-model work, a shared chrome). */
  shared: Set<Reads>;
}

const newReads = (table: ReadKeys): Reads & { ids: Set<number> } => ({ table, ids: new Set(), shared: new Set() });

const PAGE_ROOT = 'page:';

function isPlain(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

function pageRoutes(model: SiteModel): Map<object, string> {
  const routes = new Map<object, string>(model.pages.map((page) => [page, page.route]));
  if (model.notFound) routes.set(model.notFound, model.notFound.route);
  return routes;
}

/** A short, comparable description of a value: primitives in full, pages by route, objects by kind. */
function signatureOf(value: unknown, routes: Map<object, string>): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'object' && value !== null) {
    const route = routes.get(value);
    if (route !== undefined) return `${PAGE_ROOT}${route}`;
    return Array.isArray(value) ? 'array' : 'object';
  }
  return `${typeof value}:${String(value)}`;
}

/** Whether an array's items are all pages of the model: read as one value (a `list` read). */
const isPageList = (value: object, routes: Map<object, string>): boolean =>
  Array.isArray(value) && value.length > 0 && value.every((item) => routes.has(item as object));

/** A list's signature: its items' signatures in order, hashed (a list of thousands of routes is kept short). */
function listSignature(value: unknown, routes: Map<object, string>): string {
  if (!Array.isArray(value)) return signatureOf(value, routes);
  const hash = createHash('sha256');
  for (const item of value) hash.update(`${signatureOf(item, routes)}\n`);
  return `list:${value.length}:${hash.digest('base64url')}`;
}

/** An array index as a property key. */
const INDEX = /^(?:0|[1-9]\d*)$/;

/** The read key of a kind at a path given as its JSON list items (`"site","name"`), and maybe one key more. */
const readKey = (kind: string, items: string, key?: string) =>
  `["${kind}"${items ? `,${items}` : ''}${key === undefined ? '' : `,${JSON.stringify(key)}`}]`;

export interface ReadSession extends ReadScope {
  /** The model to render with: every read of it is recorded for the render under way. */
  model: SiteModel;
  /** The object for `page` in the wrapped model, to render it with. */
  page: (page: Page) => Page;
  /**
   * Runs the render of `page`, recording what it reads. Reads of the page itself are not recorded (any change
   * to it renders it again anyway), but for work captured for other pages too.
   */
  record: <T>(page: Page, run: () => T) => { value: T; reads: Reads };
  /** Records a read of something besides the model (a picture's files) under its own root. */
  noteOutside: (root: string, key: string, signature: string) => void;
  /** Starts recording the reads of `page`, with no end: for a session that serves one render. */
  begin: (page: Page) => Reads;
}

/**
 * Wraps a model for many renders. The model is read only: each value's signature is taken at its first read
 * and stands for the session.
 */
export function createReadSession(model: SiteModel): ReadSession {
  const routes = pageRoutes(model);
  const proxies = new WeakMap<object, object>();
  const table: ReadKeys = { keys: [], signatures: [] };
  const intern = (key: ReadKey, signature: string) => {
    table.signatures.push(signature);
    return table.keys.push(key) - 1;
  };
  /** The reads being recorded: a render's, and on top of it the work captured meanwhile. */
  const recording: Array<Reads & { ids: Set<number> }> = [];
  let own: string | undefined;
  let capturing = 0;

  const capture = <T>(run: () => T) => {
    const reads = newReads(table);
    recording.push(reads);
    capturing += 1;
    let value: T;
    try {
      value = run();
    } finally {
      capturing -= 1;
      recording.pop();
    }
    recording.at(-1)?.shared.add(reads);
    return { value, reads };
  };
  const include = (reads: unknown) => {
    recording.at(-1)?.shared.add(reads as Reads);
  };

  const wrap = <T>(value: T, items: string, root: string): T => {
    if (!isPlain(value)) return value;
    const known = proxies.get(value);
    if (known) return known as T;
    const route = routes.get(value);
    // A page's root is its route, wherever it was reached from; other values keep the root they were reached from.
    const at =
      route === undefined
        ? { items, root }
        : { items: JSON.stringify(`${PAGE_ROOT}${route}`), root: `${PAGE_ROOT}${route}` };
    // The page being rendered is not recorded, and what it holds is given as it is (not wrapped): cheaper.
    const unrecorded = () => capturing === 0 && at.root === own;
    // This object's reads, numbered once each.
    const got = new Map<string, number>();
    const had = new Map<string, number>();
    let listed: number | undefined;
    const note = (id: number) => {
      if (!unrecorded()) recording.at(-1)?.ids.add(id);
    };
    // A list of pages: its length and items are one read.
    const pageList = isPageList(value, routes);
    let asList: number | undefined;
    const inList = (key: string) => pageList && (key === 'length' || INDEX.test(key));
    const noteList = () => {
      asList ??= intern(readKey('list', at.items), listSignature(value, routes));
      note(asList);
    };
    /** A value read from this one, wrapped in turn when it is an object or array that can be read further. */
    const wrappedItem = (target: object, key: string, found: unknown): unknown => {
      if (!isPlain(found)) return found;
      // A proxy may not stand for a value that cannot change (a frozen object's).
      const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
      if (descriptor && !descriptor.configurable && !descriptor.writable) return found;
      const wrapped = proxies.get(found);
      if (wrapped) return wrapped;
      return wrap(found, at.items ? `${at.items},${JSON.stringify(key)}` : JSON.stringify(key), at.root);
    };
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        if (key === READ_SCOPE) return scope;
        const found: unknown = Reflect.get(target, key, receiver);
        if (typeof key === 'symbol') return found;
        // A page's own route never reads differently: it is what the page is known by.
        if (route !== undefined && key === 'route') return found;
        if (inList(key)) {
          if (unrecorded()) return found;
          noteList();
          return wrappedItem(target, key, found);
        }
        if (!Object.hasOwn(target, key)) {
          // Methods and other inherited members (map, find, toJSON...) are not content.
          if (!(key in target)) {
            let id = got.get(key);
            if (id === undefined) {
              id = intern(readKey('get', at.items, key), 'undefined');
              got.set(key, id);
            }
            note(id);
          }
          return found;
        }
        if (unrecorded()) return found;
        let id = got.get(key);
        if (id === undefined) {
          id = intern(readKey('get', at.items, key), signatureOf(found, routes));
          got.set(key, id);
        }
        note(id);
        return wrappedItem(target, key, found);
      },
      has(target, key) {
        const found = Reflect.has(target, key);
        if (typeof key === 'string' && inList(key)) {
          noteList();
          return found;
        }
        if (typeof key === 'string') {
          let id = had.get(key);
          if (id === undefined) {
            id = intern(readKey('has', at.items, key), String(found));
            had.set(key, id);
          }
          note(id);
        }
        return found;
      },
      ownKeys(target) {
        const keys = Reflect.ownKeys(target);
        listed ??= intern(readKey('keys', at.items), keys.map(String).join(','));
        note(listed);
        return keys;
      },
    });
    proxies.set(value, proxy);
    return proxy as T;
  };

  const outside = new Map<string, number>();
  const scope: ReadScope = { capture, include };
  const begin = (page: Page) => {
    own = `${PAGE_ROOT}${page.route}`;
    recording.length = 0;
    const reads = newReads(table);
    recording.push(reads);
    return reads;
  };
  return {
    ...scope,
    model: wrap(model, '', ''),
    page: (page) => wrap(page, '', ''),
    begin,
    record(page, run) {
      const reads = begin(page);
      try {
        return { value: run(), reads };
      } finally {
        recording.length = 0;
        own = undefined;
      }
    },
    noteOutside(root, key, signature) {
      const readOf = readKey('get', JSON.stringify(root), key);
      let id = outside.get(`${readOf}\u0000${signature}`);
      if (id === undefined) {
        id = intern(readOf, signature);
        outside.set(`${readOf}\u0000${signature}`, id);
      }
      recording.at(-1)?.ids.add(id);
    },
  };
}

/** The model and page to render with, and the reads they record: a session for one render. */
export function trackReads(model: SiteModel, page: Page): { model: SiteModel; page: Page; reads: Reads } {
  const session = createReadSession(model);
  const reads = session.begin(page);
  return { model: session.model, page: session.page(page), reads };
}

/** The value at a recorded path in a (new) model. */
function valueAt(model: SiteModel, path: Segment[], pages: Map<string, Page>): unknown {
  const [root, ...keys] = path;
  let value: unknown = root?.startsWith(PAGE_ROOT)
    ? pages.get(root.slice(PAGE_ROOT.length))
    : (model as unknown as Record<string, unknown>)[root ?? ''];
  for (const key of keys) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Signatures of what reads outside the model (noteOutside) saw, by root: a picture's files by its key. */
export type OutsideReads = Record<string, (key: string) => string>;

/**
 * A checker for one new model: tells whether recorded reads still give the
 * same values. Each read is looked up once, and each shared set of reads is
 * checked once.
 */
export function readsChecker(model: SiteModel, outside: OutsideReads = {}): (reads: Reads) => boolean {
  const routes = pageRoutes(model);
  const pages = new Map([...routes].map(([page, route]) => [route, page as Page]));
  const memo = new Map<ReadKey, string>();
  const current = (key: ReadKey): string => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    let signature: string;
    try {
      const [kind, ...path] = JSON.parse(key) as [string, ...Segment[]];
      const [root = '', first = ''] = path;
      const elsewhere = Object.hasOwn(outside, root) ? outside[root] : undefined;
      const parent = elsewhere ? undefined : valueAt(model, kind === 'has' ? path.slice(0, -1) : path, pages);
      if (elsewhere) signature = elsewhere(first);
      else if (kind === 'has')
        signature = String(typeof parent === 'object' && parent !== null && (path.at(-1) ?? '') in parent);
      else if (kind === 'list') signature = listSignature(parent, routes);
      else if (kind === 'keys')
        signature = typeof parent === 'object' && parent !== null ? Reflect.ownKeys(parent).map(String).join(',') : '';
      else signature = signatureOf(parent, routes);
    } catch {
      // A value that can no longer be read (another page's content, where only its header is known) has changed.
      signature = '\u0000unreadable';
    }
    memo.set(key, signature);
    return signature;
  };
  // Per table of reads: whether each numbered read still gives the same (1), or not (2); 0 until looked up.
  const sameByTable = new WeakMap<ReadKeys, Uint8Array>();
  const same = (table: ReadKeys, id: number): boolean => {
    let known = sameByTable.get(table);
    if (!known) {
      known = new Uint8Array(table.keys.length);
      sameByTable.set(table, known);
    }
    if (known[id] === 0) {
      const key = table.keys[id];
      known[id] = key !== undefined && current(key) === table.signatures[id] ? 1 : 2;
    }
    return known[id] === 1;
  };
  const checked = new WeakMap<Reads, boolean>();
  const unchanged = (reads: Reads): boolean => {
    const known = checked.get(reads);
    if (known !== undefined) return known;
    // Until checked, taken as changed: a set reached again through itself (a damaged record) is never trusted.
    checked.set(reads, false);
    let result = true;
    for (const id of reads.ids)
      if (!same(reads.table, id)) {
        result = false;
        break;
      }
    if (result) for (const inner of reads.shared) if (!unchanged(inner)) result = false;
    checked.set(reads, result);
    return result;
  };
  return unchanged;
}
