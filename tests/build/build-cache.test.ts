/**
 * The build cache keeps what is made from code only (bundles, the
 * stylesheet): reused while its files are unchanged, made again when one
 * changes, when its settings change, when a file of it is torn, when it
 * holds the project's path and the project is in another place, or, for the
 * stylesheet, when a file is added to the folders Tailwind scans. An output
 * that holds no path is reused in a copy of the project. Made images are
 * never taken from a torn entry.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, unlink, utimes, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { cachedBundle, cachedOutput, copyPortableOutputs, entryOutputOf } from '../../scripts/shared/build-cache.mjs';
import { createScratchProject, type ScratchProject } from '../../scripts/shared/scratch-project';
import { buildImages } from '../../scripts/assets/images';
import { compileStyles } from '../../scripts/assets/style';
import { bundleIslands } from '../../scripts/assets/bundle';
import { bundleRenderer } from '../../scripts/render/server-bundle';
import { digestDir } from '../support/dir-digest';
import { FIXTURE_CONTENT, PROJECT_ROOT } from '../support/fixture';

describe('cachedBundle', () => {
  it("names the entry's own output, not a module it imports lazily", () => {
    // As esbuild listed the build script's outputs once: a module imported lazily first, with an entry point of its own.
    const metafile = {
      inputs: {},
      outputs: {
        '.cache/build/out/page-ids-BV7P763A.mjs': { entryPoint: 'scripts/render/page-ids.tsx' },
        '.cache/build/out/chunk-METFKJQZ.mjs': {},
        '.cache/build/out/build.mjs': { entryPoint: 'scripts/build.ts' },
      },
    } as unknown as Metafile;
    expect(entryOutputOf(metafile, 'scripts/build.ts')).toBe('.cache/build/out/build.mjs');
    expect(entryOutputOf(metafile, 'scripts/check.ts')).toBeUndefined();
  });

  it('gives the entry of a bundle with modules imported lazily, which runs', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'build-cache-bundle-'));
    try {
      await writeFile(path.join(root, 'lazy.mjs'), "export const name = 'lazy';\n");
      const entry = path.join(root, 'main.mjs');
      await writeFile(entry, "const { name } = await import('./lazy.mjs');\nexport const found = name;\n");
      // The settings every bundle is made with (build-cache.mjs reads them).
      await writeFile(path.join(root, 'package.json'), '{"type":"module"}\n');
      await writeFile(path.join(root, 'tsconfig.json'), '{}\n');
      await mkdir(path.join(root, 'node_modules', 'esbuild'), { recursive: true });
      await cp(
        path.join(PROJECT_ROOT, 'node_modules', 'esbuild', 'package.json'),
        path.join(root, 'node_modules', 'esbuild', 'package.json'),
      );
      const file = await cachedBundle({
        root,
        name: 'lazy',
        entry,
        madeBy: entry,
        options: { bundle: true, format: 'esm', platform: 'node', splitting: true, logLevel: 'silent' },
      });
      expect(path.basename(file)).toBe('main.mjs');
      expect(((await import(file)) as { found: string }).found).toBe('lazy');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('cachedOutput', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'build-cache-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('makes an output once, then again only when an input or the settings change', async () => {
    const input = path.join(root, 'input.txt');
    await writeFile(input, 'first');
    let made = 0;
    const output = (salt: string) =>
      cachedOutput({
        root,
        name: 'upper',
        salt,
        async make() {
          made += 1;
          const text = (await readFile(input, 'utf8')).toUpperCase();
          return { files: [{ path: 'out.txt', contents: text }], inputs: ['input.txt'], meta: { length: text.length } };
        },
      });
    const read = async (salt = 'a') => {
      const { dir, meta } = await output(salt);
      return { text: await readFile(path.join(dir, 'out.txt'), 'utf8'), meta };
    };

    expect(await read()).toEqual({ text: 'FIRST', meta: { length: 5 } });
    expect(await read()).toEqual({ text: 'FIRST', meta: { length: 5 } });
    expect(made).toBe(1);

    // Same size, new contents, and a time in the past: the hash tells.
    await writeFile(input, 'other');
    await utimes(input, new Date(2001, 0, 1), new Date(2001, 0, 1));
    expect((await read()).text).toBe('OTHER');
    expect(made).toBe(2);

    // Touched but the same: read and hashed, not made again.
    await utimes(input, new Date(), new Date());
    expect((await read()).text).toBe('OTHER');
    expect(made).toBe(2);

    expect((await read('b')).text).toBe('OTHER');
    expect(made).toBe(3);

    await unlink(input);
    await expect(read('b')).rejects.toThrow(/ENOENT/);
    expect(made).toBe(4);
  });

  it('makes an output again when a file of it is torn', async () => {
    await writeFile(path.join(root, 'source.txt'), 'whole text');
    let made = 0;
    const output = () =>
      cachedOutput({
        root,
        name: 'torn',
        salt: '',
        async make() {
          made += 1;
          return {
            files: [{ path: 'out.txt', contents: await readFile(path.join(root, 'source.txt'), 'utf8') }],
            inputs: ['source.txt'],
            meta: null,
          };
        },
      });
    const { dir } = await output();
    await output();
    expect(made).toBe(1);

    // A build killed while the file was written: the entry is not trusted.
    await writeFile(path.join(dir, 'out.txt'), 'whole');
    const again = await output();
    expect(made).toBe(2);
    expect(await readFile(path.join(again.dir, 'out.txt'), 'utf8')).toBe('whole text');
  });

  it("removes an output's old versions, and never another output whose name begins with its name", async () => {
    const output = (name: string) =>
      cachedOutput({
        root,
        name,
        salt: '',
        async make() {
          const text = await readFile(path.join(root, `${name}.in`), 'utf8');
          return { files: [{ path: 'out.txt', contents: text }], inputs: [`${name}.in`], meta: null };
        },
      });
    const longAgo = new Date(2001, 0, 1);
    await writeFile(path.join(root, 'pair.in'), 'one');
    await writeFile(path.join(root, 'pair-extra.in'), 'extra');
    // As the web editor's packages (admin-vendor) beside its code (admin), both made long ago: the build holds
    // the folder of the one while it makes the other again.
    const extra = (await output('pair-extra')).dir;
    const first = (await output('pair')).dir;
    for (const dir of [extra, first]) await utimes(dir, longAgo, longAgo);
    await writeFile(path.join(root, 'pair.in'), 'two');
    const second = (await output('pair')).dir;
    expect(second).not.toBe(first);
    const entries = await readdir(path.join(root, '.cache', 'build'));
    expect(entries).not.toContain(path.basename(first));
    expect(entries).toContain(path.basename(second));
    expect(await readFile(path.join(extra, 'out.txt'), 'utf8')).toBe('extra');
  });

  it("reuses in a copy of the project an output that holds no location, and makes again one that holds the project's path", async () => {
    const project = await mkdtemp(path.join(os.tmpdir(), 'build-cache-project-'));
    const copies: string[] = [];
    try {
      await writeFile(path.join(project, 'source.txt'), 'text');
      const made: string[] = [];
      /** An output of the source's text, and of the project's path when `located`. */
      const output = (projectRoot: string, name: string, located: (root: string) => string) =>
        cachedOutput({
          root: projectRoot,
          name,
          salt: '',
          async make() {
            made.push(`${name} in ${path.basename(projectRoot)}`);
            const text = await readFile(path.join(projectRoot, 'source.txt'), 'utf8');
            return {
              files: [{ path: 'out.txt', contents: `${located(projectRoot)}${text}` }],
              inputs: ['source.txt'],
              meta: null,
            };
          },
        });
      const free = (projectRoot: string) => output(projectRoot, 'free', () => '');
      const bound = (projectRoot: string) => output(projectRoot, 'bound', (at) => `import '${at}/a.js';\n`);
      const boundByMeta = (projectRoot: string) =>
        cachedOutput({
          root: projectRoot,
          name: 'meta',
          salt: '',
          async make() {
            made.push(`meta in ${path.basename(projectRoot)}`);
            return {
              files: [{ path: 'out.txt', contents: 'text' }],
              inputs: ['source.txt'],
              meta: { entry: path.join(projectRoot, 'a.js') },
            };
          },
        });
      const all = async (projectRoot: string) => [
        await free(projectRoot),
        await bound(projectRoot),
        await boundByMeta(projectRoot),
      ];
      await all(project);
      const name = path.basename(project);
      expect(made).toEqual([`free in ${name}`, `bound in ${name}`, `meta in ${name}`]);

      // The project copied with its .cache/, or a copy whose cache holds what can be carried over.
      const copy = await mkdtemp(path.join(os.tmpdir(), 'build-cache-copy-'));
      const seeded = await mkdtemp(path.join(os.tmpdir(), 'build-cache-seeded-'));
      copies.push(copy, seeded);
      await cp(project, copy, { recursive: true });
      await writeFile(path.join(seeded, 'source.txt'), 'text');
      await copyPortableOutputs(project, seeded);
      for (const target of [copy, seeded]) {
        made.length = 0;
        const [reused, remade, remadeByMeta] = await all(target);
        expect(made).toEqual([`bound in ${path.basename(target)}`, `meta in ${path.basename(target)}`]);
        expect(reused!.dir.startsWith(target)).toBe(true);
        expect(await readFile(path.join(reused!.dir, 'out.txt'), 'utf8')).toBe('text');
        expect(await readFile(path.join(remade!.dir, 'out.txt'), 'utf8')).toBe(`import '${target}/a.js';\ntext`);
        expect(remadeByMeta!.meta).toEqual({ entry: path.join(target, 'a.js') });
      }
      expect((await readdir(path.join(seeded, '.cache', 'build'))).sort()).toEqual(
        ['bound', 'free', 'meta'].flatMap((entry) => [
          expect.stringMatching(new RegExp(`^${entry}-`)),
          `${entry}.json`,
        ]),
      );

      // A reused output is still made again when a file it was made from differs in the copy.
      made.length = 0;
      await writeFile(path.join(copy, 'source.txt'), 'edited');
      expect(await readFile(path.join((await free(copy)).dir, 'out.txt'), 'utf8')).toBe('edited');
      expect(made).toEqual([`free in ${path.basename(copy)}`]);
    } finally {
      await Promise.all([project, ...copies].map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});

