/**
 * Bundles the page renderer (render-entry.ts with the templates and islands
 * it renders) into one ES module for render workers, which cannot load
 * TypeScript under every runner. React goes inside, in its production build
 * (the build's process may run with React in development mode); other
 * packages are imported from node_modules as they are.
 *
 * The bundle is kept in .cache/build and reused while the files it was
 * made from are unchanged (build-cache.mjs).
 */
import type { BuildOptions, Plugin } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedBundle } from '../shared/build-cache.mjs';

export interface RendererBundle {
  file: string;
}

/**
 * React is bundled for its production build, and the content loader's plain packages to spare their
 * many files' loading in every worker; every other package stays outside.
 */
const bundleFewPackages: Plugin = {
  name: 'bundle-few-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (/^(react|react-dom|zod|yaml)(\/|$)/.test(args.path) || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const OPTIONS: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  // React's CommonJS code calls require() for Node's modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  minifySyntax: true,
  minifyWhitespace: true,
  // Read only when a render fails (stack-map.ts), to name the template's own line; the code frame comes from the file itself.
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'silent',
  plugins: [bundleFewPackages],
};

export async function bundleRenderer(root: string): Promise<RendererBundle> {
  const file = await cachedBundle({
    root,
    name: 'renderer',
    entry: path.join(root, 'scripts', 'render', 'render-entry.ts'),
    options: OPTIONS,
    madeBy: fileURLToPath(import.meta.url),
  });
  return { file };
}
