/**
 * Mounts one island component on a test-only page, outside the public site:
 * the component is rendered by React here, its browser bundle is built with
 * the site's island settings, and the page is served from a temporary
 * folder with the site's stylesheet. The browser then hydrates it with Preact.
 */
import { build } from 'esbuild';
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { inject } from 'vitest';
import { clientOptions } from '../../scripts/assets/bundle';
import { startServer } from '../../scripts/serve/static-server';

export interface Harness {
  url: string;
  close: () => Promise<void>;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const bundles = new Map<string, Promise<string>>();

/** The browser bundle that hydrates `modulePath`'s default export: built once per module, whatever the props. */
function harnessBundle(modulePath: string): Promise<string> {
  let bundle = bundles.get(modulePath);
  if (!bundle) {
    bundle = build({
      ...clientOptions,
      stdin: {
        contents: [
          `import { h, hydrate } from 'preact';`,
          `import Component from ${JSON.stringify(modulePath)};`,
          `const root = document.getElementById('root');`,
          `hydrate(h(Component, JSON.parse(root.dataset.props)), root);`,
          `root.dataset.hydrated = 'true';`,
        ].join('\n'),
        resolveDir: path.dirname(modulePath),
        loader: 'tsx',
      },
      absWorkingDir: path.resolve(import.meta.dirname, '../..'),
      outfile: 'harness.js',
      write: false,
    }).then((result) => {
      const script = result.outputFiles.find((file) => file.path.endsWith('.js'));
      if (!script) throw new Error(`esbuild made no script for ${modulePath}`);
      return script.text;
    });
    bundles.set(modulePath, bundle);
  }
  return bundle;
}

/** Serves a page holding `modulePath`'s default export rendered with `props`, hydrated once loaded. */
export async function startHarness<P extends object>(options: {
  modulePath: string;
  props: P;
  title: string;
}): Promise<Harness> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'island-harness-'));
  const module = (await import(options.modulePath)) as { default: ComponentType<P> };
  const markup = renderToStaticMarkup(createElement(module.default, options.props));

  await writeFile(path.join(dir, 'harness.js'), await harnessBundle(options.modulePath));

  const assets = path.join(inject('distDir'), 'assets');
  const css = (await readdir(assets)).find((file) => file.endsWith('.css'));
  if (css) await copyFile(path.join(assets, css), path.join(dir, 'site.css'));
  await writeFile(
    path.join(dir, 'index.html'),
    [
      '<!doctype html><html lang="en"><head><meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      // No favicon to ask for: the harness serves only the island, and a 404 would count as a console problem.
      `<title>${options.title}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/site.css">`,
      '<script type="module" src="/harness.js"></script></head>',
      `<body class="bg-white font-sans text-ink-900"><main class="mx-auto max-w-md p-4"><h1 class="text-xl font-bold">${options.title}</h1>`,
      `<div id="root" data-props="${escapeAttribute(JSON.stringify(options.props))}">${markup}</div>`,
      '</main></body></html>',
    ].join(''),
  );
  const server = await startServer({ dir, port: 0 });
  return {
    url: `${server.url}/`,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
