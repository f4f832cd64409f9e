/**
 * Finds the islands from the islands/ folder, as the bundle and the reports
 * need them: every .tsx file at the top of islands/ is an island loaded on
 * the pages that hold it, every .tsx file in islands/site-wide/ an island
 * that comes with the boot module on every page; the file's default export
 * is the component and its name (without .tsx) is the island's name. Other
 * subfolders hold the islands' helper modules. No list is kept by hand.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The subfolder of islands/ whose islands every page loads with the boot module. */
export const SITE_WIDE_DIR = 'site-wide';

export interface IslandFile {
  /** The island's name: its file name, as templates write it in <Island name>. */
  name: string;
  /** Absolute path of its source file. */
  file: string;
  /** Comes with the boot module rather than as a chunk of its own. */
  siteWide: boolean;
}

/** The .tsx files directly in a folder, by name; none if there is no such folder. */
function componentsIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => entry.name)
    .sort();
}

/** The islands of a project, site-wide ones first, each group by name. */
export function findIslands(root: string): IslandFile[] {
  const islandsDir = path.join(root, 'islands');
  const siteWideDir = path.join(islandsDir, SITE_WIDE_DIR);
  const of = (dir: string, siteWide: boolean) =>
    componentsIn(dir).map((file) => ({ name: file.slice(0, -'.tsx'.length), file: path.join(dir, file), siteWide }));
  return [...of(siteWideDir, true), ...of(islandsDir, false)];
}

/** The names of the islands every page loads with the boot module. */
export const siteWideIslandNames = (root: string): string[] =>
  findIslands(root)
    .filter((island) => island.siteWide)
    .map((island) => island.name);