describe('the image cache', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'image-cache-'));
    await mkdir(path.join(work, 'content', 'images'), { recursive: true });
    await cp(path.join(PROJECT_ROOT, 'content/images/why-us.svg'), path.join(work, 'content/images/why-us.svg'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('makes a torn entry again rather than publishing it', async () => {
    const picture = { source: 'why-us.svg', alt: 'A desk', width: 40, height: 30 };
    const make = (out: string) =>
      buildImages({
        root: work,
        contentDir: path.join(work, 'content'),
        publicDir: path.join(work, 'public'),
        outDir: path.join(work, out),
        pictures: [{ picture, file: 'about.md' }],
      });
    await make('first');
    const first = await digestDir(path.join(work, 'first'));
    expect(Object.keys(first).filter((file) => file.endsWith('.avif'))).toHaveLength(4);

    // As a build killed while writing them leaves them: one empty, the others cut short.
    const entries = await readdir(path.join(work, '.cache', 'images'));
    expect(entries).toHaveLength(8);
    for (const [index, entry] of entries.entries()) {
      const file = path.join(work, '.cache', 'images', entry);
      await truncate(file, index === 0 ? 0 : Math.floor((await stat(file)).size / 2));
    }
    await make('second');
    expect(await digestDir(path.join(work, 'second'))).toEqual(first);
  });
});

