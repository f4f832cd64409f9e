/**
 * site.yaml's redirects: the mistakes an editor makes in them, each at its line and field, and the messages a
 * link to an old or misspelt address gets ("has moved to", "did you mean").
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closestRoute } from '../../scripts/content/links/moved-pages';
import { meantRoute } from '../../scripts/content/links/meant-route';
import { redirectPage } from '../../scripts/output/redirects';
import type { Site } from '../../templates/model/site';
import type { ContentProblem } from '../../scripts/problems/errors';
import { formatProblem } from '../../scripts/problems/format-problems';
import { contentProblemsOf } from '../support/content-problems';
import { copyFixture, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

const withRedirects = (entries: string) => site.edit('site.yaml', (text) => `${text}redirects:\n${entries}`);
const brief = (problem: ContentProblem) =>
  `${problem.title} at ${problem.location.line}:${problem.location.column} (${problem.field}): ${problem.found} | ${problem.hint}`;
const problemsOf = async () => (await contentProblemsOf(site)).map(brief);

describe('redirects in site.yaml', () => {
  it('refuses addresses that are not paths of the site, at their field', async () => {
    await withRedirects(
      '  - { from: /old rates, to: advice/tax }\n  - { from: /x/../admin, to: http://example.org }\n',
    );
    expect(await problemsOf()).toMatchInlineSnapshot(`
      [
        "Wrong format at 52:13 (redirects[0].from): the text "/old rates" | Write the old address as it was after the site's name, like /old-page for https://www.example.co.zw/old-page.",
        "Wrong format at 52:29 (redirects[0].to): the text "advice/tax" | Write the page's address now, like /new-page, or the full address of a page on another site.",
        "Wrong format at 53:13 (redirects[1].from): the text "/x/../admin" | Write the old address as it was after the site's name, like /old-page for https://www.example.co.zw/old-page.",
        "Wrong format at 53:30 (redirects[1].to): the text "http://example.org" | Write the page's address now, like /new-page, or the full address of a page on another site.",
      ]
    `);
  });

  it('refuses an old address that is a page or a file of the site, and a new one that is no page', async () => {
    await withRedirects(
      [
        '  - { from: /about, to: /advice/audit }',
        '  - { from: /old-tax, to: /advice/taxes }',
        '  - { from: /assets/old, to: /advice/tax }',
        '  - { from: /old-team/, to: /contact-us }',
        '  - { from: /old-audit, to: https://example.org/audit }',
        '',
      ].join('\n'),
    );
    expect(await problemsOf()).toMatchInlineSnapshot(`
      [
        "Redirect from a page that exists at 52:13 (redirects[0].from): "/about", the address of a page | A redirect from it would hide the page: remove the redirect, or rename or delete the page first.",
        "Redirect to a page that does not exist at 53:27 (redirects[1].to): "/advice/taxes", which is no page | Did you mean /advice/tax? Pages are named after their files in content/pages/.",
        "Redirect from a file of the site at 54:13 (redirects[2].from): "/assets/old", where the site has the site's scripts and styles (assets/) | Remove the redirect: the address is in use.",
        "Redirect to a page that does not exist at 55:29 (redirects[3].to): "/contact-us", which is no page | Check the spelling; pages are named after their files in content/pages/.",
      ]
    `);
  });

  it('refuses a chain, a circle and a repeated old address, naming the address to write', async () => {
    await withRedirects(
      [
        '  - { from: /a, to: /b }',
        '  - { from: /b, to: /about }',
        '  - { from: /c, to: /d }',
        '  - { from: /d, to: /c }',
        '  - { from: /e, to: /about }',
        '  - { from: /e/, to: /advice/tax }',
        '',
      ].join('\n'),
    );
    expect(await problemsOf()).toMatchInlineSnapshot(`
      [
        "Repeated entry at 57:13 (redirects[5].from): the text "/e" | /e already has a redirect: remove this one.",
        "Redirect to an old address at 52:21 (redirects[0].to): the text "/b" | /b is itself sent on to /about: write to: /about here, so visitors wait for one step, not 2.",
        "Redirects in a circle at 54:21 (redirects[2].to): the text "/d" | /c → /d → /c never reaches a page: send /c to the page's address now.",
        "Redirects in a circle at 55:21 (redirects[3].to): the text "/c" | /d → /c → /d never reaches a page: send /d to the page's address now.",
      ]
    `);
  });

  it('tells a link to an old address to use the new one, keeping its #part', async () => {
    await withRedirects('  - { from: /old-about, to: /about }\n');
    await site.edit('pages/advice/tax.md', (text) => `${text}\nRead [who we are](/old-about#team) first.\n`);
    const [problem, ...rest] = await contentProblemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Link to a page that has moved: content/pages/advice/tax.md:10:19
        Field:    body
        Expected: the address the page has now, /about#team
        Found:    the link "/old-about#team", an old address that redirects: in site.yaml sends on to /about
        Fix:      /old-about has moved to /about: link to /about#team. The redirect is for old bookmarks and other sites' links; from the site's own pages it makes every visitor wait for a second page load.

           8 | We help with tax.
           9 |
        > 10 | Read [who we are](/old-about#team) first.
             |                   ^"
    `);
  });

  it('suggests the closest page for a misspelt address, and nothing when none is close', async () => {
    await site.edit('site.yaml', (text) => text.replace('href: /about', 'href: /abuot'));
    await site.edit('pages/advice/tax.md', (text) => `${text}\nSee [our rates](/advice/rates) first.\n`);
    expect((await contentProblemsOf(site)).map((problem) => problem.hint)).toEqual([
      'Did you mean /about? Pages are named after their files in content/pages/.',
      'Check the spelling; pages are named after their files in content/pages/.',
    ]);
  });
});

describe('the closest page address', () => {
  const routes = ['/', '/about', '/contact', '/compliance/praz-registration', '/advice/audit', '/advice/tax'];
  it('finds a letter dropped, added, changed or two swapped, in the last part of the address', () => {
    expect(closestRoute('/contct', routes)).toBe('/contact');
    expect(closestRoute('/advice/audti', routes)).toBe('/advice/audit');
    expect(closestRoute('/contact-us', routes)).toBe('/contact');
    expect(closestRoute('/praz-registration', routes)).toBe('/compliance/praz-registration');
  });
  it('suggests for a redirect the page a link with the same slip is told of (meant-route.ts)', () => {
    for (const slip of [
      '/contct',
      '/advice/audti',
      '/contact-us',
      '/praz-registration',
      '/compliance/praz',
      '/about-us',
    ])
      expect(closestRoute(slip, routes), slip).toBe(meantRoute(slip, routes));
    expect(closestRoute('/compliance/praz', routes)).toBe('/compliance/praz-registration');
  });
  it('suggests nothing far from every page', () => {
    expect(closestRoute('/advice/rates', routes)).toBeUndefined();
    expect(closestRoute('/tax', ['/fax-machines'])).toBeUndefined();
    expect(closestRoute('/', routes)).toBeUndefined();
  });
});

describe('the page left at an old address', () => {
  const site = (url: string) =>
    ({
      url,
      name: 'Fixture & Co',
      forms: { endpoint: 'https://formspree.io/f/' },
      redirects: [],
    }) as unknown as Site;

  it('below a folder, sends the browser to the new address with the folder, and names the full one canonical', () => {
    const html = redirectPage(site('https://example.org/site'), { from: '/old', to: '/about' }, 'About <Us>');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/site/about"/>');
    expect(html).toContain('<link rel="canonical" href="https://example.org/site/about"/>');
    expect(html).toContain('<title>Moved: About &lt;Us&gt; | Fixture &amp; Co</title>');
    expect(html).toContain('This page has moved to <a href="/site/about">About &lt;Us&gt;</a>.');
  });

  it('sends the browser to another site as it is, the address shown for want of a title', () => {
    const html = redirectPage(
      site('https://example.org'),
      { from: '/old', to: 'https://example.net/prices?plan=a&b=c' },
      undefined,
    );
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://example.net/prices?plan=a&amp;b=c"/>');
    expect(html).toContain(
      '<a href="https://example.net/prices?plan=a&amp;b=c">https://example.net/prices?plan=a&amp;b=c</a>',
    );
  });
});
