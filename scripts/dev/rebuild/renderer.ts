/**
 * Loads the page render code fresh after a template or island edit, with no
 * restart: esbuild bundles scripts/render/render.tsx with everything it uses
 * from templates/ and islands/ into one ES module under .cache/dev, which is
 * imported with a new query each time. Other modules (the rest of scripts/,
 * packages) stay outside the bundle, so their state is shared with the dev
 * server (the images made by scripts/assets/images.ts, for one).
 */
import { context, type BuildContext, type Plugin } from 'esbuild';
import { existsSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderInput } from '../../render/render';
import type { Page } from '../../content/model';

export interface Renderer {
  renderPage: (input: RenderInput, page: Page) => string;
}

/** A module file as esbuild would find it: the path itself, or with a TypeScript or JavaScript ending. */
function moduleFile(base: string): string | undefined {
  const candidates = [
    base,
    ...['.ts', '.tsx', '.js', '.mjs'].map((ending) => base + ending),
    path.join(base, 'index.ts'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Bundles only the code that changes while one edits: templates/, islands/ and the render entry. */
function keepSharedModulesOutside(root: string, entry: string): Plugin {
  const editable = [path.join(root, 'templates') + path.sep, path.join(root, 'islands') + path.sep];
  return {
    name: 'shared-modules-outside',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        const file = moduleFile(path.resolve(args.resolveDir, args.path));
        if (!file || file === entry || editable.some((dir) => file.startsWith(dir))) return undefined;
        return { path: pathToFileURL(file).href, external: true };
      });
    },
  };
}

export interface RendererLoader {
  /** The bundle file. */
  file: string;
  /** Bundles and imports the render code as it is now on disk. */
  load: () => Promise<Renderer>;
  /** Removes the bundle file. */
  dispose: () => Promise<void>;
}

export function createRendererLoader(root: string): RendererLoader {
  const entry = path.join(root, 'scripts', 'render', 'render.tsx');
  // One file per server, so that two dev servers on one project never share it.
  const outfile = path.join(root, '.cache', 'dev', `render-${process.pid}-${randomBytes(4).toString('hex')}.mjs`);
  let version = 0;
  let builder: BuildContext | undefined;
  return {
    file: outfile,
    async load() {
      await mkdir(path.dirname(outfile), { recursive: true });
      // Kept between loads: esbuild then reads and parses only the files that changed.
      builder ??= await context({
        absWorkingDir: root,
        entryPoints: [entry],
        outfile,
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        packages: 'external',
        jsx: 'automatic',
        sourcemap: 'linked',
        logLevel: 'silent',
        plugins: [keepSharedModulesOutside(root, entry)],
      });
      await builder.rebuild();
      version += 1;
      const module = (await import(`${pathToFileURL(outfile).href}?v=${version}`)) as Partial<Renderer>;
      if (typeof module.renderPage !== 'function')
        throw new Error(`${path.relative(root, entry)} does not export renderPage.`);
      return { renderPage: module.renderPage };
    },
    dispose: async () => {
      await builder?.dispose();
      await Promise.all([rm(outfile, { force: true }), rm(`${outfile}.map`, { force: true })]);
    },
  };
}
