/**
 * The one walk of the real site in Chromium: every page of the served build
 * (the sitemap's, the 404 page and /thank-you), loaded once, in one tab, at
 * 320 px (where nothing may scroll sideways), phone width and then widened to desktop width. The pages are dealt to a
 * few test files (shards), which vitest runs side by side. At each width: islands
 * hydrated, no axe-core violation, no
 * Content-Security-Policy violation (the preview server applies
 * dist/_headers as a static host would), the fixed elements (floating chat
 * button, sticky bar) cover nothing at the end of the page and at each form,
 * no CSS casing, no email address broken inside its name or domain, no
 * console problem and no request leaving the machine. Islands hydrating at
 * desktop width are the mechanism tests' (header, toast, package builder,
 * kit accordion at 1280 px).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { axeInEveryDocument, axeViolations } from './axe';
import { DESKTOP, PHONE, preparePage, waitForPageReady, type OpenedPage } from './browser';
import { newTestContext } from './run/chromium';
import { fixedElementFindings } from './fixed-elements';
import { waitForIsland } from './islands';
import { formsInMain, readHtml, sitemapRoutes } from './site';

/** Every page the walk visits. */
export const WALKED_ROUTES = [...(await sitemapRoutes()), '/404.html', '/thank-you'];

const NARROWEST = { width: 320, height: 640 };

/** How many test files share the walk (tests/browser/walk/spine-walk-*.test.ts). */
export const SHARDS = 3;

/**
 * The pages of each shard. A page's checks cost about as much as its HTML is
 * long, so the pages are dealt longest first, back and forth (1 2 3 3 2 1 …),
 * for shards that take about as long as each other.
 */
const sizes = new Map(
  await Promise.all(WALKED_ROUTES.map(async (route) => [route, (await readHtml(route)).length] as const)),
);
const bySize = [...WALKED_ROUTES].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
const shardOf = (index: number) => {
  const round = Math.floor(index / SHARDS);
  const place = index % SHARDS;
  return round % 2 === 0 ? place : SHARDS - 1 - place;
};
const site = parse(await readFile(path.resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as {
  chat: { url: string };
};

type CspWindow = Window & { cspViolations: string[] };

/** Call at the top of a test file: one test per route of shard `shard` (0 to SHARDS - 1) of the built site. */
export function walkPages(shard: number): void {
  const routes = bySize.filter((_, index) => shardOf(index) === shard);
  describe(`pages ${shard + 1} of every ${SHARDS}, at ${PHONE.width} px and then ${DESKTOP.width} px`, () => {
    let tab: OpenedPage;
    let inFlight = 0;
    let formsSeen = 0;
    let closeContext = async () => {};
    beforeAll(async () => {
      const context = await newTestContext();
      closeContext = () => context.close();
      tab = await preparePage(context, PHONE);
      // Transitions play no part in what is checked: each position is read at rest.
      await tab.page.emulateMedia({ reducedMotion: 'reduce' });
      await tab.page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as CspWindow).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await axeInEveryDocument(tab.page);
      tab.page.on('request', () => inFlight++);
      tab.page.on('requestfinished', () => inFlight--);
      tab.page.on('requestfailed', () => inFlight--);
    });
    afterAll(async () => {
      await closeContext();
    });

    it.each(routes)('%s', async (route) => {
      const { page, problems, externalRequests } = tab;
      problems.length = 0;
      externalRequests.length = 0;
      // 320 px (a phone at 200 % zoom): the page reflows, nothing scrolls sideways.
      await page.setViewportSize(NARROWEST);
      await page.goto(`${inject('siteUrl')}${route}`, { waitUntil: 'load' });
      await waitForPageReady(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'width at 320 px').toBe(NARROWEST.width);
      await page.setViewportSize(PHONE);
      for (const viewport of [PHONE, DESKTOP]) {
        if (viewport !== PHONE) {
          await page.setViewportSize(viewport);
          await page.evaluate(() => window.scrollTo(0, 0));
          // The page has laid itself out at the new width once two frames have been drawn.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
        }
        // Every rule at both widths: nearly all of them can answer differently at 1280 px. color-contrast,
        // link-in-text-block and scrollable-region-focusable read the layout and the colours; every rule that
        // skips what assistive technology cannot reach (most of them) or asks whether text shows or an element
        // takes focus (link-name, button-name, region, heading-order, aria-hidden-focus...) reads which elements
        // show, and the site shows and hides elements by width (the header's menus, grids at sm, md and lg).
        // Only the rules of the markup alone cannot (accesskeys, area-alt, aria-allowed-role, aria-hidden-body,
        // duplicate-id-aria, the meta and html rules, document-title); leaving them out at 1280 px saved nothing
        // measurable (3.8 against 3.7 CPU-s of Chromium for seven of the longest pages).
        expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
        if (await page.locator('[data-island="StickyBar"]').count()) await waitForIsland(page, 'StickyBar');
        const { found, forms } = await fixedElementFindings(page, `${route} at ${viewport.width} px`, site.chat.url);
        if (viewport === PHONE) formsSeen += forms;
        expect(found).toEqual([]);
      }
      // Scrolled to the end, every lazy picture and island has asked for what it needs: all of it has arrived.
      await expect.poll(() => inFlight).toBe(0);
      expect(await page.evaluate(() => (window as unknown as CspWindow).cspViolations)).toEqual([]);
      expect(problems).toEqual([]);
      expect(externalRequests).toEqual([]);
    });

    it('has seen the forms of its pages, every one the built pages hold', async () => {
      let built = 0;
      for (const route of routes) built += formsInMain(await readHtml(route));
      expect(formsSeen).toBe(built);
    });
  });
}
