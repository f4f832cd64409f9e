/**
 * Bundles the page renderer (render-entry.ts with the templates and islands
 * it renders) into one ES module for render workers, which cannot load
 * TypeScript under every runner. React goes inside, in its production build
 * (the build's process may run with React in development mode); other
 * packages are imported from node_modules as they are.
 */
import { build, type Plugin } from 'esbuild';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

export interface RendererBundle {
  file: string;
  /** Removes the file; workers that loaded it keep running. */
  dispose: () => Promise<void>;
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

export async function bundleRenderer(root: string): Promise<RendererBundle> {
  // Beside node_modules, so the packages left outside resolve; one file per build, so builds never share it.
  const file = path.join(root, '.cache', 'build', `renderer-${process.pid}-${randomBytes(4).toString('hex')}.mjs`);
  await mkdir(path.dirname(file), { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'scripts', 'lib', 'render-entry.ts')],
    outfile: file,
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
  });
  return { file, dispose: () => rm(file, { force: true }) };
}
