/**
 * An editor's mistake names the file, line, column and field, says what was
 * expected and what was found, and all mistakes of a run come at once.
 */
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/problems/format-problems';
import { loadContent } from '../../scripts/render/load-checked-content';
import { contentProblemsOf } from '../support/content-problems';
import { copyFixture, PROJECT_ROOT, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

const problemsOf = contentProblemsOf;
const edit = (relative: string, change: (text: string) => string) => site.edit(relative, change);

describe('content validation', () => {
  it('accepts the valid fixture', async () => {
    const model = await loadContent({
      root: site.dir,
      contentDir: site.contentDir,
      publicDir: path.join(PROJECT_ROOT, 'public'),
    });
    expect(model.pages.map((page) => page.route)).toEqual(['/', '/about', '/advice/audit', '/advice/tax']);
    expect(model.groups[0]?.pages.map((page) => page.route)).toEqual(['/advice/audit', '/advice/tax']);
    expect(model.notFound?.title).toBe('Page Not Found');
  });

  it('reports YAML that cannot be read, at its line', async () => {
    await edit('site.yaml', (text) =>
      text.replace('tagline: Simple answers to hard questions', 'tagline: "Simple answers'),
    );
    const [problem, ...rest] = await problemsOf(site);
    expect(rest).toEqual([]);
    expect(problem?.title).toBe('The YAML cannot be read');
    expect(problem?.location.file).toBe('content/site.yaml');
    expect(problem?.location.line).toBeGreaterThanOrEqual(2);
  });

  it('reports a missing field with its name, pointing at its parent', async () => {
    await edit('site.yaml', (text) => text.replace('    city: Harare\n', ''));
    const problems = await problemsOf(site);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      title: 'Missing field',
      field: 'contact.address.city',
      expected: 'a text',
      found: 'nothing (the field is missing)',
      location: { file: 'content/site.yaml', line: 12, column: 5 },
    });
  });

  it('reports a wrong type with the exact line and column of the value', async () => {
    await edit('pages/advice/_group.yaml', (text) => text.replace('order: 1', 'order: first'));
    const problems = await problemsOf(site);
    expect(problems).toEqual([
      expect.objectContaining({
        title: 'Wrong kind of value',
        field: 'order',
        expected: 'a whole number',
        found: 'the text "first"',
        location: { file: 'content/pages/advice/_group.yaml', line: 2, column: 8 },
      }),
    ]);
  });

  it('reports an unknown field (a typo) at the key, counting the front matter lines', async () => {
    await edit('pages/about.md', (text) => text.replace('title: About Us', 'titel: About Us'));
    const problems = await problemsOf(site);
    expect(problems).toEqual([
      expect.objectContaining({
        title: 'Unknown field',
        field: 'titel',
        location: { file: 'content/pages/about.md', line: 2, column: 1 },
      }),
    ]);
  });

  it('reports a nested field inside a block list', async () => {
    await edit('pages/index.md', (text) => text.replace('heading: Fixture home', 'heading: 42'));
    const problems = await problemsOf(site);
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'blocks[0].heading',
        expected: 'a text',
        found: 'the number 42',
        location: { file: 'content/pages/index.md', line: 6, column: 14 },
      }),
    ]);
  });

  it('reports an unknown block type with the types allowed', async () => {
    await edit('pages/index.md', (text) => text.replace('type: page-hero', 'type: page-hreo'));
    const [problem] = await problemsOf(site);
    expect(problem?.title).toBe('Unknown type');
    expect(problem?.field).toBe('blocks[0].type');
    expect(problem?.found).toBe('the text "page-hreo"');
    expect(problem?.expected).toContain('"page-hero"');
    expect(problem?.location).toEqual({ file: 'content/pages/index.md', line: 5, column: 11 });
  });

  it('reports a web address that is not one', async () => {
    await edit('site.yaml', (text) => text.replace('url: https://wa.me/263770000000', 'url: wa.me/263770000000'));
    const problems = await problemsOf(site);
    expect(problems).toEqual([
      expect.objectContaining({
        title: 'Wrong format',
        field: 'chat.url',
        expected: 'a full web address starting with https://',
        found: 'the text "wa.me/263770000000"',
        location: { file: 'content/site.yaml', line: 27, column: 8 },
      }),
    ]);
  });

  it('reports a link to a page that does not exist', async () => {
    await edit('site.yaml', (text) =>
      text.replace('    label: Talk to us\n    href: /about', '    label: Talk to us\n    href: /contcat'),
    );
    const problems = await problemsOf(site);
    expect(problems).toEqual([
      expect.objectContaining({
        title: 'Link to a page that does not exist',
        field: 'navigation.cta.href',
        found: 'the link "/contcat"',
        location: { file: 'content/site.yaml', line: 35, column: 11 },
      }),
    ]);
  });

  it('reports a menu group that does not exist', async () => {
    await edit('site.yaml', (text) => text.replace('- group: advice', '- group: advise'));
    const [problem] = await problemsOf(site);
    expect(problem).toMatchObject({
      title: 'Unknown group',
      field: 'navigation.header[1].group',
      expected: 'one of "advice"',
    });
  });

  it('reports every problem of every file in one run', async () => {
    await edit('pages/about.md', (text) => text.replace('title: About Us', 'titel: About Us'));
    await edit('pages/advice/_group.yaml', (text) => text.replace('order: 1', 'order: first'));
    await edit('site.yaml', (text) => text.replace('    city: Harare\n', ''));
    await site.write('pages/advice/notes.txt', 'not a page');
    const problems = await problemsOf(site);
    expect(problems.map((problem) => `${problem.location.file} ${problem.field || problem.title}`).sort()).toEqual([
      'content/pages/about.md titel',
      'content/pages/advice/_group.yaml order',
      'content/pages/advice/notes.txt File not used',
      'content/site.yaml contact.address.city',
    ]);
  });

  it("reports a page's links with its schema's mistakes, not once they are fixed, and a mistake once", async () => {
    await site.write(
      'pages/about.md',
      [
        '---',
        'titel: About Us',
        'description: About the fixture company.',
        'blocks:',
        '  - type: cta',
        '    heading: Talk to us',
        '    text: We answer the same day.',
        '    actions:',
        '      - { label: Ask, href: /contcat }',
        '      - { label: Call, href: 42 }',
        '---',
        'See [our plans](/plans-and-prices) or [the audit](/advice/audit).',
        '',
        'A [bad link](/about us) here.',
        '',
      ].join('\n'),
    );
    const problems = await problemsOf(site);
    // Each mistake once, and the schema's first: the link of the wrong kind is not a link to a page as well.
    expect(problems.map((problem) => `${problem.location.line} ${problem.field}: ${problem.title}`)).toEqual([
      expect.stringMatching(/^10 blocks\[0\]\.actions\[1\]\.href: /),
      '2 titel: Unknown field',
      '14 body: Link with a space in its address',
      '9 blocks[0].actions[0].href: Link to a page that does not exist',
      '12 body: Link to a page that does not exist',
    ]);
  });
});

describe('the printed message', () => {
  it('shows the place, the field, what was expected and found, and the lines around it', async () => {
    await edit('pages/advice/_group.yaml', (text) => text.replace('order: 1', 'order: first'));
    const [problem] = await problemsOf(site);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Wrong kind of value: content/pages/advice/_group.yaml:2:8
        Field:    order
        Expected: a whole number
        Found:    the text "first"

          1 | title: Advice
        > 2 | order: first
            |        ^
          3 | description: Advice services."
    `);
  });
});