describe('in a copy of the project', () => {
  // One scratch project for both: the build below writes dist/ and its outputs, which the stylesheet's test reads nothing of.
  let scratch: ScratchProject;
  beforeAll(async () => {
    scratch = await createScratchProject(PROJECT_ROOT, FIXTURE_CONTENT);
  });
  afterAll(async () => {
    await scratch?.remove();
  });

  it('the bundles made by the build command are reused by the same code run from its source, as the tests and tools run it', async () => {
    await promisify(execFile)(process.execPath, ['scripts/launch.mjs', 'scripts/build.ts'], { cwd: scratch.root });
    const manifests = () =>
      Promise.all(
        ['islands', 'renderer'].map((name) =>
          readFile(path.join(scratch.root, '.cache/build', `${name}.json`), 'utf8'),
        ),
      );
    const made = await manifests();
    await bundleIslands({ root: scratch.root, outDir: path.join(scratch.root, 'out') });
    await bundleRenderer(scratch.root);
    // A bundle made again writes a new manifest, with the settings it was made with.
    expect(await manifests()).toEqual(made);
  });

  it("the command's own bundle holds no path of the project: a copy of it runs the command from the same bundle", async () => {
    // Made as `npm run build` makes it (by the test above, when it ran), with the site it built.
    if (!existsSync(path.join(scratch.root, 'dist')))
      await promisify(execFile)(process.execPath, ['scripts/launch.mjs', 'scripts/build.ts'], { cwd: scratch.root });
    const manifestFile = path.join(scratch.root, '.cache/build/script-build.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
      dir: string;
      location?: string;
    };
    expect(manifest.location).toBeUndefined();
    const copy = await createScratchProject(scratch.root, scratch.contentDir);
    try {
      await promisify(execFile)(process.execPath, ['scripts/launch.mjs', 'scripts/build.ts'], { cwd: copy.root });
      // Not made again: the copy's manifest names the same bundle, and the build wrote the same site.
      const copied = JSON.parse(await readFile(path.join(copy.root, '.cache/build/script-build.json'), 'utf8')) as {
        dir: string;
      };
      expect(copied.dir).toBe(manifest.dir);
      expect(await digestDir(path.join(copy.root, 'dist'))).toEqual(await digestDir(path.join(scratch.root, 'dist')));
    } finally {
      await copy.remove();
    }
  });

  it('compileStyles gives the classes of an edited template, and of a template just added', async () => {
    const first = await compileStyles(scratch.root);
    expect(first).not.toContain('letter-spacing:.37em');
    expect(await compileStyles(scratch.root)).toBe(first);

    const footer = path.join(scratch.root, 'templates/layout/Footer.tsx');
    await writeFile(footer, (await readFile(footer, 'utf8')).replace('className="', 'className="tracking-[0.37em] '));
    const edited = await compileStyles(scratch.root);
    expect(edited).toContain('letter-spacing:.37em');

    await writeFile(
      path.join(scratch.root, 'templates/ui/Badge.tsx'),
      'export const Badge = () => <span className="tracking-[0.41em]" />;\n',
    );
    expect(await compileStyles(scratch.root)).toContain('letter-spacing:.41em');
  });
});
