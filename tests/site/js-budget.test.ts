/**
 * JavaScript budgets of GUIDE section 4, measured on the build of this test
 * run: each page's scripts, gzip, at most 10 KB where all its islands are
 * site-wide and at most 25 KB on any page, the heaviest included. The same
 * measure writes reports/js-budget.json in a normal build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { siteWideIslandNames } from '../../scripts/assets/islands';
import {
  islandsIn,
  JS_BUDGET,
  jsReport,
  overBudget,
  scriptsIn,
  type JsReport,
} from '../../scripts/assets/asset-report';
import { publicPageFiles } from '../../scripts/output/page-files';

let report: JsReport;
const distDir = () => inject('distDir');
const siteWide = siteWideIslandNames(path.resolve(import.meta.dirname, '../..'));
const gzipOf = async (url: string) => gzipSync(await readFile(path.join(distDir(), url)), { level: 9 }).length;

beforeAll(async () => {
  report = await jsReport(distDir(), siteWide);
});

describe('JavaScript per page', () => {
  it('measures every page of the build', async () => {
    const html = await publicPageFiles(distDir());
    expect(report.pages).toHaveLength(html.length);
    expect(report.pages.map((page) => page.route)).toContain('/');
    expect(report.pages.map((page) => page.route)).toContain('/404');
  });

  it('keeps pages with only site-wide islands at or under 10 KB gzip', () => {
    const pages = report.pages.filter((page) => page.siteWideOnly);
    expect(pages.map((page) => page.route)).toContain('/about');
    expect(
      pages.filter((page) => page.gzip > JS_BUDGET.siteWideOnly).map((page) => `${page.route}: ${page.gzip} bytes`),
    ).toEqual([]);
  });

  it('keeps every page, the heaviest included, at or under 25 KB gzip', () => {
    expect(Math.max(...report.pages.map((page) => page.gzip))).toBeLessThanOrEqual(JS_BUDGET.anyPage);
    expect(overBudget(report)).toEqual([]);
  });

  // The weight pages had before inputs were replayed and forms learnt to wait for the network: those
  // features were paid for elsewhere (styles moved into the stylesheet), and no page may grow past it. Lowered
  // as pages lose weight (the heaviest, once the forms took turns across tabs and the intake form's words came
  // from its HTML), never raised.
  it('keeps each page at or under its weight before input replay and offline forms', () => {
    const WEIGHT_BEFORE = { siteWideOnly: 9_579, heaviest: 18_524 };
    const heavier = report.pages
      .filter((page) => page.gzip > (page.siteWideOnly ? WEIGHT_BEFORE.siteWideOnly : WEIGHT_BEFORE.heaviest))
      .map((page) => `${page.route}: ${page.gzip} bytes`);
    expect(heavier).toEqual([]);
  });

  it('counts every script a page names, the chunks of its islands, and their real sizes', async () => {
    const names = siteWide;
    for (const page of report.pages) {
      const file =
        page.route === '/404' ? '404.html' : page.route === '/' ? 'index.html' : `${page.route.slice(1)}/index.html`;
      const html = await readFile(path.join(distDir(), file), 'utf8');
      expect(page.islands, file).toEqual(islandsIn(html).sort());
      expect(page.siteWideOnly, file).toBe(page.islands.every((name) => names.includes(name)));
      for (const script of scriptsIn(html)) expect(page.files, `${file} loads ${script}`).toContain(script);
      for (const name of page.islands.filter((island) => !names.includes(island))) {
        // Islands that hydrate on idle or when visible are counted as well.
        expect(report.islands[name]?.files.length, name).toBeGreaterThan(0);
        for (const url of report.islands[name]?.files ?? []) expect(page.files, `${file}: ${name}`).toContain(url);
      }
      let total = 0;
      for (const url of page.files) total += await gzipOf(url);
      expect(page.gzip, file).toBe(total);
    }
  });

  it('counts the hooks runtime only where an island needs it', () => {
    const about = report.pages.find((page) => page.route === '/about');
    const withHooks = Object.entries(report.islands).filter(([name]) => name !== 'ComingSoonButton');
    expect(withHooks.length).toBeGreaterThan(0);
    for (const [name, island] of withHooks)
      expect(
        island.files.some((url) => !about?.files.includes(url)),
        name,
      ).toBe(true);
  });

  it('flags a page over its budget, so the checks above can fail', () => {
    const page = { route: '/heavy', islands: [], siteWideOnly: true, budget: JS_BUDGET.siteWideOnly, files: [] };
    expect(overBudget({ pages: [{ ...page, gzip: JS_BUDGET.siteWideOnly }] })).toEqual([]);
    expect(overBudget({ pages: [{ ...page, gzip: JS_BUDGET.siteWideOnly + 1 }] })).toEqual([
      '/heavy: 10241 bytes (budget 10240)',
    ]);
  });
});
