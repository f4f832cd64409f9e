/**
 * Outputs made from the project's code (bundles, the stylesheet) kept in
 * .cache/build and made again only when a file they were made from
 * changed. None of them depends on the content, so a build of new content
 * reuses them. Plain JavaScript, so that scripts/launch.mjs can use it
 * before anything can run TypeScript.
 *
 * Each output has a manifest, <name>.json, listing the files it was made
 * from with the hash, size and modification time of each, and the size of
 * each file it holds; it is reused while every file it was made from has the
 * same size and time, or else the same hash, and every file it holds is
 * whole. An output that holds the project's absolute path (the script
 * bundles do) is bound to that location and made again for a project moved
 * or copied elsewhere; one that holds no such path (the stylesheet, the
 * browser bundles) stays valid in a copy of the project, .cache/ included.
 * An output's files
 * go into a folder named by their content, made under a temporary name
 * first, so builds running at once (or a build killed) never leave half of one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Older outputs are removed once this old: long past the start of any process that could still be reading one. */
const KEEP_MS = 10 * 60 * 1000;
/** Files that shape every bundle without being modules of it. */
const SETTINGS = ['tsconfig.json', 'package.json', 'node_modules/esbuild/package.json'];

/**
 * @typedef {object} InputState
 * @property {string} hash
 * @property {number} size
 * @property {number} mtimeMs
 */

/**
 * @template T
 * @typedef {object} Manifest
 * @property {string} dir The output's folder, in the cache folder.
 * @property {string} settings Hash of the settings it was made with.
 * @property {string} [location] The project's absolute path, when the output holds it: then valid there only.
 * @property {Record<string, InputState>} inputs Every file it was made from, by path relative to the project.
 * @property {Record<string, number>} outputs The size of every file of the output, by path relative to its folder.
 * @property {T} meta What the maker said of its output.
 */

/**
 * @template T
 * @typedef {object} Made
 * @property {Array<{ path: string, contents: string | Uint8Array }>} files The output's files, by path relative to its folder.
 * @property {string[]} inputs Files it was made from, relative to the project or absolute.
 * @property {T} meta Anything to keep with it (JSON).
 */

/**
 * The output named `name`: the cached one while its inputs are unchanged, else made again by `make`.
 * @template T
 * @param {{ root: string, name: string, salt: string, make: () => Promise<Made<T>> }} spec
 * @returns {Promise<{ dir: string, meta: T }>} the folder holding the output's files, and its meta
 */
