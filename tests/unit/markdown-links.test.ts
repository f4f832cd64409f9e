/**
 * Links, pictures, HTML and phone numbers as editors really write them: each
 * mistake is reported by the check at its line and column, in one pass, and
 * nothing the page would drop or print as written passes in silence.
 * (What the page shows for the links that pass: tests/build/markdown-pages.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentProblem } from '../../scripts/problems/errors';
import { formatProblem } from '../../scripts/problems/format-problems';
import { loadContent } from '../../scripts/render/load-checked-content';
import { renderMarkdown } from '../../scripts/render/markdown';
import { contentProblemsOf, loadOptionsOf } from '../support/content-problems';
import { copyFixture, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

/** Each problem on one line: where, what was found, and the fix. */
const summary = (problems: readonly ContentProblem[]) =>
  problems.map(
    (problem) =>
      `${problem.title} at ${problem.location.line}:${problem.location.column} (${problem.field}): ${problem.found} | ${problem.hint}`,
  );

const addToTax = (lines: string) => site.edit('pages/advice/tax.md', (text) => `${text}\n${lines}\n`);

describe('links in Markdown, checked as the page will show them', () => {
  it('resolves relative links against the page address and reports those that lead nowhere', async () => {
    await addToTax('See [rates](audti), [x](../compliance/x) and [the audit](audit).');
    expect(summary(await contentProblemsOf(site))).toMatchInlineSnapshot(`
      [
        "Link to a page that does not exist at 10:13 (body): the link "audti", which leads to /advice/audti from this page | Did you mean /advice/audit? Pages are named after their files in content/pages/.",
        "Link to a page that does not exist at 10:25 (body): the link "../compliance/x", which leads to /compliance/x from this page | Check the spelling; pages are named after their files in content/pages/.",
      ]
    `);
  });

  it('reports a #fragment that is no heading or section of its target page, and names those it has', async () => {
    await site.edit('pages/advice/audit.md', (text) => `${text}\n## How we audit\n`);
    await addToTax('See [pricing](/advice/audit#no-such-section) and [top](#no-such-heading).');
    const problems = await contentProblemsOf(site);
    expect(summary(problems)).toMatchInlineSnapshot(`
      [
        "Link to a part of a page that does not exist at 10:15 (body): the link "/advice/audit#no-such-section", and no #no-such-section on the page | A heading "## What we do for you" is linked to as #what-we-do-for-you: its words in lower case, with hyphens for spaces.",
        "Link to a part of a page that does not exist at 10:56 (body): the link "#no-such-heading", which leads to /advice/tax#no-such-heading from this page, and no #no-such-heading on the page | A heading "## What we do for you" is linked to as #what-we-do-for-you: its words in lower case, with hyphens for spaces.",
      ]
    `);
    expect(problems.map((problem) => problem.expected)).toEqual([
      'one of the ids of /advice/audit: #how-we-audit, #related-heading',
      'one of the ids of /advice/tax: #how-it-works, #related-heading',
    ]);
  });

  it('reports htps:, an address without a domain ending, a tel: with spaces and a mailto: without a domain ending', async () => {
    await addToTax(
      [
        'Apply on [the portal](htps://egp.praz.org.zw) or [our site](https://mutapaconsulting).',
        '[Call us](tel:+263 78 212 4470) or [mail us](mailto:hello@mutapaconsulting).',
        '[Call](tel:+26378212447O), [old](http://www.praz.org.zw), [any](//cdn.example.org/x), [file](file:///C:/a/b.pdf).',
        '[Ask for a quote](mailto:hello@mutapaconsulting.co.zw?subject=Quote request) today.',
      ].join('\n'),
    );
    expect(summary(await contentProblemsOf(site))).toMatchInlineSnapshot(`
      [
        "Misspelt web address at 10:23 (body): "htps://egp.praz.org.zw" | Did you mean https://egp.praz.org.zw?",
        "Web address without a domain ending at 10:61 (body): "https://mutapaconsulting" | Check the address: "mutapaconsulting" has no ending like .co.zw or .org.",
        "Email address not complete at 11:46 (body): "mailto:hello@mutapaconsulting" | "mutapaconsulting" has no ending like .co.zw or .com: check the address.",
        "Phone number not valid at 12:8 (body): "tel:+26378212447O" | The number holds the letter "O": type digits only (a letter O for a zero is a common slip).",
        "Link to an http address at 12:34 (body): "http://www.praz.org.zw" | Write https://www.praz.org.zw: browsers warn on pages reached over http://.",
        "Link that starts with // at 12:65 (body): "//cdn.example.org/x", which starts with // | Write https://cdn.example.org/x: an address that starts with // takes whichever scheme the page was opened with.",
        "Link to a file on a computer at 12:94 (body): "file:///C:/a/b.pdf" | Visitors cannot open files on your computer: put the file in public/ and link to it as /b.pdf.",
        "Link with a space in its address at 11:1 (body): [Call us](tel:+263 78 212 4470), shown on the page as it is written | Put the address inside <>: [Call us](<tel:+263 78 212 4470>), or remove its spaces.",
        "Link with a space in its address at 13:1 (body): [Ask for a quote](mailto:hello@mutapaconsulting.co.zw?subject=Quote request), shown on the page as it is written | Put the address inside <>: [Ask for a quote](<mailto:hello@mutapaconsulting.co.zw?subject=Quote request>), or remove its spaces.",
      ]
    `);
  });

  it('refuses a Markdown picture, pointing to the image-text block', async () => {
    await addToTax('![Our team](/images/team.jpg)');
    const [problem, ...rest] = await contentProblemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Picture in Markdown: content/pages/advice/tax.md:10:1
        Field:    body
        Expected: pictures in an image-text block, where their size, loading and description are checked
        Found:    the picture ![Our team](/images/team.jpg)
        Fix:      Put the picture in a block of type image-text (its image: source, alt, width and height), with the text beside it, and remove it from the Markdown.

           8 | We help with tax.
           9 |
        > 10 | ![Our team](/images/team.jpg)
             | ^"
    `);
  });

  it('renders <strong> and <br> and warns of other HTML, never printing the allowed tags as text', async () => {
    await addToTax('Call us <strong>today</strong>.<br>\n<font color="red">Now</font>');
    const model = await loadContent(loadOptionsOf(site));
    expect(summary(model.warnings ?? [])).toMatchInlineSnapshot(`
      [
        "HTML in Markdown at 11:1 (body): the HTML <font color="red">, shown on the page as text | Write it in Markdown: **bold**, *italic*, [words](/page), a blank line between paragraphs.",
        "HTML in Markdown at 11:22 (body): the HTML </font>, shown on the page as text | Write it in Markdown: **bold**, *italic*, [words](/page), a blank line between paragraphs.",
      ]
    `);
    const html = renderMarkdown('Call us <strong>today</strong>.<br>\n<font color="red">Now</font>');
    expect(html).toBe(
      '<p>Call us <strong>today</strong>.<br>\n&lt;font color=&quot;red&quot;&gt;Now&lt;/font&gt;</p>\n',
    );
  });
});

describe('phone numbers in site.yaml', () => {
  it('refuses a letter O for a zero, which would make a tel: link to another number', async () => {
    await site.edit('site.yaml', (text) => text.replace('phone: +263 77 000 0000', 'phone: +263 77 000 000O'));
    const [problem, ...rest] = await contentProblemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Wrong format: content/site.yaml:9:10
        Field:    contact.phone
        Expected: a phone number with + and its country code, in digits and spaces, like +263 78 123 4567
        Found:    the text "+263 77 000 000O"

           7 | foundingYear: 2020
           8 | contact:
        >  9 |   phone: +263 77 000 000O
             |          ^
          10 |   email: hello@fixture.example.org
          11 |   address:"
    `);
  });
});

describe('links in site.yaml', () => {
  it('reports a dead link with a mistake elsewhere in the file, not once that mistake is fixed', async () => {
    let count = 0;
    await site.edit('site.yaml', (text) =>
      text.replace(/href: \/about/g, (written) => {
        count += 1;
        return count === 1 ? 'href: about-us' : count === 2 ? 'href: /abuot' : written;
      }),
    );
    expect(summary(await contentProblemsOf(site))).toEqual([
      'Wrong format at 31:13 (navigation.header[0].href): the text "about-us" | undefined',
      'Link to a page that does not exist at 35:11 (navigation.cta.href): the link "/abuot" | Did you mean /about? Pages are named after their files in content/pages/.',
    ]);
  });
});
