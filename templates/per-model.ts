/**
 * Work that is the same on every page (menus, the business's JSON-LD, the
 * CSP), done once per site model instead of once per page. Keyed on the
 * model object itself: each build loads a new model, and the dev server
 * renders each page with its own model wrapper (which records what the
 * page reads), so a cached value never outlives the content it came from.
 * The cache is no state a template can observe: each value is a pure
 * function of the model it is keyed on, and rendering gives the same HTML
 * with or without it.
 */
import type { SiteModel } from './model/site-model';

export function perModel<T>(make: (model: SiteModel) => T): (model: SiteModel) => T {
  const cache = new WeakMap<SiteModel, T>();
  return (model) => {
    if (cache.has(model)) return cache.get(model) as T;
    const value = make(model);
    cache.set(model, value);
    return value;
  };
}
