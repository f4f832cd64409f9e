/**
 * An esbuild bundle kept in .cache/build and made again only when one of
 * the files it was made from changed. Plain JavaScript, so that
 * scripts/launch.mjs can use it before anything can run TypeScript.
 *
 * Each bundle has a manifest, <name>.json, listing the files it was made
 * from with a hash of each (the bundler's package.json and the file that
 * asked for the bundle among them); it is reused while every hash holds.
 * A bundle's files are written into a folder named by their content, made
 * under a temporary name first, so builds running at once never load half
 * a bundle.
 */
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Older bundles are removed once this old: long past the start of any process that could still be loading one. */
const KEEP_MS = 10 * 60 * 1000;
/** Files that shape every bundle without being modules of it. */
const SETTINGS = ['tsconfig.json', 'package.json', 'node_modules/esbuild/package.json'];

/**
 * @typedef {object} CachedBundleSpec
 * @property {string} root Project root; paths in the manifest are relative to it.
 * @property {string} name Short name of the bundle: the manifest's and the bundle's file names start with it.
 * @property {string} entry Entry module, absolute.
 * @property {import('esbuild').BuildOptions} options Options for esbuild besides the entry and output.
 * @property {string} madeBy The module asking for the bundle (its plugins and options live there), absolute.
 */

/**
 * @param {CachedBundleSpec} spec
 * @returns {Promise<string>} the bundle's file
 */
export async function cachedBundle(spec) {
  const dir = path.join(spec.root, '.cache', 'build');
  const manifestFile = path.join(dir, `${spec.name}.json`);
  const salt = JSON.stringify(spec.options, (_key, value) => (typeof value === 'function' ? String(value) : value));
  const known = await readManifest(manifestFile);
  if (known && (await unchanged(spec.root, dir, known, salt))) return path.join(dir, known.bundle);

  const { build } = await import('esbuild');
  const outdir = path.join(dir, `${spec.name}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  const result = await build({ outExtension: { '.js': '.mjs' }, ...spec.options, absWorkingDir: spec.root, entryPoints: [spec.entry], write: false, outdir, metafile: true });
  const outputs = result.outputFiles ?? [];
  const entryOutput = Object.entries(result.metafile?.outputs ?? {}).find(([, output]) => output.entryPoint !== undefined)?.[0];
  if (!entryOutput || !result.metafile || outputs.length === 0) throw new Error(`esbuild gave no bundle for ${spec.entry}.`);
  const sources = [...Object.keys(result.metafile.inputs), ...SETTINGS, path.relative(spec.root, spec.madeBy)];
  const inputs = await hashes(spec.root, sources, salt);
  // Named by content: the bundle's files go into a folder of that name, made under a temporary name and renamed.
  const digest = createHash('sha256');
  for (const output of outputs) digest.update(path.relative(outdir, output.path)).update(output.contents);
  const bundleDir = `${spec.name}-${digest.digest('hex').slice(0, 16)}`;
  await Promise.all(outputs.map(async (output) => {
    await mkdir(path.dirname(output.path), { recursive: true });
    await writeFile(output.path, output.contents);
  }));
  const entryFile = path.relative(path.relative(spec.root, outdir), entryOutput);
  const bundle = path.join(bundleDir, entryFile);
  await rename(outdir, path.join(dir, bundleDir)).catch(async (error) => {
    // Another process made the same bundle meanwhile: theirs is as good.
    await rm(outdir, { recursive: true, force: true });
    if (!['EEXIST', 'ENOTEMPTY'].includes(/** @type {NodeJS.ErrnoException} */ (error).code ?? '')) throw error;
  });
  await writeAtomically(manifestFile, JSON.stringify({ bundle, inputs }));
  await removeOldBundles(dir, spec.name, bundleDir);
  return path.join(dir, bundle);
}

/**
 * @typedef {object} Manifest
 * @property {string} bundle The bundle's entry file, relative to the cache folder.
 * @property {Record<string, string>} inputs Hash of every file it was made from, by path relative to the project.
 */

/** @returns {Promise<Manifest | undefined>} */
async function readManifest(/** @type {string} */ file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The hash of each file, salted with the bundle's options.
 * @param {string} root
 * @param {readonly string[]} files
 * @param {string} salt
 * @returns {Promise<Record<string, string>>}
 */
async function hashes(root, files, salt) {
  const entries = await Promise.all(
    [...new Set(files)].map(async (file) => [file, createHash('sha256').update(salt).update(await readFile(path.resolve(root, file))).digest('hex')]),
  );
  return Object.fromEntries(entries);
}

/**
 * @param {string} root
 * @param {string} dir
 * @param {Manifest} manifest
 * @param {string} salt
 */
async function unchanged(root, dir, manifest, salt) {
  try {
    await access(path.join(dir, manifest.bundle));
    const now = await hashes(root, Object.keys(manifest.inputs), salt);
    return Object.entries(manifest.inputs).every(([file, hash]) => now[file] === hash);
  } catch {
    return false;
  }
}

/**
 * @param {string} dir
 * @param {string} name
 * @param {string} current
 */
async function removeOldBundles(dir, name, current) {
  const now = Date.now();
  for (const entry of await readdir(dir)) {
    if (!entry.startsWith(`${name}-`) || entry === current) continue;
    const full = path.join(dir, entry);
    const old = await stat(full).then((info) => now - info.mtimeMs > KEEP_MS, () => false);
    if (old) await rm(full, { recursive: true, force: true });
  }
}

/**
 * @param {string} file
 * @param {string | Uint8Array} contents
 */
async function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}
