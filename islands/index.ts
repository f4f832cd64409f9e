/**
 * The islands: components rendered on the server by React and hydrated in
 * the browser by Preact. The server renders them from this map; the
 * browser loads them through islands/loaders.ts under the same names.
 */
import SiteHeader from './SiteHeader';

export const islands = { SiteHeader };

export type IslandName = keyof typeof islands;
