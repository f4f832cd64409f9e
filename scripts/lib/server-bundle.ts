/**
 * Bundles the page renderer (render-entry.ts with the templates and islands
 * it renders) into one ES module for render workers, which cannot load
 * TypeScript under every runner. React goes inside, in its production build
 * (the build's process may run with React in development mode); other
 * packages are imported from node_modules as they are.
 *
 * The bundle is kept in .cache/build with the list of files it was made
 * from and a hash of each; the next build reuses it while every one of
 * them (and the bundler and its options) is unchanged.
 */
import { build, version, type BuildOptions, type Plugin } from 'esbuild';
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
};

/** Files that shape the bundle without being modules of it. */
const SETTINGS = ['tsconfig.json', 'package.json'];
/** Older bundles are removed once this old: long past the start of any build that could still be loading one. */
const KEEP_MS = 10 * 60 * 1000;

interface Manifest {
  /** The bundle's file name in the cache folder. */
  bundle: string;
  /** Hash of every file it was made from, by path relative to the project. */
  inputs: Record<string, string>;
}

export async function bundleRenderer(root: string): Promise<RendererBundle> {
  const dir = path.join(root, '.cache', 'build');
  const manifestFile = path.join(dir, 'renderer.json');
  const known = await readManifest(manifestFile);
  if (known && (await unchanged(root, known))) return { file: path.join(dir, known.bundle) };

  const result = await build({
    ...OPTIONS,
    absWorkingDir: root,
    entryPoints: [path.join(root, 'scripts', 'lib', 'render-entry.ts')],
    write: false,
    outdir: dir,
    metafile: true,
    plugins: [bundleOnlyReact],
  });
  const code = result.outputFiles[0]!.contents;
  const inputs = await hashes(root, [...Object.keys(result.metafile.inputs), ...SETTINGS]);
  // Named by content, and written under a temporary name first: builds running at once never see half a file.
  const bundle = `renderer-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  await mkdir(dir, { recursive: true });
  await writeAtomically(path.join(dir, bundle), code);
  await writeAtomically(manifestFile, JSON.stringify({ bundle, inputs } satisfies Manifest));
  await removeOldBundles(dir, bundle);
  return { file: path.join(dir, bundle) };
}

async function readManifest(file: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** The hash of each file, with the bundler's version and options in each. */
async function hashes(root: string, files: readonly string[]): Promise<Record<string, string>> {
  const salt = `${version} ${JSON.stringify(OPTIONS)}`;
  const entries = await Promise.all(
    [...new Set(files)].map(async (file) => [file, createHash('sha256').update(salt).update(await readFile(path.resolve(root, file))).digest('hex')] as const),
  );
  return Object.fromEntries(entries);
}

async function unchanged(root: string, manifest: Manifest): Promise<boolean> {
  try {
    await access(path.join(root, '.cache', 'build', manifest.bundle));
    const now = await hashes(root, Object.keys(manifest.inputs));
    return Object.entries(manifest.inputs).every(([file, hash]) => now[file] === hash);
  } catch {
    return false;
  }
}

async function removeOldBundles(dir: string, current: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    if (!name.startsWith('renderer-') || name === current) continue;
    const file = path.join(dir, name);
    const old = await stat(file).then((info) => now - info.mtimeMs > KEEP_MS, () => false);
    if (old) await rm(file, { force: true });
  }
}

async function writeAtomically(file: string, contents: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}
