/** The folders a build reads and writes, resolved once, and the year of its copyright line. */
import path from 'node:path';

export interface BuildPaths {
  root: string;
  contentDir: string;
  publicDir: string;
  outDir: string;
}

export function pathsOf(options: {
  root: string;
  contentDir?: string | undefined;
  publicDir?: string | undefined;
  outDir?: string | undefined;
}): BuildPaths {
  const root = path.resolve(options.root);
  return {
    root,
    contentDir: path.resolve(options.contentDir ?? path.join(root, 'content')),
    publicDir: path.resolve(options.publicDir ?? path.join(root, 'public')),
    outDir: path.resolve(options.outDir ?? path.join(root, 'dist')),
  };
}

/** The build's year: from SOURCE_DATE_EPOCH when set, for reproducible builds. */
export function buildYear(): number {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return (Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date()).getUTCFullYear();
}
