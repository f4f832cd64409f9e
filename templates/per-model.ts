/**
 * Work that is the same on every page (menus, the business's JSON-LD, the
 * CSP), done once per site model instead of once per page. Keyed on the
 * model object itself: each build loads a new model, so a cached value
 * never outlives the content it came from.
 * The cache is no state a template can observe: each value is a pure
 * function of the model it is keyed on, and rendering gives the same HTML
 * with or without it.
 *
 * A model whose reads are recorded (scripts/render/track-reads.ts) carries
 * its recorder under READ_SCOPE: the work is then done once while its reads
 * are captured, and every page that takes the value gets those reads too,
 * as if it had done the work itself.
 */
import type { SiteModel } from './model/site-model';

/** Where a model whose reads are recorded keeps its recorder; a registered symbol, the same in every bundle. */
export const READ_SCOPE = Symbol.for('site.read-scope');

/** The recorder of a tracked model: captures the reads of some work, and counts captured reads again. */
export interface ReadScope {
  capture: <T>(run: () => T) => { value: T; reads: unknown };
  include: (reads: unknown) => void;
}

export function readScopeOf(model: SiteModel): ReadScope | undefined {
  return (model as unknown as { [READ_SCOPE]?: ReadScope })[READ_SCOPE];
}

export function perModel<T>(make: (model: SiteModel) => T): (model: SiteModel) => T {
  const cache = new WeakMap<SiteModel, { value: T; reads?: unknown }>();
  return (model) => {
    const scope = readScopeOf(model);
    const known = cache.get(model);
    if (known) {
      if (scope && known.reads !== undefined) scope.include(known.reads);
      return known.value;
    }
    const made = scope ? scope.capture(() => make(model)) : { value: make(model) };
    cache.set(model, made);
    return made.value;
  };
}
