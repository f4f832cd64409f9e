/**
 * Bundles the page renderer (render-entry.ts with the templates and islands
 * it renders) into one ES module for render workers, which cannot load
 * TypeScript under every runner. React goes inside, in its production build
 * (the build's process may run with React in development mode); other
 * packages are imported from node_modules as they are.
 *
 * The bundle is kept in .cache/build and reused while the files it was
 * made from are unchanged (cached-bundle.mjs).
 */
import type { BuildOptions, Plugin } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedBundle } from './cached-bundle.mjs';

export interface RendererBundle {
  file: string;
}

/** React packages are bundled (for their production build); every other package stays outside. */
const bundleOnlyReact: Plugin = {
  name: 'bundle-only-react',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (/^(react|react-dom)(\/|$)/.test(args.path) || args.path.startsWith('node:')) return undefined;
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
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  minifySyntax: true,
  minifyWhitespace: true,
  logLevel: 'silent',
  plugins: [bundleOnlyReact],
};

export async function bundleRenderer(root: string): Promise<RendererBundle> {
  const file = await cachedBundle({
    root,
    name: 'renderer',
    entry: path.join(root, 'scripts', 'lib', 'render-entry.ts'),
    options: OPTIONS,
    madeBy: fileURLToPath(import.meta.url),
  });
  return { file };
}
