/**
 * JSON Schemas of the content files, made from the zod schemas, for editors'
 * YAML tools: completion, the description of every field on hover, and
 * mistakes underlined while typing. One per kind of content file, written to
 * content/schemas/ (each YAML file names its schema on its first line).
 * The build keeps them up to date; `npm run schemas` writes them alone.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cachedOutput } from '../shared/build-cache.mjs';
import { writeAtomically } from '../shared/write-atomically';

/** Where the schemas go, relative to the project root. */
export const SCHEMAS_DIR = 'content/schemas';

/** One schema per kind of content file (json-schema-texts.ts makes them). */
export const SCHEMA_FILES = ['site.schema.json', 'group.schema.json', 'page.schema.json'] as const;

/** The module that makes the schemas: its files, found by esbuild, are what the kept schemas were made from. */
const TEXTS_MODULE = new URL('./json-schema-texts.ts', import.meta.url);

/**
 * The schemas each project root gave this process first (under '' those made from this process's own modules):
 * every later build of the same root (the tests', the dev server's) writes the same texts without making them.
 */
const made = new Map<string, Map<string, string>>();

/**
 * The schemas, kept in .cache/build with the files they were made from (found by esbuild, once per change to them):
 * a build in a new process reads them rather than making them (about 100 ms of the build's own thread).
 */
async function schemasOf(root: string | undefined): Promise<Map<string, string>> {
  const known = made.get(root ?? '');
  if (known) return known;
  if (!root) {
    const { generateJsonSchemas } = await import('./json-schema-texts');
    const schemas = generateJsonSchemas();
    made.set('', schemas);
    return schemas;
  }
  const { dir } = await cachedOutput({
    root,
    name: 'json-schemas',
    salt: '',
    async make() {
      const [{ build }, { generateJsonSchemas }] = await Promise.all([
        import('esbuild'),
        import('./json-schema-texts'),
      ]);
      const { metafile } = await build({
        entryPoints: [fileURLToPath(TEXTS_MODULE)],
        absWorkingDir: root,
        bundle: true,
        write: false,
        metafile: true,
        platform: 'node',
        format: 'esm',
        jsx: 'automatic',
        packages: 'external',
        logLevel: 'silent',
      });
      return {
        files: [...generateJsonSchemas()].map(([file, text]) => ({ path: file, contents: text })),
        inputs: [...Object.keys(metafile.inputs), 'package.json', 'node_modules/zod/package.json'],
        meta: {},
      };
    },
  });
  const texts = await Promise.all(
    SCHEMA_FILES.map(async (file): Promise<[string, string]> => [file, await readFile(path.join(dir, file), 'utf8')]),
  );
  const schemas = new Map(texts);
  made.set(root, schemas);
  return schemas;
}

/**
 * Writes the schemas into `dir`, touching only files whose text changed; returns their names. With the project's
 * root, the schemas kept in its .cache/build are used while the files they were made from are unchanged.
 */
export async function writeJsonSchemas(dir: string, root?: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const changed: string[] = [];
  for (const [file, text] of await schemasOf(root)) {
    const target = path.join(dir, file);
    const current = await readFile(target, 'utf8').catch(() => undefined);
    if (current === text) continue;
    // Whole or not at all: a text editor reading the schema while the build writes it never sees half of it.
    await writeAtomically(target, text);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const changed = await writeJsonSchemas(path.join(root, SCHEMAS_DIR), root);
  console.log(
    changed.length > 0
      ? `Wrote ${changed.map((file) => `${SCHEMAS_DIR}/${file}`).join(', ')}`
      : `${SCHEMAS_DIR} is up to date.`,
  );
}
