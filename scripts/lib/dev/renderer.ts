/**
 * Loads the page render code fresh after a template or island edit, with no
 * restart: esbuild bundles scripts/lib/render.tsx with everything it uses
 * from templates/ and islands/ into one ES module under .cache/dev, which is
 * imported with a new query each time. Other modules (scripts/lib, schemas,
 * packages) stay outside the bundle, so their state is shared with the dev
 * server (the images made by scripts/lib/images.ts, for one).
 */
import { build, type Plugin } from 'esbuild';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderInput } from '../render';
import type { Page } from '../model';

export interface Renderer {
  renderPage: (input: RenderInput, page: Page) => string;
}

/** Bundles only the code that changes while one edits: templates/, islands/ and the render entry. */
function keepSharedModulesOutside(root: string, entry: string): Plugin {
  const editable = [path.join(root, 'templates') + path.sep, path.join(root, 'islands') + path.sep];
  return {
    name: 'shared-modules-outside',
    setup(build) {
      build.onResolve({ filter: /^\./ }, async (args) => {
        if (args.pluginData === 'resolving') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const file = resolved.path;
        if (file === entry || editable.some((dir) => file.startsWith(dir))) return { path: file };
        return { path: pathToFileURL(file).href, external: true };
      });
    },
  };
}

export interface RendererLoader {
  /** Bundles and imports the render code as it is now on disk. */
  load: () => Promise<Renderer>;
  /** Removes the bundle file. */
  dispose: () => Promise<void>;
}

export function createRendererLoader(root: string): RendererLoader {
  const entry = path.join(root, 'scripts', 'lib', 'render.tsx');
  // One file per server, so that two dev servers on one project never share it.
  const outfile = path.join(root, '.cache', 'dev', `render-${process.pid}-${randomBytes(4).toString('hex')}.mjs`);
  let version = 0;
  return {
    async load() {
      await mkdir(path.dirname(outfile), { recursive: true });
      await build({
        absWorkingDir: root,
        entryPoints: [entry],
        outfile,
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        packages: 'external',
        jsx: 'automatic',
        sourcemap: 'inline',
        logLevel: 'silent',
        plugins: [keepSharedModulesOutside(root, entry)],
      });
      version += 1;
      const module = (await import(`${pathToFileURL(outfile).href}?v=${version}`)) as Partial<Renderer>;
      if (typeof module.renderPage !== 'function') throw new Error(`${path.relative(root, entry)} does not export renderPage.`);
      return { renderPage: module.renderPage };
    },
    dispose: () => rm(outfile, { force: true }),
  };
}
