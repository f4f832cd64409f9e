/**
 * Runs one of the project's TypeScript scripts: every npm script goes
 * through here. A script runs from a bundle made once with esbuild and kept
 * in .cache/build (build-cache.mjs), rather than compiling every module at
 * every start as a TypeScript runner does, so that it starts sooner. The
 * scripts that run the dev server run from source through tsx's loader
 * instead: the dev server bundles the templates afresh after each edit and
 * imports that bundle beside the project's modules as they are
 * (scripts/dev/rebuild/renderer.ts), so that both share one copy of each module.
 *
 * Packages stay in node_modules but for a few plain ones. Each module keeps its own import.meta.url
 * and import.meta.dirname, so scripts find the project's folders as they
 * do when run from source; both are worked out from the bundle's own place,
 * so the bundle holds no path of the project, and a copy of the project
 * (moved, or a test's scratch copy) runs from it as it is.
 * Usage: node scripts/launch.mjs scripts/build.ts [arguments]
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cachedBundle } from './shared/build-cache.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The project's root from a bundle's file: bundles live in .cache/build/<name>-<hash>/ (shared/build-cache.mjs). */
const ROOT_FROM_BUNDLE = '../../../';

/** @type {import('esbuild').Plugin} */
const keepModuleLocation = {
  name: 'keep-module-location',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      // Replaced in the syntax tree, so that import.meta in strings (a bundle's banner) stays as it is.
      const loader = /\.[cm]?tsx$/.test(args.path) ? 'tsx' : /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js';
      const { transform } = await import('esbuild');
      const { code } = await transform(source, {
        loader,
        jsx: 'automatic',
        format: 'esm',
        sourcefile: args.path,
        define: { 'import.meta.url': '__moduleUrl', 'import.meta.dirname': '__moduleDirname' },
      });
      // The module's place, from the bundle's own: no absolute path is written into the bundle, so a copy of the
      // project (a test's scratch project, a moved checkout) reuses it as it is.
      const fromRoot = pathToFileURL(args.path).href.slice(pathToFileURL(`${root}${path.sep}`).href.length);
      const prelude =
        `import { fileURLToPath as __fileURLToPath } from 'node:url';\n` +
        `const __moduleUrl = new URL(${JSON.stringify(fromRoot)}, new URL(${JSON.stringify(ROOT_FROM_BUNDLE)}, import.meta.url)).href;\n` +
        `const __moduleDirname = __fileURLToPath(new URL('.', __moduleUrl)).replace(/[\\\\/]$/, '');\n`;
      return { contents: prelude + code, loader: 'js' };
    });
  },
};

/** Packages bundled in, to spare their many files' loading at each start; every other package stays in node_modules. */
const BUNDLED_PACKAGES = /^(zod|yaml)(\/|$)/;

/** @type {import('esbuild').Plugin} */
const bundleFewPackages = {
  name: 'bundle-few-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (BUNDLED_PACKAGES.test(args.path) || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Scripts that run the dev server, so run from source (see above). */
const FROM_SOURCE = new Set([
  'scripts/dev.ts',
  'scripts/cms.ts',
  'scripts/bench-dev.ts',
  'scripts/cms/guide-screenshots.ts',
]);

async function main() {
  const [script, ...rest] = process.argv.slice(2);
  if (!script) {
    console.error('Usage: node scripts/launch.mjs scripts/<name>.ts [arguments]');
    process.exit(2);
  }
  const entry = path.resolve(root, script);
  // The script sees itself as run directly, as `tsx scripts/<name>.ts` would run it.
  const argv = [process.argv[0] ?? process.execPath, entry, ...rest];
  if (FROM_SOURCE.has(path.relative(root, entry).split(path.sep).join('/'))) {
    const { register } = await import('tsx/esm/api');
    register();
    process.argv = argv;
    await import(pathToFileURL(entry).href);
    return;
  }
  const file = await cachedBundle({
    root,
    name: `script-${path.basename(entry).replace(/\.[^.]+$/, '')}`,
    entry,
    madeBy: fileURLToPath(import.meta.url),
    options: {
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      // What a script imports only when it needs it (the in-thread page renderer) stays out of its start.
      splitting: true,
      logLevel: 'silent',
      // Bundled CommonJS code calls require() for Node's modules.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      plugins: [bundleFewPackages, keepModuleLocation],
    },
  });
  process.argv = argv;
  await import(pathToFileURL(file).href).catch((/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code !== 'ERR_MODULE_NOT_FOUND' || existsSync(file)) throw error;
    console.error(
      `\n✖ The build cache (.cache/) was deleted while ${path.basename(entry)} started. Deleting .cache/ is safe between runs: run the command again.`,
    );
    process.exitCode = 1;
  });
}

await main();