export async function cachedOutput(spec) {
  const cacheDir = path.join(spec.root, '.cache', 'build');
  const manifestFile = path.join(cacheDir, `${spec.name}.json`);
  /** @type {Manifest<T> | undefined} */
  const known = await readFile(manifestFile, 'utf8').then(JSON.parse, () => undefined);
  const settings = hashOf(SETTINGS_SALT, spec.salt);
  const here = path.resolve(spec.root);
  if (
    known &&
    known.settings === settings &&
    (known.location === undefined || known.location === here) &&
    (await unchanged(spec.root, cacheDir, known, spec.salt))
  )
    return { dir: path.join(cacheDir, known.dir), meta: known.meta };

  const made = await spec.make();
  const inputs = await states(
    spec.root,
    made.inputs.map((file) => relativeTo(spec.root, file)),
    spec.salt,
  );
  const digest = createHash('sha256');
  for (const file of made.files) digest.update(file.path).update(file.contents);
  const dir = `${spec.name}-${digest.digest('hex').slice(0, 16)}`;
  /** @type {Record<string, number>} */
  const outputs = Object.fromEntries(
    made.files.map((file) => [file.path.split(path.sep).join('/'), Buffer.byteLength(file.contents)]),
  );
  const temporary = path.join(cacheDir, `${spec.name}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  for (const file of made.files) {
    const target = path.join(temporary, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
  await mkdir(temporary, { recursive: true });
  await moveIntoPlace(temporary, path.join(cacheDir, dir), outputs);
  const location = (await holdsLocation(spec.root, made)) ? here : undefined;
  await writeAtomically(manifestFile, JSON.stringify({ dir, settings, location, inputs, outputs, meta: made.meta }));
  await removeOld(cacheDir, spec.name, dir);
  return { dir: path.join(cacheDir, dir), meta: made.meta };
}

/**
 * @typedef {object} CachedBundleSpec
 * @property {string} root Project root; paths in the manifest are relative to it.
 * @property {string} name Short name of the bundle.
 * @property {string} entry Entry module, absolute.
 * @property {import('esbuild').BuildOptions} options Options for esbuild besides the entry and output.
 * @property {string} madeBy The module asking for the bundle (its plugins and options live there), absolute.
 */

/**
 * An esbuild bundle of one entry, with what it imports lazily in chunks beside it.
 * @param {CachedBundleSpec} spec
 * @returns {Promise<string>} the bundle's entry file
 */
export async function cachedBundle(spec) {
  // Functions (the plugins' code) stay out of the settings: the module holding them, madeBy, is an input, and a
  // function's text differs between the launcher's bundle of a module and the same module run from its source.
  const salt = JSON.stringify(spec.options);
  const { dir, meta } = await cachedOutput({
    root: spec.root,
    name: spec.name,
    salt,
    async make() {
      const { build } = await import('esbuild');
      const outdir = path.join(spec.root, '.cache', 'build', 'out');
      const result = await build({
        outExtension: { '.js': '.mjs' },
        ...spec.options,
        absWorkingDir: spec.root,
        entryPoints: [spec.entry],
        write: false,
        outdir,
        metafile: true,
      });
      const entry = result.metafile && entryOutputOf(result.metafile, relativeTo(spec.root, spec.entry));
      if (!entry || !result.metafile || !result.outputFiles?.length)
        throw new Error(`esbuild gave no bundle for ${spec.entry}.`);
      return {
        files: result.outputFiles.map((output) => ({
          path: path.relative(outdir, output.path),
          contents: output.contents,
        })),
        inputs: [...Object.keys(result.metafile.inputs), ...SETTINGS, spec.madeBy],
        meta: { entry: path.relative(outdir, path.resolve(spec.root, entry)) },
      };
    },
  });
  return path.join(dir, meta.entry);
}

/**
 * The output of the entry `entryPoint` (relative to the project, as esbuild names it) in a build's metafile. Each
 * module imported lazily is an entry point of the metafile too, and may be listed first.
 * @param {import('esbuild').Metafile} metafile
 * @param {string} entryPoint
 * @returns {string | undefined}
 */
export function entryOutputOf(metafile, entryPoint) {
  return Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint)?.[0];
}

/** @param {string} root @param {string} file */
function relativeTo(root, file) {
  const relative = path.relative(root, path.resolve(root, file));
  return relative.split(path.sep).join('/');
}

/**
 * The state of each file; the hash is salted with the output's settings.
 * @param {string} root
 * @param {readonly string[]} files
 * @param {string} salt
 * @returns {Promise<Record<string, InputState>>}
 */
async function states(root, files, salt) {
  const entries = await Promise.all(
    [...new Set(files)].map(async (file) => {
      const absolute = path.resolve(root, file);
      const [contents, info] = await Promise.all([readFile(absolute), stat(absolute)]);
      return [file, { hash: hashOf(salt, contents), size: info.size, mtimeMs: info.mtimeMs }];
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * Moves a made output's folder to its name. A folder there already is kept when whole (another
 * process made the same output meanwhile), and replaced when not.
 * @param {string} temporary
 * @param {string} target
 * @param {Record<string, number>} outputs
 */
async function moveIntoPlace(temporary, target, outputs) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await rename(temporary, target);
      return;
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if ((code !== 'EEXIST' && code !== 'ENOTEMPTY') || attempt > 0) {
        await rm(temporary, { recursive: true, force: true });
        if (code === 'EEXIST' || code === 'ENOTEMPTY') return;
        throw error;
      }
      if (await whole(target, outputs)) {
        await rm(temporary, { recursive: true, force: true });
        return;
      }
      const aside = `${target}.torn-${process.pid}-${randomBytes(4).toString('hex')}`;
      await rename(target, aside).catch(() => {});
      await rm(aside, { recursive: true, force: true });
    }
  }
}

/**
 * Whether every file of an output is there, at the size it was made.
 * @param {string} dir
 * @param {Record<string, number> | undefined} outputs
 */
async function whole(dir, outputs) {
  if (!outputs) return false;
  // Synchronous, as the inputs' states are in unchanged().
  return Object.entries(outputs).every(([file, size]) => {
    try {
      const info = statSync(path.join(dir, file));
      return info.isFile() && info.size === size;
    } catch {
      return false;
    }
  });
}

/** Salts the settings hash; changed when the manifest's meaning changes, so older manifests are not trusted. */
const SETTINGS_SALT = 'settings, location apart';

/**
 * Whether an output holds the project's absolute path (as given, or with links resolved), in a file or its meta:
 * such an output, a bundle naming its own modules' files, works in that place only.
 * @param {string} root
 * @param {Made<unknown>} made
 */
async function holdsLocation(root, made) {
  const places = new Set([path.resolve(root), await realpath(root)]);
  const meta = JSON.stringify(made.meta) ?? '';
  return [...places].some(
    (place) => meta.includes(place) || made.files.some(({ contents }) => contentsOf(contents).includes(place)),
  );
}

/** @param {string | Uint8Array} contents */
const contentsOf = (contents) =>
  typeof contents === 'string' ? contents : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);

/**
 * Copies the outputs of `fromRoot`'s cache that hold no location into the cache of `toRoot`, a copy of the project:
 * there they are reused as they are, or made again when a file they were made from differs.
 * @param {string} fromRoot
 * @param {string} toRoot
 */
export async function copyPortableOutputs(fromRoot, toRoot) {
  const from = path.join(fromRoot, '.cache', 'build');
  const to = path.join(toRoot, '.cache', 'build');
  const names = await readdir(from).catch(() => []);
  await mkdir(to, { recursive: true });
  await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        /** @type {Manifest<unknown> | undefined} */
        const manifest = await readFile(path.join(from, name), 'utf8').then(JSON.parse, () => undefined);
        if (!manifest || manifest.location !== undefined || typeof manifest.dir !== 'string') return;
        // Another build may replace the entry meanwhile: one that cannot be copied whole is left out.
        try {
          await cp(path.join(from, manifest.dir), path.join(to, manifest.dir), { recursive: true });
          await writeFile(path.join(to, name), JSON.stringify(manifest));
        } catch {
          await rm(path.join(to, manifest.dir), { recursive: true, force: true });
        }
      }),
  );
}

/** @param {string} salt @param {string | Uint8Array} contents */
const hashOf = (salt, contents) => createHash('sha256').update(salt).update(contents).digest('hex');

/**
 * @param {string} root
 * @param {string} cacheDir
 * @param {Manifest<unknown>} manifest
 * @param {string} salt
 */
async function unchanged(root, cacheDir, manifest, salt) {
  try {
    if (!(await whole(path.join(cacheDir, manifest.dir), manifest.outputs))) return false;
    const same = await Promise.all(
      Object.entries(manifest.inputs).map(async ([file, known]) => {
        const absolute = path.resolve(root, file);
        // Synchronous: the web editor's packages alone are thousands of files, and a stat each through promises
        // takes several times the CPU (about 100 ms against 20 for every output of a build).
        const info = statSync(absolute);
        if (info.size !== known.size) return false;
        // Same size and time: taken as the same file, without reading it.
        if (info.mtimeMs === known.mtimeMs) return true;
        return hashOf(salt, await readFile(absolute)) === known.hash;
      }),
    );
    return same.every(Boolean);
  } catch {
    return false;
  }
}

/**
 * Whether a cache entry is a version of the output `name`: its name, a dash, and the 16 hex digits of its digest.
 * @param {string} entry
 * @param {string} name
 */
export const isVersionOf = (entry, name) =>
  entry.length === name.length + 17 && entry.startsWith(`${name}-`) && /^[0-9a-f]{16}$/.test(entry.slice(-16));

/**
 * @param {string} cacheDir
 * @param {string} name
 * @param {string} current
 */
async function removeOld(cacheDir, name, current) {
  const now = Date.now();
  for (const entry of await readdir(cacheDir)) {
    // Only this output's own versions: another output's name may begin with this one's (admin, admin-vendor).
    if (!isVersionOf(entry, name) || entry === current) continue;
    const full = path.join(cacheDir, entry);
    const old = await stat(full).then(
      (info) => now - info.mtimeMs > KEEP_MS,
      () => false,
    );
    if (old) await rm(full, { recursive: true, force: true });
  }
}

/**
 * @param {string} file
 * @param {string | Uint8Array} contents
 */
async function writeAtomically(file, contents) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}
