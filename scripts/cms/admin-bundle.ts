/**
 * Bundles the web editor (/admin/) from node_modules: the editing app, the
 * site's preview templates and the build's checks, into one folder that any
 * static host serves as it is. Public pages load none of it. The packages
 * (Decap CMS's core with the widgets and backends in use, and React: app/vendor.ts) are a bundle of their own, made
 * again only when they change; the editor's code, with the templates, is
 * the small part a change to the site's code makes again.
 */
import { basePathOf } from '../../templates/model/url';
import type { BuildOptions, Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { cachedOutput } from '../shared/build-cache.mjs';
import { browserBundleOptions } from '../assets/bundle';
import { listMadeFiles } from '../shared/files';
import { adminMetaContentSecurityPolicy } from '../output/headers';
import { editingOf, makeCmsConfig } from './config';
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

/** How the editing app is compiled: React itself (not the islands' Preact), for the browser. */
const appOptions = {
  ...browserBundleOptions,
  splitting: true,
  entryNames: '[name].[hash]',
  chunkNames: 'chunks/[name].[hash]',
  assetNames: 'files/[name].[hash]',
  // Some of the app's packages read Node's globals; another sets a `process` of its own in the browser, which would make
  // a package that checks for Node take the page for it: for the packages that ask, there is none.
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis', 'globalThis.process': 'undefined' },
  loader: {
    '.woff': 'file',
    '.woff2': 'file',
    '.ttf': 'file',
    '.eot': 'file',
    '.svg': 'file',
    '.png': 'file',
  },
  logLevel: 'silent',
} satisfies BuildOptions;

interface StoredBundle {
  /** File name of the entry module, in the output folder. */
  entry: string;
}

/** The editor's packages (vendor.ts), and what each module the editor's code imports from them is there. */
const VENDOR_ENTRY = 'scripts/cms/app/vendor.ts';
const FROM_VENDOR: Readonly<Record<string, string>> = {
  'decap-cms-core': 'CMS',
  react: 'React',
  'react-dom': 'ReactDOM',
  'react/jsx-runtime': 'JsxRuntime',
};
/** How the editor's code names the vendor bundle; the import stays in the output, as a file beside it. */
const VENDOR_MODULE = 'admin-vendor';

/** Bundles `entry` (relative to root) into the cache; made again only when a file it was made from changes. */
async function cachedAppBundle(
  root: string,
  name: string,
  entry: string,
  options: BuildOptions,
  salt: string,
): Promise<{ dir: string; entry: string }> {
  const { dir, meta } = await cachedOutput<StoredBundle>({
    root,
    name,
    salt: JSON.stringify([appOptions, options, salt]),
    async make() {
      const { build } = await import('esbuild');
      const outDir = path.join(root, '.cache', 'build', `${name}-out`);
      const result = await build({
        ...appOptions,
        ...options,
        absWorkingDir: root,
        entryPoints: { [name]: entry },
        outdir: outDir,
        metafile: true,
        write: false,
      });
      const entryPoint = entry.split(path.sep).join('/');
      const made = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === entryPoint)?.[0];
      if (!made) throw new Error(`The web editor's ${name} bundle has no entry module.`);
      return {
        files: result.outputFiles.map((file) => ({ path: path.relative(outDir, file.path), contents: file.contents })),
        inputs: [
          ...Object.keys(result.metafile.inputs).filter((input) => !input.includes(':')),
          'package.json',
          'node_modules/esbuild/package.json',
          fileURLToPath(import.meta.url),
        ],
        meta: { entry: path.relative(outDir, path.resolve(root, made)) },
      };
    },
  });
  return { dir, entry: meta.entry };
}

/**
 * Gives the editor's code the vendor bundle's packages: each import of one
 * becomes a small module reading it from the vendor bundle, so that Decap
 * and the previews run on one React. The names each package exports are
 * read from the package itself.
 */
