/**
 * Files of a folder looked up by their exact names, capitals included, on
 * every system. A Mac's or Windows' disk finds `ZRCA.svg` when the file is
 * `zrca.svg`; the web server the site is published to does not. So a name
 * is looked for in the folder's real listing, never with existsSync, and a
 * name that differs only in capitals gets the name to use.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export interface ExactFiles {
  /** Whether the file at this path below the folder (`/images/logo.svg` or `logo.svg`) exists, named exactly so. */
  exists: (relative: string) => boolean;
  /** The path as the disk names it when it differs from `relative` in capitals only. */
  sameButCapitals: (relative: string) => string | undefined;
}

export function exactFiles(dir: string): ExactFiles {
  const listings = new Map<string, readonly string[]>();
  const listing = (folder: string): readonly string[] => {
    let names = listings.get(folder);
    if (!names) {
      try {
        names = readdirSync(folder);
      } catch {
        names = [];
      }
      listings.set(folder, names);
    }
    return names;
  };
  /** Each segment of the path matched in its folder's listing, exactly or ignoring capitals. */
  const walk = (relative: string, match: (names: readonly string[], name: string) => string | undefined) => {
    const found: string[] = [];
    for (const segment of relative.split('/').filter(Boolean)) {
      const name = match(listing(path.join(dir, ...found)), segment);
      if (name === undefined) return undefined;
      found.push(name);
    }
    return found.length > 0 ? found : undefined;
  };
  const leading = (relative: string) => (relative.startsWith('/') ? '/' : '');
  return {
    exists: (relative) => walk(relative, (names, name) => (names.includes(name) ? name : undefined)) !== undefined,
    sameButCapitals: (relative) => {
      const found = walk(relative, (names, name) =>
        names.find((candidate) => candidate.toLowerCase() === name.toLowerCase()),
      );
      const named = found && `${leading(relative)}${found.join('/')}`;
      return named && named !== relative ? named : undefined;
    },
  };
}
