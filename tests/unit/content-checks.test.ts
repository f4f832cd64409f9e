/**
 * The mistakes an editor makes that only a check across fields or files can
 * see: each is an error with its real line, column and field, reported in
 * the same run as every other mistake; matters of taste are warnings.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentProblem } from '../../scripts/problems/errors';
import { formatProblem } from '../../scripts/problems/format-problems';
import { loadContent } from '../../scripts/render/load-checked-content';
import { markdownLinksOf, markdownTextsOf } from '../../scripts/content/markdown/markdown-checks';
import { contentProblemsOf, loadOptionsOf } from '../support/content-problems';
import { copyFixture, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

const optionsOf = loadOptionsOf;
const problemsOf = contentProblemsOf;
const edit = (relative: string, change: (text: string) => string) => site.edit(relative, change);

const where = (problem: ContentProblem | undefined) =>
  problem &&
  `${problem.title} at ${problem.location.file}:${problem.location.line}:${problem.location.column} (${problem.field})`;

const PACKAGE_BUILDER = `blocks:
  - type: package-builder
    heading: Build your own package
    intro: Choose the number of email accounts you need.
    accounts: { label: Email accounts, min: 1, max: 500, step: 1, default: 50 }
    tiers:
      - { upTo: 5, price: 3.99 }
      - { upTo: 20, price: 5.99 }
    beyond: { base: 9.99, perAccount: 0.5 }
    addOns:
      - { id: domain, label: Domain registration, price: 0.83 }
      - { id: backups, label: Daily backups, price: 2 }
    cap: 189.99
    capNote: "Pricing capped at \${cap}/month!"
    action: { label: Get Started, href: /about }
`;
const pageWithBuilder = (builder: string) => `---\ntitle: Hosting\ndescription: Email hosting.\n${builder}---\n`;

describe('links written in Markdown', () => {
  it('reports a link in the body to a page that does not exist, at its line and column in the .md file', async () => {
    await edit('pages/advice/tax.md', (text) => `${text}\nSee [our rates](/advice/no-such-page) first.\n`);
    const [problem, ...rest] = await problemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Link to a page that does not exist: content/pages/advice/tax.md:10:17
        Field:    body
        Expected: the path of a page of this site, like /contact
        Found:    the link "/advice/no-such-page"
        Fix:      Check the spelling; pages are named after their files in content/pages/.

           8 | We help with tax.
           9 |
        > 10 | See [our rates](/advice/no-such-page) first.
             |                 ^"
    `);
  });

  it("reports a link in a block's text, at the link inside the folded text", async () => {
    await site.write(
      'pages/about.md',
      '---\ntitle: About Us\ndescription: About the fixture company.\nblocks:\n  - type: prose\n    heading: Who we are\n    text: >-\n      We are a fixture company with\n      [our audit services](/advice/audits) and more.\n---\n',
    );
    const problems = await problemsOf(site);
    expect(problems.map(where)).toEqual([
      'Link to a page that does not exist at content/pages/about.md:9:28 (blocks[0].text)',
    ]);
  });

  it('reports a link that would open an SVG drawing as a page, in the text or a field; a logo stays a picture', async () => {
    await edit('pages/advice/tax.md', (text) => `${text}\nOur [logo](/images/logo.svg) in full.\n`);
    await edit('pages/about.md', (text) =>
      text.replace(
        'description: About the fixture company.\n',
        'description: About the fixture company.\nblocks:\n  - type: partners\n    heading: Partners\n    partners:\n      - name: A Clinic\n        category: Healthcare\n        logo: { src: /images/logo.svg, alt: A Clinic, width: 160, height: 64 }\n',
      ),
    );
    const [problem, ...rest] = await problemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Link to a drawing: content/pages/advice/tax.md:10:12
        Field:    body
        Expected: a link to a page, or to a PNG or JPEG picture
        Found:    the link "/images/logo.svg", an SVG drawing, which the link would open as a page of this site
        Fix:      Show the drawing on the page instead (a picture block or a logo), or link to a PNG of it.

           8 | We help with tax.
           9 |
        > 10 | Our [logo](/images/logo.svg) in full.
             |            ^"
    `);
  });

  it('finds only real links: not in code, not to other sites', () => {
    const text =
      'A [page](/a), `[code](/b)`, [site](https://x.org), [ref]: /c\n\n```\n[fenced](/d)\n```\n[last](</e> "title")';
    expect(markdownLinksOf(markdownTextsOf({}, text), '/').map((link) => link.value)).toEqual(['/a', '/e']);
  });
});

describe('raw HTML in Markdown', () => {
  it('warns of HTML that is not a tag of emphasis at its line and column, and of no <strong> or <br>', async () => {
    await edit(
      'pages/about.md',
      (text) => `${text}\nCall us <strong>today</strong>,<br> <span class="x">now</span>.\n`,
    );
    const model = await loadContent(optionsOf(site));
    expect(model.warnings?.map(where)).toEqual([
      'HTML in Markdown at content/pages/about.md:7:37 (body)',
      'HTML in Markdown at content/pages/about.md:7:56 (body)',
    ]);
  });
});

describe('pictures and logos', () => {
  it('reports a picture missing from content/images/ at its source field, with a frame', async () => {
    await edit('pages/about.md', (text) =>
      text.replace(
        'description: About the fixture company.\n',
        'description: About the fixture company.\nblocks:\n  - type: image-text\n    heading: Our team\n    text: The people.\n    image: { source: team.jpg, alt: The team, width: 560, height: 420 }\n',
      ),
    );
    const [problem, ...rest] = await problemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Image not found: content/pages/about.md:8:22
        Field:    blocks[0].image.source
        Expected: the name of a file in content/images/
        Found:    "team.jpg", which is not there
        Fix:      Add the image to content/images/, or correct its name in the page.

           6 |     heading: Our team
           7 |     text: The people.
        >  8 |     image: { source: team.jpg, alt: The team, width: 560, height: 420 }
             |                      ^
           9 | ---
          10 | We are a **fixture**."
    `);
  });

  it('reports a logo missing from public/ as a missing image, not as a missing page', async () => {
    await edit('pages/about.md', (text) =>
      text.replace(
        'description: About the fixture company.\n',
        'description: About the fixture company.\nblocks:\n  - type: partners\n    heading: Partners\n    partners:\n      - name: A Clinic\n        category: Healthcare\n        logo: { src: /images/partners/no-such-logo.svg, alt: A Clinic, width: 160, height: 64 }\n',
      ),
    );
    const problems = await problemsOf(site);
    expect(problems.map(where)).toEqual([
      'Image not found at content/pages/about.md:10:22 (blocks[0].partners[0].logo.src)',
    ]);
    expect(problems[0]?.expected).toBe('the path of a file in public/, like /images/partners/ministry.svg');
  });
});

describe('social images', () => {
  it("reports a page's share image missing from public/, and takes the one the build makes as there", async () => {
    await edit('pages/about.md', (text) =>
      text.replace(
        'description: About the fixture company.\n',
        'description: About the fixture company.\nog:\n  image: /images/share/about.jpg\n',
      ),
    );
    const problems = await problemsOf(site);
    expect(problems.map(where)).toEqual(['Image not found at content/pages/about.md:5:10 (og.image)']);
    await edit('pages/about.md', (text) => text.replace('/images/share/about.jpg', '/og-image.jpg'));
    await expect(loadContent(optionsOf(site))).resolves.toBeDefined();
  });
});

describe('pictures the build makes for every page', () => {
  it('stops, at site.yaml, at a missing source of the phone icon or the social picture', async () => {
    await expect(loadContent(optionsOf(site))).resolves.toMatchObject({ warnings: [] });
    await rm(path.join(site.contentDir, 'images', 'app-icon.svg'));
    await rm(path.join(site.contentDir, 'images', 'og-image.svg'));
    const problems = await problemsOf(site);
    expect(problems.map((problem) => `${where(problem)}: ${problem.found} (${problem.severity ?? 'error'})`)).toEqual([
      'Picture the build cannot make at content/site.yaml:1:1 (): no content/images/app-icon.svg (error)',
      'Picture the build cannot make at content/site.yaml:6:10 (ogImage): no content/images/og-image.svg (error)',
    ]);
    expect(problems[0]?.hint).toBe(
      'Every page names /apple-touch-icon.png as its icon on phones: put its source back at content/images/app-icon.svg. Nothing is built until it is there.',
    );
  });
});

describe('the checks across files run over every file that could be read', () => {
  it('reports a broken link and a wrong value while another file cannot be parsed, and not links to that file', async () => {
    await edit('pages/advice/tax.md', (text) => text.replace('title: Tax Advice', 'title: [Tax Advice'));
    await edit('pages/about.md', (text) => `${text}\n[Tax](/advice/tax) and [nowhere](/nowhere).\n`);
    await edit('site.yaml', (text) => text.replace('network: LinkedIn', 'network: Myspace'));
    const problems = await problemsOf(site);
    expect(problems.map((problem) => `${problem.title}: ${problem.location.file}`).sort()).toEqual([
      'Link to a page that does not exist: content/pages/about.md',
      'The YAML cannot be read: content/pages/advice/tax.md',
      'Value not allowed: content/site.yaml',
    ]);
    expect(problems.find((problem) => problem.title.startsWith('Link'))?.found).toBe('the link "/nowhere"');
  });

  it("reports a page's preselected service that the forms do not offer", async () => {
    await edit('pages/advice/tax.md', (text) => text.replace('order: 2', 'order: 2\nservice: Tax'));
    const [problem, ...rest] = await problemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Service not offered: content/pages/advice/tax.md:5:10
        Field:    service
        Expected: one of forms.serviceOptions in site.yaml: "Advice", "Other"
        Found:    the service "Tax"
        Fix:      Use one of the services exactly as site.yaml lists it, or add this one to forms.serviceOptions.

          3 | description: Help with tax.
          4 | order: 2
        > 5 | service: Tax
            |          ^
          6 | ---
          7 | ## How it works"
    `);
  });

  it.each([
    ['about.md', 'about/index.md'],
    ['advice.md', 'advice/index.md'],
  ])('reports %s and %s as two files for one address, naming both, in one problem', async (first, second) => {
    const page = '---\ntitle: Same\ndescription: One address.\n---\nSome text.\n';
    await site.write(`pages/${first}`, page);
    await site.write(`pages/${second}`, page);
    const problems = await problemsOf(site);
    const twice = problems.filter((problem) => problem.title === 'Two files for one address');
    expect(twice).toHaveLength(1);
    // One mistake, one problem: not also "a page in a folder that is not a group".
    expect(problems.map((problem) => problem.title)).toEqual(['Two files for one address']);
    expect(twice[0]?.found).toBe(
      `content/pages/${first} and content/pages/${second}, both for /${first.replace('.md', '')}`,
    );
  });
});

describe('rules of a file an editor would expect', () => {
  it('reports price tiers where more accounts cost less, at the price', async () => {
    await site.write(
      'pages/hosting.md',
      pageWithBuilder(PACKAGE_BUILDER.replace('{ upTo: 20, price: 5.99 }', '{ upTo: 20, price: 2.99 }')),
    );
    const [problem, ...rest] = await problemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Price tiers out of order: content/pages/hosting.md:11:28
        Field:    blocks[0].tiers[1].price
        Expected: a price of at least 3.99 (the price up to 5 accounts): more accounts never cost less
        Found:    the number 2.99
        Fix:      Check the prices: each tier costs at least as much as the one before.

           9 |     tiers:
          10 |       - { upTo: 5, price: 3.99 }
        > 11 |       - { upTo: 20, price: 2.99 }
             |                            ^
          12 |     beyond: { base: 9.99, perAccount: 0.5 }
          13 |     addOns:"
    `);
  });

  it('reports tiers whose bounds do not go up', async () => {
    await site.write(
      'pages/hosting.md',
      pageWithBuilder(PACKAGE_BUILDER.replace('{ upTo: 20, price: 5.99 }', '{ upTo: 5, price: 5.99 }')),
    );
    const problems = await problemsOf(site);
    expect(problems.map(where)).toEqual([
      'Price tiers out of order at content/pages/hosting.md:11:17 (blocks[0].tiers[1].upTo)',
    ]);
    expect(problems[0]?.expected).toBe('a number of accounts above the tier before (5)');
  });

  it('reports a slider default above its maximum, and a minimum above the maximum', async () => {
    await site.write('pages/hosting.md', pageWithBuilder(PACKAGE_BUILDER.replace('default: 50', 'default: 900')));
    await site.write('pages/other.md', pageWithBuilder(PACKAGE_BUILDER.replace('min: 1,', 'min: 600,')));
    const problems = await problemsOf(site);
    expect(problems.map((problem) => `${where(problem)}: ${problem.expected}`)).toEqual([
      "Slider out of range at content/pages/hosting.md:8:76 (blocks[0].accounts.default): a number from 1 to 500 (the slider's min and max)",
      'Slider out of range at content/pages/other.md:8:45 (blocks[0].accounts.min): a minimum no larger than the maximum (500)',
    ]);
  });

  it('reports a slider default the slider cannot stop at', async () => {
    await site.write(
      'pages/hosting.md',
      pageWithBuilder(PACKAGE_BUILDER.replace('step: 1, default: 50', 'step: 5, default: 52')),
    );
    const problems = await problemsOf(site);
    expect(problems.map((problem) => `${where(problem)}: ${problem.expected}`)).toEqual([
      'Slider out of range at content/pages/hosting.md:8:76 (blocks[0].accounts.default): a number the slider stops at: 1 plus a whole number of steps of 5',
    ]);
  });

  it('reports a time like 99:99 once, and a closing time before the opening time', async () => {
    await edit('site.yaml', (text) => text.replace('opens: "08:00"', 'opens: "99:99"'));
    expect((await problemsOf(site)).map((problem) => `${where(problem)}: ${problem.expected}`)).toEqual([
      'Wrong format at content/site.yaml:20:12 (contact.hours.opens): a time like 08:00, from 00:00 to 23:59',
    ]);
    await edit('site.yaml', (text) => text.replace('opens: "99:99"', 'opens: "18:00"'));
    expect((await problemsOf(site)).map(where)).toEqual([
      'Opening hours out of order at content/site.yaml:21:13 (contact.hours.closes)',
    ]);
  });

  it('refuses http:// where the message asks for https://, in links and addresses', async () => {
    await edit('site.yaml', (text) =>
      text
        .replace('url: https://wa.me/', 'url: http://wa.me/')
        .replace('    href: /about\n  quickLinks', '    href: http://elsewhere.example.org\n  quickLinks'),
    );
    // Both at once: a link's slip shows with the schema's mistake, not once it is fixed (invalid-site.ts).
    expect((await problemsOf(site)).map((problem) => `${where(problem)}: ${problem.expected}`)).toEqual([
      'Wrong format at content/site.yaml:27:8 (chat.url): a full web address starting with https://',
      'Link to an http address at content/site.yaml:35:11 (navigation.cta.href): an address starting with https://',
    ]);
    // Links are read as Markdown's are (field-links.ts), once site.yaml is valid too.
    await edit('site.yaml', (text) => text.replace('url: http://wa.me/', 'url: https://wa.me/'));
    expect((await problemsOf(site)).map((problem) => `${where(problem)}: ${problem.expected}`)).toEqual([
      'Link to an http address at content/site.yaml:35:11 (navigation.cta.href): an address starting with https://',
    ]);
  });

  it('refuses an image description of spaces only, and accepts "" for decoration', async () => {
    const partners = (alt: string) =>
      `---\ntitle: Partners\ndescription: Our partners.\nblocks:\n  - type: partners\n    heading: Partners\n    partners:\n      - name: A\n        category: B\n        logo: { src: /favicon.svg, alt: ${alt}, width: 16, height: 16 }\n---\n`;
    await site.write('pages/partners.md', partners('"   "'));
    expect((await problemsOf(site)).map(where)).toEqual([
      'Empty text at content/pages/partners.md:10:41 (blocks[0].partners[0].logo.alt)',
    ]);
    await site.write('pages/partners.md', partners('""'));
    await expect(loadContent(optionsOf(site))).resolves.toBeDefined();
  });

  it('reports an entry listed twice: a group in the header, a footer link, a service, an add-on id', async () => {
    await edit('site.yaml', (text) =>
      text
        .replace('    - group: advice\n', '    - group: advice\n    - group: advice\n')
        .replace('serviceOptions: [Advice, Other]', 'serviceOptions: [Advice, Other, Advice]')
        .replace(
          '  quickLinks:\n    - label: About Us\n      href: /about\n',
          '  quickLinks:\n    - label: About Us\n      href: /about\n    - label: Who we are\n      href: /about\n',
        ),
    );
    await site.write('pages/hosting.md', pageWithBuilder(PACKAGE_BUILDER.replace('{ id: backups,', '{ id: domain,')));
    const problems = await problemsOf(site);
    expect(problems.map((problem) => `${where(problem)}: ${problem.hint}`)).toEqual([
      'Repeated entry at content/site.yaml:33:14 (navigation.header[2].group): The menu already has the group "advice": remove this one.',
      'Repeated entry at content/site.yaml:41:13 (navigation.quickLinks[1].href): The menu already has a link to /about: remove this one.',
      'Repeated entry at content/site.yaml:53:35 (forms.serviceOptions[2]): "Advice" is already in the list: remove this one.',
      'Repeated entry at content/pages/hosting.md:15:15 (blocks[0].addOns[1].id): The id "domain" is already used by an add-on above: give this one its own.',
    ]);
  });
});

describe('warnings', () => {
  it('warns of more groups in the header than fit on one line at 1280 px, and the content still loads', async () => {
    const groups = ['one', 'two', 'three', 'four'];
    for (const id of groups) {
      await site.write(`pages/${id}/_group.yaml`, `title: Group ${id}\norder: 2\ndescription: A group.\n`);
      await site.write(
        `pages/${id}/page.md`,
        `---\ntitle: A page of ${id}\ndescription: A page of the group.\n---\nWhat we offer.\n`,
      );
    }
    await edit('site.yaml', (text) =>
      text.replace(
        '    - group: advice\n',
        `    - group: advice\n${groups.map((id) => `    - group: ${id}\n`).join('')}`,
      ),
    );
    const model = await loadContent(optionsOf(site));
    expect(model.warnings?.map((warning) => `${warning.severity} ${where(warning)}`)).toEqual([
      'warning Too many groups in the header at content/site.yaml:36:7 (navigation.header[5])',
    ]);
    expect(formatProblem(model.warnings![0]!).split('\n')[0]).toBe(
      '⚠ Too many groups in the header: content/site.yaml:36:7',
    );
  });
});

describe('more warnings', () => {
  it("warns of two pages with one title, at the second page's title", async () => {
    await edit('pages/advice/tax.md', (text) => text.replace('title: Tax Advice', 'title: Audit Support'));
    const model = await loadContent(optionsOf(site));
    expect(model.warnings?.map((warning) => `${where(warning)}: ${warning.found}`)).toEqual([
      'Two pages with one title at content/pages/advice/tax.md:2:8 (title): "Audit Support", the title of content/pages/advice/audit.md too',
    ]);
  });

  it('warns of a group whose pages are all drafts: its menu would be empty', async () => {
    for (const page of ['audit', 'tax'])
      await edit(`pages/advice/${page}.md`, (text) => text.replace('description:', 'draft: true\ndescription:'));
    const model = await loadContent(optionsOf(site));
    expect(model.warnings?.map((warning) => `${where(warning)}: ${warning.found}`)).toEqual([
      'Group without pages at content/pages/advice/_group.yaml:1:1 (): no page, or drafts only',
    ]);
  });
});

describe('pages that show little', () => {
  it('warns of a service page with no text and no block but its banner, at the end of its front matter', async () => {
    await edit('pages/advice/audit.md', (text) => text.replace('We help with audits.\n', ''));
    const model = await loadContent(optionsOf(site));
    expect(model.warnings?.map((warning) => formatProblem(warning))).toMatchInlineSnapshot(`
      [
        "⚠ Page without content: content/pages/advice/audit.md:6:1
        Expected: the text of the service below the front matter, or blocks after the banner
        Found:    a page that shows its banner alone
        Fix:      Write the page's text below the closing --- line, or add blocks to it; or make it a draft (draft: true) until it is ready.

          4 | order: 1
          5 | enquire: false
        > 6 | ---
            | ^",
      ]
    `);
  });

  it('warns of a description longer than search results show, and takes one of 160 characters', async () => {
    const words = (length: number) =>
      'Tax returns filed on time for Harare businesses. '.repeat(10).slice(0, length).trim();
    await edit('pages/advice/tax.md', (text) =>
      text.replace('description: Help with tax.', `description: ${words(400)}`),
    );
    await edit('pages/advice/audit.md', (text) =>
      text.replace('description: Help with audits.', `description: ${words(161).padEnd(160, 'x').slice(0, 160)}`),
    );
    const model = await loadContent(optionsOf(site));
    expect(model.warnings?.map(where)).toEqual([
      'Description too long at content/pages/advice/tax.md:3:14 (description)',
    ]);
    expect(model.warnings?.[0]?.found).toMatchInlineSnapshot(
      `"400 characters, cut after "…ime for Harare businesses. Tax returns f""`,
    );
  });
});

describe('drafts', () => {
  const draft = '---\ntitle: Draft Advice\ndescription: Not ready yet.\ndraft: true\n---\nStill being written.\n';

  it('leaves a draft out of the pages and menus of a build, and keeps it with includeDrafts', async () => {
    await site.write('pages/advice/draft-advice.md', draft);
    const built = await loadContent(optionsOf(site));
    expect(built.pages.map((page) => page.route)).not.toContain('/advice/draft-advice');
    expect(built.groups[0]?.pages.map((page) => page.route)).toEqual(['/advice/audit', '/advice/tax']);
    const previewed = await loadContent(optionsOf(site, { includeDrafts: true }));
    expect(previewed.groups[0]?.pages.map((page) => page.route)).toEqual([
      '/advice/audit',
      '/advice/tax',
      '/advice/draft-advice',
    ]);
  });

  it('reports a published page that links to a draft, as a link that would be broken', async () => {
    await site.write('pages/advice/draft-advice.md', draft);
    await edit('pages/about.md', (text) => `${text}\nRead [our new advice](/advice/draft-advice).\n`);
    const problems = await problemsOf(site);
    expect(problems.map(where)).toEqual(['Link to a draft page at content/pages/about.md:7:23 (body)']);
    await expect(loadContent(optionsOf(site, { includeDrafts: true }))).resolves.toBeDefined();
  });
});
