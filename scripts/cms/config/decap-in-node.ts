/**
 * Decap CMS's own configuration check and file formats, run in Node: its
 * modules are written for the browser bundle, so the few that matter are
 * bundled here with esbuild, with its widget registry given the schemas of
 * the widgets installed with the editor (the part of a config the check reads
 * from each widget) and its i18n module reduced to the names the check uses.
 * Tests use it to prove Decap accepts the generated configuration, and to
 * save files exactly as the editing app does.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** Decap's YAML and Markdown-with-front-matter formats: parse a file, and write its data back with keys in the form's order. */
export interface DecapFormat {
  fromFile(content: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
}

export interface DecapInNode {
  /** Throws Decap's own error when the configuration is not one it loads. */
  validateConfig(config: unknown): void;
  yaml: DecapFormat;
  frontmatter: DecapFormat;
}

/** Widgets whose package name differs from the name they are registered under. */
const WIDGET_NAMES: Readonly<Record<string, string>> = { colorstring: 'color' };

const ENTRY = `
export { validateConfig } from 'decap-cms-core/dist/esm/constants/configSchema.js';
export { default as yaml } from 'decap-cms-core/dist/esm/formats/yaml.js';
export { FrontmatterInfer as frontmatter } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
`;

/** The registry, holding the installed widgets with their schemas (app/vendor.ts registers the same); no custom formats. */
async function registrySource(root: string): Promise<string> {
  const packages = (await readdir(path.join(root, 'node_modules')))
    .filter((name) => name.startsWith('decap-cms-widget-'))
    .sort();
  const imports: string[] = [];
  const widgets: string[] = [];
  for (const [index, pkg] of packages.entries()) {
    const short = pkg.slice('decap-cms-widget-'.length);
    const name = WIDGET_NAMES[short] ?? short;
    const schemaFile = path.join(root, 'node_modules', pkg, 'dist', 'esm', 'schema.js');
    const hasSchema = await readdir(path.dirname(schemaFile)).then(
      (files) => files.includes('schema.js'),
      () => false,
    );
    if (hasSchema) imports.push(`import schema${index} from ${JSON.stringify(schemaFile)};`);
    widgets.push(`{ name: ${JSON.stringify(name)}, schema: ${hasSchema ? `schema${index}` : '{}'} }`);
  }
  return `${imports.join('\n')}
export const getWidgets = () => [${widgets.join(', ')}];
export const getCustomFormatsExtensions = () => ({});
export const getCustomFormatsFormatters = () => ({});
`;
}

const I18N_SOURCE = `
export const I18N = 'i18n';
export const I18N_STRUCTURE = { MULTIPLE_FOLDERS: 'multiple_folders', MULTIPLE_FILES: 'multiple_files', SINGLE_FILE: 'single_file' };
export const I18N_FIELD = { TRANSLATE: 'translate', DUPLICATE: 'duplicate', NONE: 'none' };
`;

function stubs(registry: string): Plugin {
  return {
    name: 'decap-stubs',
    setup(builder) {
      builder.onResolve({ filter: /\/lib\/(registry|i18n)$/ }, (args) => ({
        path: args.path.endsWith('registry') ? 'registry' : 'i18n',
        namespace: 'decap-stub',
      }));
      builder.onLoad({ filter: /.*/, namespace: 'decap-stub' }, (args) => ({
        contents: args.path === 'registry' ? registry : I18N_SOURCE,
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
}

/** Bundles Decap's modules (root: the project, whose node_modules holds them) and loads them. */
export async function loadDecapInNode(root: string): Promise<DecapInNode> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    // The CommonJS packages inside (ajv, gray-matter) call require().
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    plugins: [stubs(await registrySource(root))],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild gave no bundle of Decap CMS.');
  // The bundle holds every package it needs: it loads from a folder of its own.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'decap-in-node-'));
  try {
    const outFile = path.join(dir, 'decap.mjs');
    await writeFile(outFile, output.contents);
    return (await import(pathToFileURL(outFile).href)) as DecapInNode;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
