/** The modules a page preloads for its islands that hydrate on load. */
import type { Assets } from '../../templates/context';

/** The modules to preload for islands that hydrate on load: each island's chunks, once, in order. */
export function preloadsFrom(islandChunks: ReadonlyMap<string, readonly string[]>): Assets['preloadsFor'] {
  return (names) => [...new Set(names.flatMap((name) => islandChunks.get(name) ?? []))];
}
