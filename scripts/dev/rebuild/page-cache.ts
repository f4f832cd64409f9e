/**
 * Rendered pages kept between requests, each with what its render read from
 * the model, so an edit drops exactly the pages whose HTML can change.
 * Counts every render, for tests and the benchmark.
 */
import type { Page, SiteModel } from '../../content/model';
import type { RenderInput } from '../../render/render';
import type { Renderer } from './renderer';
import { readsChecker, trackReads, type Reads } from '../../render/track-reads';

interface Entry {
  html: string;
  /** The rendered page as data: any change to it re-renders it. */
  own: string;
  reads: Reads;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** Renders per route since the server started. */
  readonly renders = new Map<string, number>();

  /** The page's HTML, from the cache or rendered now (which may throw). */
  html(renderer: Renderer, input: RenderInput, page: Page): string {
    const cached = this.entries.get(page.route);
    if (cached) return cached.html;
    this.renders.set(page.route, (this.renders.get(page.route) ?? 0) + 1);
    const tracked = trackReads(input.model, page);
    const html = renderer.renderPage({ ...input, model: tracked.model }, tracked.page);
    this.entries.set(page.route, { html, own: JSON.stringify(page), reads: tracked.reads });
    return html;
  }

  /** Whether a page is rendered and cached. */
  has(route: string): boolean {
    return this.entries.has(route);
  }

  /** Drops the pages a new model changes (their own data or anything they read); returns their routes. */
  update(model: SiteModel): string[] {
    const pages = new Map(model.pages.map((page) => [page.route, page]));
    if (model.notFound) pages.set(model.notFound.route, model.notFound);
    const unchanged = readsChecker(model);
    const dropped: string[] = [];
    for (const [route, entry] of this.entries) {
      const page = pages.get(route);
      if (page && JSON.stringify(page) === entry.own && unchanged(entry.reads)) continue;
      this.entries.delete(route);
      dropped.push(route);
    }
    return dropped;
  }

  /** Drops every page (the templates or assets changed); returns their routes. */
  clear(): string[] {
    const routes = [...this.entries.keys()];
    this.entries.clear();
    return routes;
  }
}
