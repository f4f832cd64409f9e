/**
 * The render stage: every page of the model to its HTML file. Started right
 * after the content loads, so that what it needs before the first page
 * (the page renderer, and for a large site the workers) is made while the
 * images, scripts and styles are.
 */
import type { Assets } from '../../templates/context';
import type { Page, SiteModel } from './model';
import { createWriter, htmlFileOf } from './output';
import { createPageRenderer } from './shared-chrome';

/** The built scripts and styles the pages refer to. */
export interface SiteAssets {
  css: string;
  boot: string;
  /** Module files of each island, to preload where it hydrates on load. */
  islandChunks: ReadonlyMap<string, readonly string[]>;
}

export interface RenderOptions {
  assets: SiteAssets;
  year: number;
  outDir: string;
}

export interface SiteRenderer {
  /** Renders and writes every page; resolves to the file written for each route (the 404 page aside). */
  render: (options: RenderOptions) => Promise<Map<string, string>>;
  /** Releases what the renderer holds; safe to call more than once. */
  close: () => Promise<void>;
}

/** The pages of a build and their files: every route, then the 404 page. */
export function pageFiles(model: SiteModel): Array<{ page: Page; file: string }> {
  const files = model.pages.map((page) => ({ page, file: htmlFileOf(page.route) }));
  if (model.notFound) files.push({ page: model.notFound, file: '404.html' });
  return files;
}

export function preloadsFrom(islandChunks: ReadonlyMap<string, readonly string[]>): Assets['preloadsFor'] {
  return (names) => [...new Set(names.flatMap((name) => islandChunks.get(name) ?? []))];
}

export function startRenderer({ model }: { root: string; model: SiteModel }): SiteRenderer {
  return {
    async render({ assets, year, outDir }) {
      const renderer = createPageRenderer({
        model,
        year,
        assets: { css: assets.css, boot: assets.boot, preloadsFor: preloadsFrom(assets.islandChunks) },
      });
      const writer = createWriter(outDir);
      const written = new Map<string, string>();
      for (const { page, file } of pageFiles(model)) {
        await writer.write(file, renderer.render(page));
        if (page !== model.notFound) written.set(page.route, file);
      }
      await writer.flush();
      return written;
    },
    close: async () => {},
  };
}
