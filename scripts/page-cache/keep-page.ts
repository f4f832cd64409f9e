/**
 * Keeps a rendered page in the page cache, from a render worker: the file
 * just written into the staging folder is linked into the cache's folder
 * (no copy) where both are on one file system, and written there again
 * where not. Its size and time are kept with it: a copy changed since (the
 * output's file edited in place, which a link shares) is never used.
 * Keeping is never worth failing a build: a page that cannot be kept is
 * rendered again next time, and the build says why once.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { joinPieces, type HtmlPieces } from '../output/output';
import type { KeptPage } from '../render/render-messages';
import { cannotLink } from './copy-pages';

export function createPageKeeper(cacheDir: string, outDir: string) {
  let linking = true;
  let failure: string | undefined;
  // Names no other build and no other worker gives: one random prefix, then a count.
  const prefix = randomBytes(8).toString('hex');
  let count = 0;
  return {
    keep(file: string, pieces: HtmlPieces): KeptPage['stored'] {
      if (failure) return undefined;
      const name = `${prefix}-${(count++).toString(36)}.html`;
      const target = path.join(cacheDir, name);
      try {
        if (linking) {
          try {
            linkSync(path.join(outDir, file), target);
          } catch (error) {
            // Another file system, or one without links: written instead, from now on.
            if (!cannotLink(error)) throw error;
            linking = false;
          }
        }
        if (!linking) writeFileSync(target, joinPieces(pieces));
        const { size, mtimeMs } = statSync(target);
        return { name, size, mtimeMs };
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        return undefined;
      }
    },
    get failure() {
      return failure;
    },
  };
}
