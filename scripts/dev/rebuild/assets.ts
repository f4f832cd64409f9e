/**
 * The files a page loads, made for the dev server into its own folder: the
 * islands bundle (as in a build), the stylesheet (one fixed address, not
 * minified) and the images made from content/images.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Assets } from '../../../templates/context';
import { bundleIslands } from '../../assets/bundle';
import type { SiteModel } from '../../content/model';
import { createDevStyles } from './styles';

/** The stylesheet of the dev server; pages name it with ?v=<version of its text>. */
export const DEV_CSS_URL = '/assets/site.css';

type ImagesModule = typeof import('../../assets/images');

export interface AssetDirs {
  root: string;
  contentDir: string;
  publicDir: string;
  /** Where the made files go; served before public/. */
  outDir: string;
}

/** Every picture a model shows, as one comparable text (source and size). */
export function picturesKey(model: SiteModel): string {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.source === 'string' && typeof record.width === 'number' && typeof record.height === 'number') {
        found.add(`${record.source}@${record.width}x${record.height}`);
      } else Object.values(record).forEach(walk);
    }
  };
  for (const page of [...model.pages, ...(model.notFound ? [model.notFound] : [])]) walk(page.data.blocks);
  return [...found].sort().join('\n');
}

export class DevAssets {
  private boot = '';
  private islandChunks = new Map<string, string[]>();
  private cssVersion = '';
  private madeFor: string | undefined;
  private readonly styles;

  constructor(private readonly dirs: AssetDirs) {
    this.styles = createDevStyles(dirs.root);
  }

  /** What templates need to link the assets. */
  get forPages(): Assets {
    return {
      css: `${DEV_CSS_URL}?v=${this.cssVersion}`,
      boot: this.boot,
      preloadsFor: (names) => [...new Set(names.flatMap((name) => this.islandChunks.get(name) ?? []))],
    };
  }

  async bundleIslands(): Promise<void> {
    const bundle = await bundleIslands({ root: this.dirs.root, outDir: this.dirs.outDir });
    this.boot = bundle.boot;
    this.islandChunks = bundle.islandChunks;
  }

  /** Compiles the stylesheet; returns its address with a version, or undefined when it did not change. */
  async buildStyles(full: boolean): Promise<string | undefined> {
    const css = await this.styles.build(full);
    const version = createHash('sha256').update(css).digest('hex').slice(0, 10);
    if (version === this.cssVersion) return undefined;
    this.cssVersion = version;
    const file = path.join(this.dirs.outDir, DEV_CSS_URL.slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, css);
    return `${DEV_CSS_URL}?v=${version}`;
  }

  /**
   * Makes the images the model's pages show, when they differ from the last
   * time or `force` (an image file changed). Returns whether it ran.
   */
  async buildImages(model: SiteModel, force: boolean): Promise<boolean> {
    const key = picturesKey(model);
    if (!force && key === this.madeFor) return false;
    // The module the render code uses, so the images it looks up are the ones made here.
    const images = (await import(
      pathToFileURL(path.join(this.dirs.root, 'scripts', 'assets', 'images.ts')).href
    )) as ImagesModule;
    const pages = model.notFound ? [...model.pages, model.notFound] : model.pages;
    this.madeFor = undefined;
    await images.buildImages({ ...this.dirs, pictures: images.picturesOf(pages) });
    this.madeFor = key;
    return true;
  }
}
