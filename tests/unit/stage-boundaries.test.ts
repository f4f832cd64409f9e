/**
 * The content stage is the first of the build: what it imports lies below it (the problems' kinds, the
 * shared helpers, the templates' model), never in a later stage (assets/, render/, output/, ...). What it
 * shares with a later stage lives below both (shared/brand-pictures.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/shared/files';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the content stage may import from, relative to the project root. */
const BELOW_CONTENT = ['scripts/content/', 'scripts/problems/', 'scripts/shared/', 'templates/model/'];

/** The relative modules a file imports or re-exports, types and dynamic imports included, from the project root. */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

describe('the content stage', () => {
  it('imports nothing from a later stage', async () => {
    const files = (await listFiles(path.join(root, 'scripts/content'))).filter((file) => /\.tsx?$/.test(file));
    const reaching: string[] = [];
    for (const file of files) {
      const name = `scripts/content/${file}`;
      const text = await readFile(path.join(root, name), 'utf8');
      for (const target of importsOf(name, text))
        if (!BELOW_CONTENT.some((folder) => target.startsWith(folder))) reaching.push(`${name} imports ${target}`);
    }
    expect(reaching).toEqual([]);
  });

  it('is checked by a reading that sees type imports, re-exports and dynamic imports', () => {
    const text = [
      "import type { A } from '../assets/a';",
      "export { b } from './markdown/b';",
      "const c = await import('../render/c');",
      "import {\n  d,\n} from '../../templates/model/d';",
    ].join('\n');
    expect(importsOf('scripts/content/x.ts', text)).toEqual([
      'scripts/assets/a',
      'scripts/content/markdown/b',
      'scripts/render/c',
      'templates/model/d',
    ]);
  });
});
