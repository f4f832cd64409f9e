/**
 * Links written with the site's own address (copied from the browser's
 * address bar): checked as links inside the site, with "did you mean" for a
 * page that does not exist, and written into the page as its site path.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/problems/format-problems';
import { meantRoute } from '../../scripts/content/links/meant-route';
import { renderMarkdown } from '../../scripts/render/markdown-html';
import { ownSiteOf, ownSitePath, servedHref } from '../../templates/model/own-site';
import { contentProblemsOf } from '../support/content-problems';
import { copyFixture, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

const own = ownSiteOf(['https://fixture.example.org']);

describe("the site's own address", () => {
  it('is read with or without www, over https or http, as the site path it leads to', () => {
    expect(ownSitePath('https://fixture.example.org/contact', own)).toBe('/contact');
    expect(ownSitePath('http://www.fixture.example.org/about#team', own)).toBe('/about#team');
    expect(ownSitePath('https://WWW.Fixture.Example.org', own)).toBe('/');
    expect(ownSitePath('www.fixture.example.org/about', own)).toBe('/about');
    expect(ownSitePath('https://elsewhere.example.org/about', own)).toBeUndefined();
    expect(ownSitePath('/about', own)).toBeUndefined();
  });

  it('keeps the folder a site is served below, and SITE_URL as one more address', () => {
    const both = ownSiteOf(['https://fixture.example.org', 'https://owner.github.io/site']);
    expect(ownSitePath('https://owner.github.io/site/about', both)).toBe('/about');
    expect(ownSitePath('https://owner.github.io/site', both)).toBe('/');
    expect(ownSitePath('https://owner.github.io/other/about', both)).toBeUndefined();
    expect(servedHref('/site', both, 'https://www.fixture.example.org/about?x=1')).toBe('/site/about?x=1');
    expect(servedHref('/site', both, 'https://elsewhere.example.org/')).toBe('https://elsewhere.example.org/');
  });

  it('renders a Markdown link with it as a link inside the site, in the same tab', () => {
    expect(renderMarkdown('[Call](https://www.fixture.example.org/contact)', '/about', '', own)).toBe(
      '<p><a href="/contact">Call</a></p>\n',
    );
    expect(renderMarkdown('[Call](http://fixture.example.org/contact#form)', '/about', '/site', own)).toBe(
      '<p><a href="/site/contact#form">Call</a></p>\n',
    );
    expect(renderMarkdown('[PRAZ](https://www.praz.org.zw)', '/about', '', own)).toContain('target="_blank"');
  });
});

describe('links checked as links inside the site', () => {
  it('reports a menu link written with the site address to a page that does not exist, with the page meant', async () => {
    await site.edit('site.yaml', (text) =>
      text.replace(
        '  cta:\n    label: Talk to us\n    href: /about',
        '  cta:\n    label: Talk to us\n    href: https://www.fixture.example.org/abuot',
      ),
    );
    const [problem, ...rest] = await contentProblemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Link to a page that does not exist: content/site.yaml:35:11
        Field:    navigation.cta.href
        Expected: the path of a page of this site, like /contact
        Found:    the link "https://www.fixture.example.org/abuot", this site's page /abuot
        Fix:      Did you mean /about? Pages are named after their files in content/pages/.

          33 |   cta:
          34 |     label: Talk to us
        > 35 |     href: https://www.fixture.example.org/abuot
             |           ^
          36 |   quickLinks:
          37 |     - label: About Us"
    `);
  });

  it('reports a Markdown link written with the site address over http, at its line and column', async () => {
    await site.edit(
      'pages/about.md',
      (text) => `${text}\nSee [our tax advice](http://fixture.example.org/advice/taxes).\n`,
    );
    const problems = await contentProblemsOf(site);
    expect(problems.map((problem) => `${problem.title} ${problem.location.line}:${problem.location.column}`)).toEqual([
      'Link to a page that does not exist 7:22',
    ]);
    expect(problems[0]?.hint).toBe('Did you mean /advice/tax? Pages are named after their files in content/pages/.');
  });

  it('refuses an http:// link of a field to another site, as in Markdown, and takes it for the site itself', async () => {
    await site.edit('site.yaml', (text) =>
      text.replace(
        '  quickLinks:\n    - label: About Us\n      href: /about',
        '  quickLinks:\n    - label: About Us\n      href: http://fixture.example.org/about\n    - label: PRAZ\n      href: http://www.praz.org.zw',
      ),
    );
    const problems = await contentProblemsOf(site);
    expect(problems.map((problem) => `${problem.title} at ${problem.field}: ${problem.hint}`)).toEqual([
      'Link to an http address at navigation.quickLinks[1].href: Write https://www.praz.org.zw: browsers warn on pages reached over http://.',
    ]);
  });

  it("says a link to a group's folder is not a page, and names its first page", async () => {
    await site.edit('pages/about.md', (text) => `${text}\nSee [our advice](/advice).\n`);
    const [problem] = await contentProblemsOf(site);
    expect([problem?.found, problem?.hint]).toEqual([
      'the link "/advice", the folder of the group advice, which is not a page itself',
      'Link to one of its pages, like /advice/audit.',
    ]);
  });
});

describe('the page a dead link was meant for', () => {
  const routes = ['/', '/about', '/contact', '/compliance/praz-registration', '/website-design/web-hosting'];
  it('is a page a few letters away, one moved to another folder, or one renamed longer or shorter', () => {
    expect(meantRoute('/contct', routes)).toBe('/contact');
    expect(meantRoute('/compliance/web-hosting', routes)).toBe('/website-design/web-hosting');
    expect(meantRoute('/about-us', routes)).toBe('/about');
    expect(meantRoute('/compliance/praz', routes)).toBe('/compliance/praz-registration');
    expect(meantRoute('/careers', routes)).toBeUndefined();
  });
});
