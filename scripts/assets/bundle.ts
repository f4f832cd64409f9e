/**
 * Bundles the islands for the browser with esbuild: one boot module that
 * holds the site-wide islands, each other island a lazily imported chunk,
 * React's API served by Preact. The boot module's map of the islands
 * (virtual:islands) is made from the islands/ folder (islands.ts).
 */
import type { BuildOptions, Metafile, Plugin } from 'esbuild';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedOutput } from '../shared/build-cache.mjs';
import { listMadeFiles } from '../shared/files';
import { findIslands, type IslandFile } from './islands';

export interface IslandBundle {
  /** URL of the boot module. */
  boot: string;
  /** For each island, the URLs of its chunk and every chunk it imports (for site-wide ones, what the boot module imports). */
  islandChunks: Map<string, string[]>;
  /** Every output file with its size in bytes, by URL. */
  files: Map<string, number>;
  /** For each URL, the URLs it imports statically (what loads with it). */
  imports: Map<string, string[]>;
}

/** The browsers the site's scripts (and the web editor's) are compiled for. */
export const BROWSER_TARGETS = ['es2020', 'chrome100', 'safari15', 'firefox100'];

/** What every script made for the browser shares: the islands here, the web editor in cms/admin-bundle.ts. */
export const browserBundleOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: BROWSER_TARGETS,
  minify: true,
  legalComments: 'none',
  jsx: 'automatic',
} satisfies BuildOptions;

/** How island code is compiled for the browser; test harnesses reuse it. */
export const clientOptions = {
  ...browserBundleOptions,
  jsxImportSource: 'react',
  // Islands are written against React's API; in the browser Preact serves it
  // through a small stand-in for preact/compat (islands/runtime/react.ts).
  // Paths are relative to absWorkingDir, the project root.
  alias: {
    react: './islands/runtime/react.ts',
    'react-dom': './islands/runtime/react.ts',
    'react/jsx-runtime': './islands/runtime/jsx-runtime.ts',
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
  plugins: [
    {
      // islands/runtime/component.ts gives hook-free islands React's class
      // API; in the browser it comes straight from Preact (component.browser.ts).
      name: 'class-api-from-preact',
      setup(build) {
        build.onResolve({ filter: /(^|\/)runtime\/component$/ }, (args) => ({
          path: path.resolve(args.resolveDir, `${args.path}.browser.ts`),
        }));
      },
    },
  ],
} satisfies BuildOptions;

/** An island bundle as the build cache keeps it (JSON). */
interface StoredBundle {
  boot: string;
  islandChunks: Array<[string, string[]]>;
  files: Array<[string, number]>;
  imports: Array<[string, string[]]>;
}

/**
 * The module boot.ts imports as virtual:islands: the site-wide islands'
 * components, and a loader for each other island's chunk, by name.
 */
export function islandMapModule(islands: readonly IslandFile[]): string {
  const siteWide = islands.filter((island) => island.siteWide);
  const others = islands.filter((island) => !island.siteWide);
  return [
    ...siteWide.map((island) => `import ${island.name} from ${JSON.stringify(island.file)};`),
    `export const siteWide = { ${siteWide.map((island) => island.name).join(', ')} };`,
    'export const loaders = {',
    ...others.map((island) => `  ${island.name}: () => import(${JSON.stringify(island.file)}),`),
    '};',
  ].join('\n');
}

const islandMap = (islands: readonly IslandFile[], resolveDir: string): Plugin => ({
  name: 'island-map',
  setup(build) {
    build.onResolve({ filter: /^virtual:islands$/ }, (args) => ({ path: args.path, namespace: 'island-map' }));
    build.onLoad({ filter: /.*/, namespace: 'island-map' }, () => ({
      contents: islandMapModule(islands),
      loader: 'ts',
      resolveDir,
    }));
  },
});

/**
 * Bundles the islands into outDir/assets. The bundle depends on the code only, so the build cache
 * keeps it (build-cache.mjs) and a build of new content copies it.
 */
export async function bundleIslands(options: { root: string; outDir: string }): Promise<IslandBundle> {
  const islandsDir = path.join(options.root, 'islands');
  const islands = findIslands(options.root);
  const { dir, meta } = await cachedOutput<StoredBundle>({
    root: options.root,
    name: 'islands',
    // The islands found, by name and place: a file added to islands/ makes a new bundle. The plugins' code is
    // not part of it (this module is an input, and a function's text differs between the launcher's bundle
    // and a run from the source).
    salt: JSON.stringify([clientOptions, islands.map((island) => [island.name, island.siteWide])]),
    async make() {
      const { build } = await import('esbuild');
      // Output stays in memory; its paths only name the files.
      const outDir = path.join(options.root, '.cache', 'build', 'islands-out');
      const assetsDir = path.join(outDir, 'assets');
      const result = await build({
        ...clientOptions,
        plugins: [...clientOptions.plugins, islandMap(islands, islandsDir)],
        absWorkingDir: options.root,
        entryPoints: [path.join(islandsDir, 'boot.ts')],
        outdir: assetsDir,
        splitting: true,
        entryNames: '[name].[hash]',
        chunkNames: 'chunks/[name].[hash]',
        metafile: true,
        write: false,
      });
      const sources = new Map(islands.map((island) => [island.file.replace(/\.tsx$/, ''), island.name]));
      const siteWide = islands.filter((island) => island.siteWide).map((island) => island.name);
      const bundle = describeOutputs(result.metafile, { root: options.root, outDir }, sources, siteWide);
      return {
        files: result.outputFiles.map((file) => ({
          path: path.relative(assetsDir, file.path),
          contents: file.contents,
        })),
        inputs: [
          ...Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('island-map:')),
          'package.json',
          'node_modules/esbuild/package.json',
          fileURLToPath(import.meta.url),
        ],
        meta: {
          boot: bundle.boot,
          islandChunks: [...bundle.islandChunks],
          files: [...bundle.files],
          imports: [...bundle.imports],
        },
      };
    },
  });
  // File by file: fs.cp of a folder fails when another copy makes the same folder meanwhile (the dev server bundles twice at once).
  const assetsDir = path.join(options.outDir, 'assets');
  await Promise.all(
    (await listMadeFiles(dir)).map(async (file) => {
      await mkdir(path.dirname(path.join(assetsDir, file)), { recursive: true });
      await copyFile(path.join(dir, file), path.join(assetsDir, file));
    }),
  );
  return {
    boot: meta.boot,
    islandChunks: new Map(meta.islandChunks),
    files: new Map(meta.files),
    imports: new Map(meta.imports),
  };
}

