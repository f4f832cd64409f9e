/**
 * Links to parts of pages, checked against every id the page has as it is
 * rendered: a form's id is a place to link to, and a heading that takes an
 * id the page already has is refused at its line, not found later in dist/.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/problems/format-problems';
import type { ContentProblem } from '../../scripts/problems/errors';
import { checkRenderedSections } from '../../scripts/content/load-content';
import { keptIdsOf, RenderedIds } from '../../scripts/content/links/rendered-ids';
import { loadContent } from '../../scripts/render/load-checked-content';
import { loadPageShare, pageDefaults, readSiteFile, indexSite } from '../../scripts/content/load-content';
import { listPageFiles } from '../../scripts/shared/files';
import { contentProblemsOf, loadOptionsOf } from '../support/content-problems';
import { copyFixture, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

const where = (problem: ContentProblem) =>
  `${problem.title} at ${problem.location.file}:${problem.location.line}:${problem.location.column} (${problem.field})`;

const CONTACT_FORM =
  '  - type: contact-form\n    heading: Write to us\n    submitLabel: Send\n    successHeading: Thank you\n    successText: We will reply soon.\n';
const formsPage = (blocks: string, body = '') =>
  `---\ntitle: Forms\ndescription: Our forms.\nblocks:\n${blocks}---\n${body}`;

describe('links to parts of pages', () => {
  it("accepts a link to a form's id, an id of the page as rendered", async () => {
    await site.write('pages/forms.md', formsPage(CONTACT_FORM));
    await site.edit('pages/about.md', (text) => `${text}\n[Write to us](/forms#contact-form).\n`);
    await expect(loadContent(loadOptionsOf(site))).resolves.toBeDefined();
  });

  it('names the ids the page has, with the one most likely meant', async () => {
    await site.write('pages/forms.md', formsPage(CONTACT_FORM));
    await site.edit('pages/about.md', (text) => `${text}\n[Write to us](/forms#contact-from).\n`);
    const [problem, ...rest] = await contentProblemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Link to a part of a page that does not exist: content/pages/about.md:7:15
        Field:    body
        Expected: one of the ids of /forms: #contact-form
        Found:    the link "/forms#contact-from", and no #contact-from on the page
        Fix:      Did you mean #contact-form? A heading "## What we do for you" is linked to as #what-we-do-for-you: its words in lower case, with hyphens for spaces.

          5 | We are a **fixture**.
          6 |
        > 7 | [Write to us](/forms#contact-from).
            |               ^"
    `);
  });
});

describe('headings that take an id the page has already', () => {
  it("refuses ## Main, the id of every page's main content, at its line in the .md file", async () => {
    await site.edit('pages/about.md', (text) => `${text}\n## Main\n\nOur main services.\n`);
    const [problem, ...rest] = await contentProblemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Heading with an id the page already has: content/pages/about.md:7:1
        Field:    body
        Expected: a heading whose id no other part of the page has: a link to an id leads to the first part that has it
        Found:    the heading "## Main", linked to as #main, and the page's layout has it too, on every page
        Fix:      Reword the heading: its id comes from its words, and #main is taken.

          5 | We are a **fixture**.
          6 |
        > 7 | ## Main
            | ^
          8 |
          9 | Our main services."
    `);
  });

  it("refuses ## Package builder on a page with the package builder, in a block's folded text", async () => {
    await site.write(
      'pages/forms.md',
      formsPage(
        `  - type: prose\n    heading: Prices\n    text: |-\n      ## Package builder\n\n      Choose your accounts.\n  - type: package-builder\n    heading: Build your own package\n    intro: Choose the number of email accounts you need.\n    accounts: { label: Email accounts, min: 1, max: 500, step: 1, default: 50 }\n    tiers:\n      - { upTo: 5, price: 3.99 }\n    beyond: { base: 9.99, perAccount: 0.5 }\n    addOns: []\n    cap: 189.99\n    capNote: "Pricing capped at \${cap}/month!"\n    action: { label: Get Started, href: /about }\n`,
      ),
    );
    const problems = await contentProblemsOf(site);
    expect(problems.map(where)).toEqual([
      'Heading with an id the page already has at content/pages/forms.md:8:7 (blocks[0].text)',
    ]);
    expect(problems[0]?.found).toBe(
      'the heading "## Package builder", linked to as #package-builder, and a section of the page has it too',
    );
  });

  it("refuses a heading repeated in a block's text and in the body, which would give the page one id twice", async () => {
    await site.write(
      'pages/forms.md',
      formsPage(
        '  - type: prose\n    heading: About\n    text: "## Our team\\n\\nWho we are."\n',
        '## Our team\n\nMore.\n',
      ),
    );
    expect((await contentProblemsOf(site)).map(where)).toEqual([
      'Heading with an id the page already has at content/pages/forms.md:9:1 (body)',
    ]);
  });

  it('refuses a second block that gives the page the same id, at its type', async () => {
    await site.write('pages/forms.md', formsPage(`${CONTACT_FORM}${CONTACT_FORM}`));
    const problems = await contentProblemsOf(site);
    expect(problems.map(where)).toEqual(['Two blocks with one id at content/pages/forms.md:10:11 (blocks[1].type)']);
    expect(problems[0]?.found).toBe('a second contact-form block, so the page has the id #contact-form twice');
  });
});

describe('the build, which reads the ids from the pages it writes', () => {
  /** The fixture's index, loaded as a build loads it. */
  const indexOfSite = async () => {
    const options = loadOptionsOf(site);
    const siteFile = readSiteFile(options);
    const files = await listPageFiles(options.contentDir);
    return {
      options,
      index: indexSite(options, siteFile, loadPageShare(files, options, pageDefaults(siteFile.site), new Map())),
    };
  };
  /** The problems the build's check stops on, given the ids of the pages as written. */
  const problemsOfCheck = (...args: Parameters<typeof checkRenderedSections>): ContentProblem[] => {
    try {
      checkRenderedSections(...args);
      return [];
    } catch (error) {
      return (error as { problems: ContentProblem[] }).problems;
    }
  };

  it('refuses a heading whose id the written page has twice, at the heading', async () => {
    await site.edit('pages/about.md', (text) => `${text}\n## Team\n\nWho we are.\n`);
    const { options, index } = await indexOfSite();
    const written = new Map([['/about', RenderedIds.of(['main', 'team', 'team'])]]);
    expect(() => checkRenderedSections(options, index, written)).toThrow('1 content error');
    expect(problemsOfCheck(options, index, written).map(where)).toEqual([
      'Heading with an id the page already has at content/pages/about.md:7:1 (body)',
    ]);
  });

  it('checks the ids of pages copied from the page cache, kept as one text: an id twice, and links into another page', async () => {
    // "/#…" leads into the home page, not into the page the link is on.
    await site.edit(
      'pages/about.md',
      (text) => `${text}\n## Team\n\nWho we are: [our people](/#peple), [all of them](/#people).\n`,
    );
    const { options, index } = await indexOfSite();
    const kept = new Map([
      ['/', RenderedIds.kept(keptIdsOf(['main', 'people']))],
      ['/about', RenderedIds.kept(keptIdsOf(['main', 'team', 'team']))],
    ]);
    expect(kept.get('/')?.unique).toBe(true);
    expect(kept.get('/about')?.unique).toBe(false);
    const problems = problemsOfCheck(options, index, kept);
    expect(problems.map(where)).toEqual([
      'Heading with an id the page already has at content/pages/about.md:7:1 (body)',
      'Link to a part of a page that does not exist at content/pages/about.md:9:26 (body)',
    ]);
    expect(problems[1]?.hint).toMatch(/^Did you mean #people\?/);
  });

  it("checks site.yaml's links as the load read them, though the file changes while the pages are written", async () => {
    await site.edit('site.yaml', (text) =>
      text.replace('    label: Talk to us\n    href: /about\n', '    label: Talk to us\n    href: /about#team\n'),
    );
    const { options, index } = await indexOfSite();
    // The link is mended once the pages are rendered: the pages as written still hold the one that leads nowhere.
    await site.edit('site.yaml', (text) => text.replace('href: /about#team', 'href: /about'));
    const written = new Map([
      ['/', RenderedIds.of(['main'])],
      ['/about', RenderedIds.of(['main'])],
    ]);
    expect(problemsOfCheck(options, index, written).map(where)).toEqual([
      'Link to a part of a page that does not exist at content/site.yaml:35:11 (navigation.cta.href)',
    ]);
  });
});
