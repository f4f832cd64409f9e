/** Warnings about a page's front matter, said where the fix goes. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../../scripts/render/load-checked-content';
import { contentProblemsOf, loadOptionsOf } from '../support/content-problems';
import { copyFixture, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

it("says a page without description shows site.yaml's, and never that the page's description is too long", async () => {
  const blurb = 'A consultancy in Harare for compliance, websites and hosting, IT services and NGO support, '.repeat(2);
  await site.edit('site.yaml', (text) => text.replace(/^description: .*$/m, `description: ${blurb.trim()}`));
  await site.edit('pages/about.md', (text) => text.replace(/^description: .*\n/m, ''));
  const { warnings } = await loadContent(loadOptionsOf(site));
  expect(
    warnings.map((warning) => `${warning.title} at ${warning.location.file}:${warning.location.line}: ${warning.hint}`),
  ).toEqual([
    'Page without description at content/pages/about.md:2: Add a line description: under the title, saying what this page offers; search results show it under the title.',
  ]);
  expect(warnings[0]!.found).toContain(`site.yaml's: "${blurb.slice(0, 60)}…"`);
});

it('stops at a site without 404.md: it would ship no page for addresses that lead nowhere', async () => {
  await rm(path.join(site.contentDir, 'pages', '404.md'));
  const problems = await contentProblemsOf(site);
  expect(
    problems.map(
      (problem) => `${problem.severity ?? 'error'}: ${problem.title} at ${problem.location.file}: ${problem.hint}`,
    ),
  ).toEqual([
    "error: No page for addresses that do not exist at content/pages/404.md: Restore 404.md (git restore content/pages/404.md), or write one: a title, a line saying the page is not there, and links to the site's main pages.",
  ]);
});

it('stops at a 404.md marked draft, at its draft line: a build leaves drafts out', async () => {
  await site.edit('pages/404.md', (text) => text.replace(/^sitemap: false$/m, 'sitemap: false\ndraft: true'));
  const problems = await contentProblemsOf(site);
  expect(
    problems.map(
      (problem) =>
        `${problem.title} at ${problem.location.file}:${problem.location.line} (${problem.field}): ${problem.hint}`,
    ),
  ).toEqual([
    'No page for addresses that do not exist at content/pages/404.md:5 (draft): Delete the line draft: true (or write draft: false); 404.md is the only page the site shows at an address that leads nowhere.',
  ]);
  // The development server shows drafts, 404.md among them.
  const { warnings } = await loadContent(loadOptionsOf(site, { includeDrafts: true }));
  expect(warnings).toEqual([]);
});

it('says a title of a paragraph is too long, at the title', async () => {
  const long = 'Company registration, tax clearance, PRAZ supplier registration and NSSA compliance '.repeat(2).trim();
  await site.edit('pages/about.md', (text) => text.replace(/^title: .*$/m, `title: ${long}`));
  const { warnings } = await loadContent(loadOptionsOf(site));
  expect(warnings.map((warning) => `${warning.title} at ${warning.location.file}:${warning.location.line}`)).toEqual([
    'Title too long at content/pages/about.md:2',
  ]);
  expect(warnings[0]!.found).toBe(`${long.length} characters, starting "${long.slice(0, 40)}…"`);
});
