/**
 * Records what a page's render reads from the site model outside the page
 * itself (the site settings, the groups, other pages), so that after an
 * edit the dev server re-renders exactly the pages whose output can change.
 *
 * The render gets the model wrapped in proxies. Every value read is noted
 * with its path and a signature of what it was; a page is stale when any
 * noted path now gives a different signature. Paths into a page start at
 * the page's route, so they survive pages moving in a list.
 */
import type { Page, SiteModel } from '../../content/model';

/** Path of a read: a root (`site`, `groups`, `pages`, `notFound` or `page:<route>`) and keys. */
type Segment = string;
/** Read kind and path, as one string: `["get","site","name"]`. */
type ReadKey = string;

export interface Reads {
  /** Signature of each value read, by read key. */
  values: Map<ReadKey, string>;
}

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

/**
 * The model and page to render with, and the reads they record. Reads of
 * the rendered page itself are not recorded: any change to it re-renders it.
 */
export function trackReads(model: SiteModel, page: Page): { model: SiteModel; page: Page; reads: Reads } {
  const routes = pageRoutes(model);
  const values = new Map<ReadKey, string>();
  const proxies = new WeakMap<object, object>();
  const own = `${PAGE_ROOT}${page.route}`;

  const note = (kind: string, path: Segment[], signature: string) => {
    if (path[0] !== own) values.set(JSON.stringify([kind, ...path]), signature);
  };
  const wrap = <T>(value: T, path: Segment[]): T => {
    if (!isPlain(value)) return value;
    const route = routes.get(value);
    const at = route === undefined ? path : [`${PAGE_ROOT}${route}`];
    const known = proxies.get(value);
    if (known) return known as T;
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        const found: unknown = Reflect.get(target, key, receiver);
        if (typeof key === 'symbol' || !Object.hasOwn(target, key)) {
          // Methods and other inherited members (map, find, toJSON...) are not content.
          if (typeof key === 'string' && !(key in target)) note('get', [...at, key], 'undefined');
          return found;
        }
        note('get', [...at, key], signatureOf(found, routes));
        const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
        if (descriptor && !descriptor.configurable && !descriptor.writable) return found;
        return wrap(found, [...at, key]);
      },
      has(target, key) {
        const found = Reflect.has(target, key);
        if (typeof key === 'string') note('has', [...at, key], String(found));
        return found;
      },
      ownKeys(target) {
        const keys = Reflect.ownKeys(target);
        note('keys', at, keys.map(String).join(','));
        return keys;
      },
    });
    proxies.set(value, proxy);
    return proxy as T;
  };

  return { model: wrap(model, []), page: wrap(page, [own]), reads: { values } };
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

/**
 * A checker for one new model: tells whether recorded reads still give the
 * same values. Shared reads (the footer's, say) are looked up once.
 */
export function readsChecker(model: SiteModel): (reads: Reads) => boolean {
  const routes = pageRoutes(model);
  const pages = new Map([...routes].map(([page, route]) => [route, page as Page]));
  const memo = new Map<ReadKey, string>();
  const current = (key: ReadKey): string => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const [kind, ...path] = JSON.parse(key) as [string, ...Segment[]];
    const parent = valueAt(model, kind === 'get' ? path : kind === 'has' ? path.slice(0, -1) : path, pages);
    let signature: string;
    if (kind === 'has')
      signature = String(typeof parent === 'object' && parent !== null && (path.at(-1) ?? '') in parent);
    else if (kind === 'keys')
      signature = typeof parent === 'object' && parent !== null ? Reflect.ownKeys(parent).map(String).join(',') : '';
    else signature = signatureOf(parent, routes);
    memo.set(key, signature);
    return signature;
  };
  return (reads) => [...reads.values].every(([key, signature]) => current(key) === signature);
}
