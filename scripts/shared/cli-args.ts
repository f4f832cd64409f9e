/** Reads `--name value` options of the build and check commands. */
import path from 'node:path';

export interface PathOptions {
  contentDir?: string;
  outDir?: string;
}

export function readPathOptions(argv: readonly string[], cwd = process.cwd()): PathOptions {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    const given = index === -1 ? undefined : argv[index + 1];
    return given === undefined ? undefined : path.resolve(cwd, given);
  };
  return { contentDir: value('--content'), outDir: value('--out') };
}
