/**
 * The answer for a page address: the rendered page with the live-reload
 * client; the content problems over the last good page; or the error
 * screen when the page's template threw.
 */
import { renderScreen, screenDocument, ContentOverlay, ErrorScreen } from './screens';
import { injectClient, injectOverlay } from './inject';
import type { DevSite } from './rebuild/dev-site';
import type { Page } from '../content/model';
import { templateErrorOf } from '../problems/report-failure';

export interface PageResponse {
  status: number;
  html: string;
}

/** `/about/`, `/about/index.html` and `/about.html` are all the page /about. */
export function routeOfPath(urlPath: string): string {
  const route = urlPath
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return route === '' ? '/' : route;
}

/** The page a route shows, if the model has one. */
export function findPage(site: DevSite, route: string): Page | undefined {
  const model = site.model;
  if (!model) return undefined;
  return model.pages.find((page) => page.route === route) ?? (route === '/404' ? model.notFound : undefined);
}

function errorScreen(site: DevSite, route: string, error: unknown): PageResponse {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const message = error instanceof Error ? error.message : String(error);
  const { stack, origin } =
    cause instanceof Error ? templateErrorOf(cause, site.root) : { stack: undefined, origin: undefined };
  return {
    status: 500,
    html: screenDocument(
      'Unexpected Application Error!',
      <ErrorScreen route={route} message={message} stack={stack} origin={origin} />,
      route,
      site.version,
    ),
  };
}

/** Renders a page from the model (cached), or the error screen when it throws. */
function rendered(site: DevSite, page: Page): { html: string } | { error: unknown } {
  if (!site.model || !site.renderer) return { error: new Error('The render code is not loaded.') };
  try {
    return { html: site.pages.html(site.renderer, site.renderInput(site.model), page) };
  } catch (error) {
    return { error };
  }
}

/** The response for a page address; `page` undefined means the URL is unknown (the 404 page). */
export function respondPage(site: DevSite, requested: string, page: Page | undefined): PageResponse {
  const shown = page ?? site.model?.notFound;
  const route = shown?.route ?? requested;
  if (site.problems.length > 0) {
    const base = shown ? rendered(site, shown) : undefined;
    if (base && 'html' in base) {
      const overlay = renderScreen(<ContentOverlay problems={site.problems} overPage />);
      return { status: 500, html: injectOverlay(injectClient(base.html, route, site.version), overlay) };
    }
    return {
      status: 500,
      html: screenDocument(
        'Content problems',
        <ContentOverlay problems={site.problems} overPage={false} />,
        route,
        site.version,
      ),
    };
  }
  const failure = site.failure;
  if (failure) return errorScreen(site, requested, failure.error);
  if (!shown)
    return {
      status: 404,
      html: screenDocument('Not found', <p>No page here, and the site has no 404 page.</p>, route, site.version),
    };
  const result = rendered(site, shown);
  if ('error' in result) return errorScreen(site, requested, result.error);
  return { status: page ? 200 : 404, html: injectClient(result.html, route, site.version) };
}
