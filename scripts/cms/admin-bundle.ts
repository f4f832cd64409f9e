/**
 * Bundles the web editor (/admin/) from node_modules: the editing app, the
 * site's preview templates and the build's checks, into one folder that any
 * static host serves as it is. Public pages load none of it.
 */
import type { BuildOptions } from 'esbuild';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { cachedOutput } from '../shared/build-cache.mjs';
import { browserBundleOptions } from '../assets/bundle';
import { listFiles } from '../shared/files';
import { makeCmsConfig } from './config';
import { API_PATH } from './local-backend';
import { adminData } from './admin-data';
import { previewData } from './preview-data';
import type { SiteIndex } from '../content/model';

export interface AdminBundleOptions {
  root: string;
  /** Folder to write index.html, config.yml and the scripts into (created). */
  outDir: string;
  /** For npm run cms: the app edits the local checkout through the dev server. */
  localBackend?: boolean;
  contentDir?: string;
  publicDir?: string;
  /** URL of the site's stylesheet, for previews with the site's real look. */
  cssUrl?: string;
  /** The site as the build loaded it, for previews; loaded again when not given. */
  index?: SiteIndex;
}

/** How the editing app is compiled: React itself (not the islands' Preact), for the browser; its tests reuse it. */
export const appOptions = {
  ...browserBundleOptions,
  splitting: true,
  entryNames: '[name].[hash]',
  chunkNames: 'chunks/[name].[hash]',
  assetNames: 'files/[name].[hash]',
  // Some of the app's packages read Node's globals. Another sets a `process` of its own in the browser, which would make
  // md4w (the previews' Markdown) take the page for Node and import node:fs: for the packages that ask, there is none.
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis', 'globalThis.process': 'undefined' },
  loader: {
    '.wasm': 'file',
    '.woff': 'file',
    '.woff2': 'file',
    '.ttf': 'file',
    '.eot': 'file',
    '.svg': 'file',
    '.png': 'file',
  },
  logLevel: 'silent',
} satisfies BuildOptions;

interface StoredApp {
  /** File name of the entry module, in the output folder. */
  entry: string;
}

/** The app's scripts as the build cache keeps them: made again only when its code or packages change. */
async function bundleApp(root: string): Promise<{ dir: string; entry: string }> {
  const { dir, meta } = await cachedOutput<StoredApp>({
    root,
    name: 'admin',
    salt: JSON.stringify(appOptions),
    async make() {
      const { build } = await import('esbuild');
      const outDir = path.join(root, '.cache', 'build', 'admin-out');
      const result = await build({
        ...appOptions,
        absWorkingDir: root,
        entryPoints: { admin: 'scripts/cms/app/main.tsx' },
        outdir: outDir,
        metafile: true,
        write: false,
      });
      const entryPoint = path.join('scripts', 'cms', 'app', 'main.tsx').split(path.sep).join('/');
      const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === entryPoint)?.[0];
      if (!entry) throw new Error('The web editor bundle has no entry module.');
      return {
        files: result.outputFiles.map((file) => ({ path: path.relative(outDir, file.path), contents: file.contents })),
        inputs: [
          ...Object.keys(result.metafile.inputs).filter((input) => !input.includes(':')),
          'package.json',
          'node_modules/esbuild/package.json',
          fileURLToPath(import.meta.url),
        ],
        meta: { entry: path.relative(outDir, path.resolve(root, entry)) },
      };
    },
  });
  return { dir, entry: meta.entry };
}

/** The editor's page: no index, no referrer, the app and nothing else. */
function indexHtml(entry: string, siteName: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>Content editor · ${siteName.replace(/[<&]/g, '')}</title>
<link rel="icon" href="/favicon.ico" sizes="32x32">
<script type="module" src="./${entry}"></script>
</head>
<body>
<noscript>The content editor needs JavaScript. The site itself works without it.</noscript>
</body>
</html>
`;
}

/** Writes /admin/ into outDir; returns the files written, relative to it. */
export async function bundleAdmin(options: AdminBundleOptions): Promise<string[]> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'));
  const [app, config, data, preview] = await Promise.all([
    bundleApp(root),
    makeCmsConfig({ root, contentDir, localBackend: options.localBackend }),
    adminData({
      root,
      contentDir,
      publicDir: options.publicDir,
      cssUrl: options.cssUrl,
      localBackend: options.localBackend ? API_PATH : undefined,
      includeDrafts: options.localBackend,
    }),
    previewData({ root, contentDir, cssUrl: options.cssUrl, ...(options.index ? { index: options.index } : {}) }),
  ]);
  // The app asks the dev server, on the page's own origin, for the local files (main.tsx gives it the full address).
  const withBackend = { ...config };
  // The login screen shows the company's logo rather than the editing app's.
  const publicDir = options.publicDir ?? path.join(root, 'public');
  if (existsSync(path.join(publicDir, 'images', 'logo.svg'))) withBackend.logo_url ??= '/images/logo.svg';
  const written: string[] = [];
  const write = async (file: string, contents: string | Uint8Array) => {
    const target = path.join(options.outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents);
    written.push(file);
  };
  for (const file of await listFiles(app.dir)) {
    await mkdir(path.dirname(path.join(options.outDir, file)), { recursive: true });
    await copyFile(path.join(app.dir, file), path.join(options.outDir, file));
    written.push(file);
  }
  await write(
    'config.yml',
    `# Made by the build from templates/model and content/. Do not edit: change the schemas or site.yaml.\n${stringify(withBackend, { lineWidth: 0 })}`,
  );
  await write('site-data.json', `${JSON.stringify(data)}\n`);
  await write('preview-data.json', `${JSON.stringify(preview)}\n`);
  await write('index.html', indexHtml(app.entry, data.siteName));
  return written.sort();
}
