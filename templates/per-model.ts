/**
 * Work that is the same on every page (menus, the business's JSON-LD, the
 * CSP), done once per site model instead of once per page. Keyed on the
 * model object itself: each build loads a new model, and the dev server
 * renders each page with its own model wrapper (which records what the
 * page reads), so a cached value never outlives the content it came from.
 */
import type { SiteModel } from '../scripts/content/model';

export function perModel<T>(make: (model: SiteModel) => T): (model: SiteModel) => T {
  const cache = new WeakMap<SiteModel, T>();
  return (model) => {
    if (cache.has(model)) return cache.get(model) as T;
    const value = make(model);
    cache.set(model, value);
    return value;
  };
}
