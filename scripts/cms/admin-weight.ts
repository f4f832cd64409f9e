/**
 * What the web editor's page loads before it can show anything: the module
 * its index.html names and every module that one imports statically, in
 * turn (a module imported with import() loads later, when asked for). Read
 * from the files of a built /admin/ folder, so the figure is the same on
 * every run: a budget test and npm run bench:editor both use it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ScriptWeight {
  /** The modules, relative to the folder, in the order found. */
  files: string[];
  raw: number;
  /** gzip at zlib's level 9, as a host or CDN sends them at best. */
  gzip: number;
}

/** Static imports of a bundled module: `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["'](\.\.?\/[^"']+\.js)["']/g;

export function staticImportsOf(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '');
}

/** The modules the editor's page loads at once, and their weight, from a built /admin/ folder. */
export function initialScriptWeight(adminDir: string): Promise<ScriptWeight> {
  return initialScriptWeightOf((file) => readFile(path.join(adminDir, file)));
}

/** The same, reading each file (index.html, then the modules, relative to /admin/) with `read`. */
export async function initialScriptWeightOf(read: (file: string) => Promise<Uint8Array>): Promise<ScriptWeight> {
  const html = Buffer.from(await read('index.html')).toString('utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) =>
    path.posix.normalize(match[1] ?? ''),
  );
  if (entries.length === 0) throw new Error("The editor's index.html names no module script.");
  const seen = new Set<string>();
  const weight: ScriptWeight = { files: [], raw: 0, gzip: 0 };
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const bytes = Buffer.from(await read(file));
    weight.files.push(file);
    weight.raw += bytes.length;
    weight.gzip += gzipSync(bytes, { level: 9 }).length;
    for (const imported of staticImportsOf(bytes.toString('utf8')))
      await visit(path.posix.join(path.posix.dirname(file), imported));
  };
  for (const entry of entries) await visit(entry);
  return weight;
}
