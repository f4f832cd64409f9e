/**
 * The site as the dev server holds it in memory: the last valid content
 * model, the current content problems, the render code, the assets and the
 * cache of rendered pages. `apply` brings it up to date after a batch of
 * changes and says which open pages must reload.
 */
import type { ContentProblem } from '../../problems/errors';
import { loadContent } from '../../render/load-checked-content';
import type { SiteModel } from '../../content/model';
import type { RenderInput } from '../../render/render';
import { DevAssets, type AssetDirs } from './assets';
import { ContentCache } from '../../content/content-cache';
import { PageCache } from './page-cache';
import { readFailureProblem } from './read-failure';
import type { Renderer } from './renderer';
import type { ChangeKind } from './watch';

/** What the tabs are told after a change. */
export type DevEvent =
  /** Pages to reload: their routes, or every page. `state`: whether the site is whole now (valid content, working code). */
  | { type: 'reload'; routes: string[] | 'all'; state: 'ok' | 'error' }
  /** The stylesheet changed: swap it without reloading. */
  | { type: 'css'; href: string };

export interface DevSiteOptions extends AssetDirs {
  siteUrl?: string | undefined;
  formsEndpoint?: string | undefined;
  /** Bundles and imports the render code as it is on disk. */
  loadRenderer: () => Promise<Renderer>;
}

/** A failure of the code (a template that does not compile, a bundle, the styles): shown on every page. */
export interface CodeFailure {
  stage: string;
  error: unknown;
}

export class DevSite {
  /** The last content model that was valid (what pages are rendered from). */
  model: SiteModel | undefined;
  /** Problems of the content as it is now; none when it is valid. */
  problems: ContentProblem[] = [];
  renderer: Renderer | undefined;
  readonly pages = new PageCache();
  readonly assets: DevAssets;
  /** Goes up with every change that reloads pages; each page carries the version it shows. */
  version = 0;
  /** The version at which each route (or every route) last had to reload. */
  private readonly reloadedAt = new Map<string, number>();
  private allReloadedAt = 0;
  private readonly failures = new Map<string, unknown>();
  private readonly contentCache = new ContentCache();
  private readonly year = new Date().getFullYear();

  constructor(private readonly options: DevSiteOptions) {
    this.assets = new DevAssets(options);
  }

  /** The project's folder (templates/, islands/, scripts/). */
  get root(): string {
    return this.options.root;
  }

  /** The first failure of the code, if any. */
  get failure(): CodeFailure | undefined {
    const [first] = this.failures;
    return first ? { stage: first[0], error: first[1] } : undefined;
  }

  renderInput(model: SiteModel): RenderInput {
    return { model, assets: this.assets.forPages, year: this.year };
  }

  async start(): Promise<void> {
    await Promise.all([
      this.attempt('render code', async () => {
        this.renderer = await this.options.loadRenderer();
      }),
      this.attempt('islands', () => this.assets.bundleIslands()),
      this.attempt('styles', async () => {
        await this.assets.buildStyles(true);
      }),
      this.loadContent(),
    ]);
    await this.makeImages(true);
  }

  /** Brings everything up to date after a batch of changes; returns what to tell the open pages. */
  async apply(kinds: ReadonlySet<ChangeKind>): Promise<DevEvent[]> {
    const code = kinds.has('templates') || kinds.has('islands');
    const wasValid = this.problems.length === 0;
    const problemsBefore = JSON.stringify(this.problems);
    const failuresBefore = this.failures.size;
    let cssHref: string | undefined;
    const dropped = new Set<string>();
    let all = code || kinds.has('public') || kinds.has('images');

    await Promise.all([
      code &&
        this.attempt('render code', async () => {
          this.renderer = await this.options.loadRenderer();
        }),
      kinds.has('islands') && this.attempt('islands', () => this.assets.bundleIslands()),
      (code || kinds.has('styles')) &&
        this.attempt('styles', async () => {
          cssHref = await this.assets.buildStyles(kinds.has('styles'));
        }),
      (kinds.has('content') || kinds.has('public') || kinds.has('images')) &&
        this.loadContent().then((routes) => {
          for (const route of routes) dropped.add(route);
        }),
    ]);
    if ((kinds.has('content') || kinds.has('images')) && (await this.makeImages(kinds.has('images')))) all = true;
    // Pages name the stylesheet by its version: a new one needs them rendered again (the open ones swap it in place).
    if (code || kinds.has('images') || cssHref) this.pages.clear();

    const valid = this.problems.length === 0;
    if (valid !== wasValid || (!valid && JSON.stringify(this.problems) !== problemsBefore)) all = true;
    if (this.failures.size > 0 || failuresBefore > 0) all = true;
    const state = valid && this.failures.size === 0 ? 'ok' : 'error';
    if (all) {
      this.allReloadedAt = ++this.version;
      return [{ type: 'reload', routes: 'all', state }];
    }
    const events: DevEvent[] = [];
    if (dropped.size > 0) {
      this.version += 1;
      for (const route of dropped) this.reloadedAt.set(route, this.version);
      events.push({ type: 'reload', routes: [...dropped], state });
    }
    if (cssHref) events.push({ type: 'css', href: cssHref });
    return events;
  }

  /** Whether a page of `route` showing `version` of the site has changed since (it missed a reload). */
  changedSince(route: string, version: number): boolean {
    return Math.max(this.allReloadedAt, this.reloadedAt.get(route) ?? 0) > version;
  }

  /** Loads the content; on success drops the pages it changes and returns their routes. */
  private async loadContent(): Promise<string[]> {
    return (
      (await this.attempt('content', async () => {
        try {
          const model = await loadContent({ ...this.options, cache: this.contentCache, includeDrafts: true });
          this.problems = [];
          this.model = model;
          return this.pages.update(model);
        } catch (error) {
          const unread = readFailureProblem(error, this.options.root);
          const problems = contentProblemsOf(error) ?? (unread && [unread]);
          if (!problems) throw error;
          this.problems = problems;
          return [];
        }
      })) ?? []
    );
  }

  /**
   * Makes the pictures the valid content shows (when they changed, or `force`);
   * a picture whose file is missing is a content problem. Returns whether it ran.
   */
  private async makeImages(force: boolean): Promise<boolean> {
    const model = this.model;
    if (!model || this.problems.length > 0) return false;
    try {
      const ran = await this.assets.buildImages(model, force);
      this.failures.delete('images');
      return ran;
    } catch (error) {
      const problems = contentProblemsOf(error);
      if (problems) this.problems = problems;
      else this.failures.set('images', error);
      return true;
    }
  }

  /** Runs one stage, noting its failure (shown on every page) or clearing an old one. */
  private async attempt<T>(stage: string, run: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await run();
      this.failures.delete(stage);
      return result;
    } catch (error) {
      this.failures.set(stage, error);
      return undefined;
    }
  }
}

/**
 * The problems of an editor's mistake (a ContentError), or undefined for any
 * other error. Told by shape, as the images code of a scratch project has
 * its own copy of the error classes.
 */
function contentProblemsOf(error: unknown): ContentProblem[] | undefined {
  if (!(error instanceof Error) || error.name !== 'ContentError' || !('problems' in error)) return undefined;
  return Array.isArray(error.problems) ? (error.problems as ContentProblem[]) : undefined;
}