function fromVendor(root: string, vendorFile: string): Plugin {
  const require = createRequire(path.join(root, 'package.json'));
  return {
    name: 'from-vendor',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(${Object.keys(FROM_VENDOR).join('|')})$`) }, (args) => ({
        path: args.path,
        namespace: 'from-vendor',
      }));
      build.onResolve({ filter: new RegExp(`^${VENDOR_MODULE}$`) }, () => ({
        path: `./${vendorFile}`,
        external: true,
      }));
      build.onLoad({ filter: /.*/, namespace: 'from-vendor' }, (args) => {
        const held = FROM_VENDOR[args.path];
        if (args.path === 'decap-cms-core')
          return { contents: `export { ${held} as default, ${held} as DecapCmsCore } from '${VENDOR_MODULE}';` };
        const names = Object.keys(require(args.path) as object).filter(
          (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
        );
        return {
          contents: [
            `import { ${held} as module } from '${VENDOR_MODULE}';`,
            'export default module.default;',
            `export const { ${names.join(', ')} } = module;`,
          ].join('\n'),
        };
      });
    },
  };
}

/**
 * The editor's scripts as the build cache keeps them: the packages (made
 * again only when they change) and the editor's own code with the site's
 * preview templates, whose files sit side by side in one folder.
 */
export async function bundleEditorCode(
  root: string,
  entry: { name: string; file: string },
): Promise<{ dirs: string[]; entry: string }> {
  const vendor = await cachedAppBundle(root, 'admin-vendor', VENDOR_ENTRY, {}, '');
  // Flat, so that every file of it imports the vendor bundle by the same relative name.
  const code = await cachedAppBundle(
    root,
    entry.name,
    entry.file,
    { chunkNames: '[name].[hash]', plugins: [fromVendor(root, vendor.entry)] },
    vendor.entry,
  );
  return { dirs: [vendor.dir, code.dir], entry: code.entry };
}

/** The editor's layout on a phone (app/narrow.css), beside its page. */
const NARROW_CSS = 'narrow.css';

/** The editor's first script (app/frame-guard.ts): it refuses to start the app inside a frame of another page. */
const FRAME_GUARD = { source: 'scripts/cms/app/frame-guard.ts', file: 'frame-guard.js' };

/**
 * The frame guard as the browser runs it: a classic script, compiled and minified. Kept in .cache/build like the
 * bundles: compiling it started esbuild's service on every build, which a build whose bundles are all cached
 * (one page's text edited) otherwise never starts.
 */
async function frameGuardScript(root: string): Promise<string> {
  const { dir } = await cachedOutput({
    root,
    name: 'admin-frame-guard',
    salt: JSON.stringify(browserBundleOptions.target),
    async make() {
      const { transform } = await import('esbuild');
      const source = await readFile(path.join(root, FRAME_GUARD.source), 'utf8');
      const { code } = await transform(source, { loader: 'ts', minify: true, target: browserBundleOptions.target });
      return {
        files: [{ path: FRAME_GUARD.file, contents: code }],
        inputs: [
          FRAME_GUARD.source,
          'package.json',
          'node_modules/esbuild/package.json',
          fileURLToPath(import.meta.url),
        ],
        meta: {},
      };
    },
  });
  return readFile(path.join(dir, FRAME_GUARD.file), 'utf8');
}

/**
 * The editor's page: no index, no referrer, its policy (for hosts that send no headers; where they do, both
 * apply, and they are the same), its layout on a phone, and the frame guard right before the app.
 */
function indexHtml(entry: string, siteName: string, base: string, policy: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>Content editor · ${siteName.replace(/[<&]/g, '')}</title>
<link rel="icon" href="${base}/favicon.ico" sizes="32x32">
<link rel="stylesheet" href="./${NARROW_CSS}">
<script src="./${FRAME_GUARD.file}"></script>
<script type="module" src="./${entry}"></script>
</head>
<body>
<noscript>The content editor needs JavaScript. The site itself works without it.</noscript>
</body>
</html>
`;
}

/** The last configuration written as YAML, by its JSON: the next build of the same site writes the same text. */
let lastConfig: { json: string; yaml: string } | undefined;

/**
 * The editor's configuration as YAML. It is plain JSON data, so the same JSON gives the same YAML; writing its
 * hundred KB takes about 100 ms. A process that builds again (the dev server, the tests) mostly has it already; a
 * new one finds it in .cache/build, kept with the JSON it was written from.
 */
async function configYaml(root: string, config: object): Promise<string> {
  const json = JSON.stringify(config);
  if (lastConfig?.json === json) return lastConfig.yaml;
  const { dir } = await cachedOutput({
    root,
    name: 'admin-config',
    salt: json,
    async make() {
      return {
        files: [{ path: 'config.yml', contents: stringify(config, { lineWidth: 0 }) }],
        inputs: ['package.json', 'node_modules/yaml/package.json', fileURLToPath(import.meta.url)],
        meta: {},
      };
    },
  });
  lastConfig = { json, yaml: await readFile(path.join(dir, 'config.yml'), 'utf8') };
  return lastConfig.yaml;
}

/** Writes /admin/ into outDir; returns the files written, relative to it. */
export async function bundleAdmin(options: AdminBundleOptions): Promise<string[]> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'));
  const [app, config, data, preview] = await Promise.all([
    bundleEditorCode(root, { name: 'admin', file: 'scripts/cms/app/main.tsx' }),
    makeCmsConfig({ root, contentDir, localBackend: options.localBackend }),
    adminData({
      root,
      contentDir,
      publicDir: options.publicDir,
      cssUrl: options.cssUrl,
      localBackend: options.localBackend ? API_PATH : undefined,
      includeDrafts: options.localBackend,
      index: options.index,
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
  for (const dir of app.dirs) {
    for (const file of await listMadeFiles(dir)) {
      await mkdir(path.dirname(path.join(options.outDir, file)), { recursive: true });
      await copyFile(path.join(dir, file), path.join(options.outDir, file));
      written.push(file);
    }
  }
  await write(
    'config.yml',
    `# Made by the build from templates/model and content/. Do not edit: change the schemas or site.yaml.\n${await configYaml(root, withBackend)}`,
  );
  await write('site-data.json', `${JSON.stringify(data)}\n`);
  await write('preview-data.json', `${JSON.stringify(preview)}\n`);
  // Below a folder of its host (SITE_URL=https://example.org/site), the site's icon is there too.
  const base = options.index ? basePathOf(options.index.site.url) : '';
  await write(NARROW_CSS, await readFile(path.join(root, 'scripts', 'cms', 'app', NARROW_CSS)));
  await write(FRAME_GUARD.file, await frameGuardScript(root));
  const policy = adminMetaContentSecurityPolicy(
    options.localBackend ? { local: true } : { editing: options.index?.site.editing ?? (await editingOf(contentDir)) },
  );
  await write('index.html', indexHtml(app.entry, data.siteName, base, policy));
  return written.sort();
}
