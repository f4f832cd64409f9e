/**
 * Pages rendered with a shared site chrome are byte for byte the pages
 * renderPage gives, their first screen's inline style included: the real
 * content plus a group with more pages than its menus show, whose later
 * pages share the chrome.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildImages, picturesOf } from '../../scripts/assets/images';
import { loadContent } from '../../scripts/render/load-checked-content';
import type { SiteModel } from '../../scripts/content/model';
import { textOf } from '../../scripts/output/output';
import { renderPage, type RenderInput } from '../../scripts/render/render';
import { createPageRenderer } from '../../scripts/render/shared-chrome';
import { createFirstScreenStyles } from '../../scripts/render/first-screen';
import { compileStyles } from '../../scripts/assets/style';
import { PROJECT_ROOT } from '../support/fixture';

/** Real service pages copied into one group, so it has more pages than its menus show. */
const SOURCES = [
  'website-design/web-hosting.md',
  'it-services/connected-futures-kit.md',
  'compliance/praz-registration.md',
  'ngo-centre/proposal-writing.md',
];
const EXTRA = 14;
let dir: string;
let model: SiteModel;
let input: RenderInput;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shared-chrome-'));
  const contentDir = path.join(dir, 'content');
  await cp(path.join(PROJECT_ROOT, 'content'), contentDir, { recursive: true });
  for (let index = 0; index < EXTRA; index += 1) {
    const text = await readFile(path.join(contentDir, 'pages', SOURCES[index % SOURCES.length]!), 'utf8');
    const renamed = text
      .replace(/^order: .*\n/m, '')
      .replace(/^title: .*$/m, `title: Extra service ${index}\norder: ${100 + index}`);
    await writeFile(path.join(contentDir, 'pages', 'website-design', `extra-${index}.md`), renamed);
  }
  const publicDir = path.join(PROJECT_ROOT, 'public');
  model = await loadContent({ root: dir, contentDir, publicDir });
  await buildImages({
    root: PROJECT_ROOT,
    contentDir,
    publicDir,
    outDir: path.join(dir, 'out'),
    pictures: picturesOf([...model.pages, ...(model.notFound ? [model.notFound] : [])]),
  });
  input = {
    model,
    year: 2031,
    assets: {
      css: '/assets/site.css',
      boot: '/assets/boot.js',
      preloadsFor: (names) => names.map((name) => `/assets/${name}.js`),
    },
    // As in a build: each first screen's rules inline, cut from the site's stylesheet.
    firstScreen: createFirstScreenStyles(await compileStyles(PROJECT_ROOT)),
  };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Where two pages first differ, with some context, or undefined when they are the same. */
function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  return `at ${index}:\n  shared: ${a.slice(Math.max(0, index - 80), index + 80)}\n  alone:  ${b.slice(Math.max(0, index - 80), index + 80)}`;
}

it('gives every page exactly what renderPage gives, and shares the chrome of the pages menus do not list', () => {
  const pages = [...model.pages, ...(model.notFound ? [model.notFound] : [])];
  const renderer = createPageRenderer(input);
  for (const page of pages) {
    const alone = renderPage(input, page);
    expect(alone, page.route).toMatch(/<head>[\s\S]*<style>[\s\S]{1000,}<\/style>[\s\S]*<\/head>/);
    expect(firstDifference(textOf(renderer.render(page)), alone), page.route).toBeUndefined();
  }
  // The group's pages past the first eight share a chrome per layout, once two of them made the template.
  const later = model.groups.find((candidate) => candidate.id === 'website-design')!.pages.slice(8);
  const layouts = new Set(later.map((page) => page.layout));
  expect(layouts.size).toBe(2);
  expect(renderer.spliced).toBe(later.length - 2 * layouts.size);
});
