/** The boot module's map of the islands, made by the build from the islands/ folder (scripts/assets/bundle.ts). */
declare module 'virtual:islands' {
  export type IslandModule = { default: unknown };
  /** The components of the site-wide islands (islands/site-wide/), inside the boot module, by name. */
  export const siteWide: Record<string, unknown>;
  /** The other islands, by name: each loads its own chunk. */
  export const loaders: Record<string, () => Promise<IslandModule>>;
}