function describeOutputs(
  metafile: Metafile,
  options: { root: string; outDir: string },
  sources: Map<string, string>,
  siteWideNames: readonly string[],
): IslandBundle {
  const toUrl = (output: string) =>
    `/${path.relative(options.outDir, path.resolve(options.root, output)).split(path.sep).join('/')}`;
  const files = new Map<string, number>();
  const imports = new Map<string, string[]>();
  let boot = '';
  const entryByIsland = new Map<string, string>();
  for (const [output, info] of Object.entries(metafile.outputs)) {
    if (!output.endsWith('.js')) continue;
    const url = toUrl(output);
    files.set(url, info.bytes);
    imports.set(
      url,
      info.imports.filter((item) => item.kind === 'import-statement').map((item) => toUrl(item.path)),
    );
    if (info.entryPoint?.endsWith('islands/boot.ts')) boot = url;
    else if (info.entryPoint) {
      const source = path.resolve(options.root, info.entryPoint).replace(/\.tsx?$/, '');
      entryByIsland.set(sources.get(source) ?? path.basename(source), url);
    }
  }
  const closure = (url: string, seen = new Set<string>()): string[] => {
    if (seen.has(url)) return [];
    seen.add(url);
    return [url, ...(imports.get(url) ?? []).flatMap((next) => closure(next, seen))];
  };
  const islandChunks = new Map([...entryByIsland].map(([name, url]) => [name, closure(url)]));
  // Site-wide islands are inside the boot module: what they need is what it imports, preloaded with it.
  const bootImports = closure(boot).slice(1);
  for (const name of siteWideNames) islandChunks.set(name, bootImports);
  return { boot, islandChunks, files, imports };
}
