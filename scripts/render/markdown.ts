/**
 * The build's Markdown renderer (markdown-html.ts), with md4w's WebAssembly
 * loaded from node_modules when this module is first imported.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initSync } from 'md4w';

export { renderMarkdown } from './markdown-html';

initSync(new WebAssembly.Module(readFileSync(packageFile('md4w', 'js/md4w-fast.wasm'))));

/**
 * A file of a package in node_modules, looked for upwards from this module (and from a bundle of it
 * in .cache). The package exports no path to its WebAssembly file; its own loader would, but through
 * fetch's classes, which take a render worker a twentieth of a second to load.
 */
function packageFile(name: string, file: string): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, file);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir)
      throw new Error(
        `${name}/${file} was not found in any node_modules folder above ${fileURLToPath(import.meta.url)}.`,
      );
  }
}
