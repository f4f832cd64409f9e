/**
 * The words of an editor's mistakes in one content file: YAML the parser
 * cannot read, a front matter left open, a misspelt field, a missing value
 * of a particular kind, hostile YAML, and a line too long to print.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFrame } from '../../scripts/problems/code-frame';
import type { ContentProblem } from '../../scripts/problems/errors';
import { formatProblem } from '../../scripts/problems/format-problems';
import { parseContentSource } from '../../scripts/content/yaml/source';
import { validateSource } from '../../scripts/content/yaml/validate';
import { pageSchema } from '../../templates/model/page';
import { siteSchema } from '../../templates/model/site';
import { FIXTURE_CONTENT } from '../support/fixture';

/** A page of 20 lines whose blocks start on line 5; line 17 is `    text: ...` inside the last block. */
const PAGE = [
  '---',
  'title: Tax Clearance',
  'description: Your ZIMRA tax clearance certificate, done for you.',
  'blocks:',
  '  - type: page-hero',
  '    heading: Tax Clearance',
  '  - type: prose',
  '    heading: What you need',
  '    text: Your company registration papers.',
  '  - type: prose',
  '    heading: How long it takes',
  '    text: About two weeks.',
  '  - type: prose',
  '    heading: What it costs',
  '    text: One fixed fee.',
  '  - type: prose',
  '    heading: Who we are',
  '    text: A firm in Harare.',
  '---',
  'Body text.',
  '',
].join('\n');

function problemsOfPage(text: string): ContentProblem[] {
  const result = validateSource(parseContentSource('content/pages/tax-clearance.md', text), pageSchema);
  if (result.ok) throw new Error('expected the page to be invalid');
  return result.problems;
}

/** The page with line `number` (1-based) changed. */
function withLine(number: number, change: (line: string) => string, text = PAGE): string {
  const lines = text.split('\n');
  lines[number - 1] = change(lines[number - 1]!);
  return lines.join('\n');
}

const printed = (problems: ContentProblem[]) => problems.map(formatProblem).join('\n\n');

describe('YAML an editor broke', () => {
  it('accepts the page as it is', () => {
    expect(validateSource(parseContentSource('content/pages/tax-clearance.md', PAGE), pageSchema).ok).toBe(true);
  });

  it('says once, at line 18, that one extra space indents it more than the line above', () => {
    const problems = problemsOfPage(withLine(18, (line) => ` ${line}`));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:18:6
        Found:    Line 18 is indented more than the line above it: text: starts 1 space to the right of heading: on line 17
        Fix:      Remove 1 space at the start of line 18, so that text: lines up with heading:.

          16 |   - type: prose
          17 |     heading: Who we are
        > 18 |      text: A firm in Harare.
             |      ^
          19 | ---
          20 | Body text."
    `);
  });

  it('says a line indented less than its neighbours lines up with no field, and both ways to fix it', () => {
    const problems = problemsOfPage(withLine(18, (line) => line.slice(1)));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:18:4
        Found:    Line 18 is indented less than the line above it, and lines up with no field above it
        Fix:      At the start of line 18, add 1 space to put text: in line with heading: on line 17, or remove 3 spaces to put it in line with blocks: on line 4, whichever it belongs with.

          16 |   - type: prose
          17 |     heading: Who we are
        > 18 |    text: A firm in Harare.
             |    ^
          19 | ---
          20 | Body text."
    `);
  });

  it('says a field at the column of the list items above it is among list items', () => {
    const problems = problemsOfPage(withLine(18, (line) => line.slice(2)));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:18:3
        Found:    Line 18 is a field (text:) among list items: line 16 above it starts a list item (- ) at the same column
        Fix:      If text: belongs to the item above, indent it by 2 spaces more, to line it up with type:; if it starts a new item, begin it with "- ".

          16 |   - type: prose
          17 |     heading: Who we are
        > 18 |   text: A firm in Harare.
             |   ^
          19 | ---
          20 | Body text."
    `);
  });

  it('says a tab indents a line', () => {
    const problems = problemsOfPage(withLine(18, (line) => `\t${line.trimStart()}`));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:18:1
        Found:    Line 18 is indented with a tab
        Fix:      Indent with spaces only: replace the tab at the start of line 18 with spaces, as many as on the lines around it.

          16 |   - type: prose
          17 |     heading: Who we are
        > 18 | 	text: A firm in Harare.
             | ^
          19 | ---
          20 | Body text."
    `);
  });

  it('says a colon has no space after it', () => {
    const problems = problemsOfPage(withLine(3, (line) => line.replace(': ', ':')));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:3:13
        Found:    Line 3 has no space after the colon of description:
        Fix:      Add a space after the colon: description: Your ZIMRA tax clearance certificate, done for you.

          1 | ---
          2 | title: Tax Clearance
        > 3 | description:Your ZIMRA tax clearance certificate, done for you.
            |             ^
          4 | blocks:
          5 |   - type: page-hero"
    `);
  });

  it('says a text with ": " in it needs quotes, and shows them', () => {
    const problems = problemsOfPage(withLine(3, () => 'description: Tax clearance: done for you.'));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:3:27
        Found:    The text of description on line 3 has a colon followed by a space ("Tax clearance:"), which YAML reads as the start of another field
        Fix:      Put the whole text in double quotes: description: "Tax clearance: done for you."

          1 | ---
          2 | title: Tax Clearance
        > 3 | description: Tax clearance: done for you.
            |                           ^
          4 | blocks:
          5 |   - type: page-hero"
    `);
  });

  it('points at the quote that is never closed, not at the end of the front matter', () => {
    const problems = problemsOfPage(withLine(2, () => 'title: "Tax Clearance'));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:2:8
        Found:    The text that starts with " on line 2 has no closing "
        Fix:      Add " at the end of the text, and write \\" for a quote inside it.

          1 | ---
        > 2 | title: "Tax Clearance
            |        ^
          3 | description: Your ZIMRA tax clearance certificate, done for you.
          4 | blocks:"
    `);
  });

  it('says a field is given twice, with both lines', () => {
    const problems = problemsOfPage(withLine(3, (line) => `${line}\ntitle: Tax Clearance Certificates`));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:4:1
        Found:    The field title is given twice, on lines 2 and 4
        Fix:      Keep one title: and delete the other.

          2 | title: Tax Clearance
          3 | description: Your ZIMRA tax clearance certificate, done for you.
        > 4 | title: Tax Clearance Certificates
            | ^
          5 | blocks:
          6 |   - type: page-hero"
    `);
  });

  it('says a list item stands among fields', () => {
    const problems = problemsOfPage(withLine(3, (line) => `${line}\n- type: prose`));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:4:1
        Found:    Line 4 starts a list item (- ) among fields: description: on line 3 is a field at the same column
        Fix:      A list goes under a field name that has nothing after its colon; put the list under its own field, or remove the - if this is a field.

          2 | title: Tax Clearance
          3 | description: Your ZIMRA tax clearance certificate, done for you.
        > 4 | - type: prose
            | ^
          5 | blocks:
          6 |   - type: page-hero"
    `);
  });

  it('says a value starts with a character YAML keeps for itself', () => {
    const problems = problemsOfPage(withLine(2, () => 'title: @mutapa on social media'));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:2:8
        Found:    The value on line 2 starts with @, which YAML keeps for itself
        Fix:      Put the text in double quotes: title: "@mutapa on social media"

          1 | ---
        > 2 | title: @mutapa on social media
            |        ^
          3 | description: Your ZIMRA tax clearance certificate, done for you.
          4 | blocks:"
    `);
  });

  it('says a line is not a field', () => {
    const problems = problemsOfPage(withLine(3, (line) => `${line}\nWe do this every week`));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:4:1
        Found:    Line 4 is not a field: it has no "name: value"
        Fix:      Start the line with the field name and a colon and a space (like title: Our services); if it continues the text above, put that whole text in quotes.

          2 | title: Tax Clearance
          3 | description: Your ZIMRA tax clearance certificate, done for you.
        > 4 | We do this every week
            | ^
          5 | blocks:
          6 |   - type: page-hero"
    `);
  });

  it('says once that the first field is indented, not again for each line after it', () => {
    const page = withLine(3, () => 'description: >-\n  Your ZIMRA tax clearance: done for you,\n  every year.');
    const problems = problemsOfPage(withLine(2, (line) => ` ${line}`, page));
    expect(problems.map((problem) => [problem.location.line, problem.found, problem.hint])).toEqual([
      [
        2,
        'Line 2 is indented, but the first field of the file starts at the beginning of its line',
        'Remove the 1 space at the start of line 2.',
      ],
    ]);
  });

  it("says a line of a text after >- is indented less than the text's first line", () => {
    const page = withLine(3, () => 'description: >-\n    Your ZIMRA tax clearance,\n   done for you.');
    expect(problemsOfPage(page).map((problem) => [problem.location.line, problem.found, problem.hint])).toEqual([
      [
        5,
        'Line 5 is indented less than the first line of its text, line 4',
        'Add 1 space at the start of line 5: every line of a text written after > or | starts at the column of its first line.',
      ],
    ]);
  });

  it('says a front matter without its closing --- is not closed, once, and where the text starts', () => {
    const problems = problemsOfPage(
      PAGE.replace('---\nBody text.', '\n# Tax clearance\n\nWe apply for you.\n\n## What it costs\n\nOne fee: $50.'),
    );
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ Front matter not closed: content/pages/tax-clearance.md:1:1
        Expected: the front matter between two lines of three dashes (---)
        Found:    a --- line that opens the front matter on line 1, and no --- line that closes it
        Fix:      Add a line with only --- after the last field, before line 20 where the page's text seems to start.

        > 1 | ---
            | ^
          2 | title: Tax Clearance
          3 | description: Your ZIMRA tax clearance certificate, done for you."
    `);
  });
});

describe('fields an editor misspelt or left out', () => {
  it('suggests the field meant, lists the allowed ones, and does not report it missing as well', () => {
    const problems = problemsOfPage(withLine(8, (line) => line.replace('heading', 'haeding')));
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ Unknown field: content/pages/tax-clearance.md:8:5
        Field:    blocks[1].haeding
        Expected: one of the fields type, heading, text, tone
        Found:    the field "haeding"
        Fix:      Did you mean \`heading\`? Rename haeding to heading.

           6 |     heading: Tax Clearance
           7 |   - type: prose
        >  8 |     haeding: What you need
             |     ^
           9 |     text: Your company registration papers.
          10 |   - type: prose"
    `);
  });

  it('suggests `type` for a misspelt type of block', () => {
    const problems = problemsOfPage(withLine(7, (line) => line.replace('type', 'tpye')));
    expect(problems.map((problem) => [problem.title, problem.field, problem.hint])).toEqual([
      ['Unknown type', 'blocks[1].type', 'Did you mean `type`? Rename tpye to type.'],
    ]);
  });

  it('lists the allowed fields without a suggestion when no name is close', () => {
    const problems = problemsOfPage(withLine(3, (line) => `${line}\ncolour: blue`));
    expect(problems.map((problem) => [problem.title, problem.hint, problem.expected])).toMatchInlineSnapshot(`
      [
        [
          "Unknown field",
          "Check the spelling of the field name, or remove it.",
          "one of the fields title, description, heading, navLabel, order, layout, enquire, service, og, sitemap, draft, blocks",
        ],
      ]
    `);
  });

  async function siteProblems(change: (text: string) => string): Promise<ContentProblem[]> {
    const text = change(await readFile(path.join(FIXTURE_CONTENT, 'site.yaml'), 'utf8'));
    const result = validateSource(parseContentSource('content/site.yaml', text), siteSchema);
    if (result.ok) throw new Error('expected site.yaml to be invalid');
    return result.problems;
  }

  it("names the kind of value a field needs in editors' words", async () => {
    const missing = async (line: string) =>
      (await siteProblems((text) => text.replace(line, ''))).map((problem) => `${problem.field}: ${problem.expected}`);
    expect(await missing('  email: hello@fixture.example.org\n')).toEqual([
      'contact.email: an email address like hello@example.co.zw',
    ]);
    expect(await missing('  url: https://wa.me/263770000000\n')).toEqual([
      'chat.url: a full web address starting with https://',
    ]);
    expect(await missing('foundingYear: 2020\n')).toEqual(['foundingYear: a whole number from 1900 to 2100']);
    expect(await missing('    opens: "08:00"\n')).toEqual([
      'contact.hours.opens: a time like 08:00, from 00:00 to 23:59',
    ]);
    const wrong = await siteProblems((text) => text.replace('foundingYear: 2020', 'foundingYear: [2020]'));
    expect(wrong.map((problem) => `${problem.title}: ${problem.expected}`)).toEqual([
      'Wrong kind of value: a whole number from 1900 to 2100',
    ]);
    const page = problemsOfPage(withLine(3, (line) => `${line}\nsitemap: sometimes\nlayout: 7`));
    expect(page.map((problem) => `${problem.field}: ${problem.expected}`)).toEqual([
      'layout: one of "page", "service"',
      'sitemap: true or false',
    ]);
  });
});

describe('hostile YAML', () => {
  it('reports an alias bomb as one message naming the file, without a stack', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [index, name] of [...'bcdefghi'].entries()) {
      const previous = 'abcdefghi'[index]!;
      levels.push(`${name}: &${name} [${Array.from({ length: 9 }, () => `*${previous}`).join(',')}]`);
    }
    const problems = problemsOfPage(`---\ntitle: Bomb\n${levels.join('\n')}\n---\n`);
    expect(problems).toHaveLength(1);
    expect(printed(problems)).toMatchInlineSnapshot(`
      "✖ The YAML cannot be read: content/pages/tax-clearance.md:4:8
        Found:    The file repeats its anchors (&name) through aliases (*name) so often that reading it would make more values than any page needs
        Fix:      Write the values out in full instead of using & and * references; content files do not need them.

          2 | title: Bomb
          3 | a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        > 4 | b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
            |        ^
          5 | c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
          6 | d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]"
    `);
  });

  it('reports lists nested a hundred thousand deep as one message, without a stack', () => {
    const problems = problemsOfPage(`---\ntitle: ${'['.repeat(100_000)}\n---\n`);
    expect(problems.map((problem) => [problem.title, problem.location.line, problem.found])).toEqual([
      [
        'The YAML cannot be read',
        2,
        'The value on line 2 has lists or groups inside each other so deeply that it cannot be read',
      ],
    ]);
  });

  it('reports a key repeated thousands of times as one message', () => {
    const problems = problemsOfPage(`---\ntitle: Repeated\n${'description: again\n'.repeat(5000)}---\n`);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.found).toBe('The field description is given 5,000 times, on lines 3, 4, 5 and 4,997 more');
    expect(problems[0]!.location).toEqual({ file: 'content/pages/tax-clearance.md', line: 4, column: 1 });
  });
});

describe('a code frame', () => {
  it('cuts a line of a megabyte around the column, marking the cuts with …', () => {
    const long = `description: ${'a'.repeat(500_000)}: ${'b'.repeat(500_000)}`;
    const problems = problemsOfPage(`---\ntitle: Long\n${long}\n---\n`);
    expect(problems).toHaveLength(1);
    const frame = problems[0]!.frame;
    expect(frame.length).toBeLessThan(400);
    expect(frame).toMatchInlineSnapshot(`
      "  1 | ---
        2 | title: Long
      > 3 | …aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa: bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb…
          |                                                              ^
        4 | ---"
    `);
  });

  it('keeps short lines whole, and puts the caret under the column of a cut line', () => {
    const text = `short\n${'x'.repeat(300)}Y${'z'.repeat(300)}\nshort`;
    const frame = codeFrame(text, 2, 301);
    const [, marked, caret] = frame.split('\n');
    expect(frame.split('\n')[0]).toBe('  1 | short');
    expect(marked!.startsWith('> 2 | …')).toBe(true);
    expect(marked!.endsWith('…')).toBe(true);
    expect(marked!.indexOf('Y')).toBe(caret!.indexOf('^'));
  });
});

describe('what a field expects, from its schema', () => {
  it("names emails, web addresses, dates, whole numbers, choices and true/false in editors' words", async () => {
    const z = await import('zod');
    const { describeSchema } = await import('../../scripts/problems/describe-value');
    expect(describeSchema(z.email())).toBe('an email address, like name@example.co.zw');
    expect(describeSchema(z.url())).toBe('a web address, like https://example.co.zw');
    expect(describeSchema(z.iso.date())).toBe('a date, like 2025-03-31');
    expect(describeSchema(z.date())).toBe('a date, like 2025-03-31');
    expect(describeSchema(z.number().int().positive())).toBe('a whole number above 0');
    expect(describeSchema(z.number().min(0).max(5))).toBe('a number from 0 to 5');
    expect(describeSchema(z.boolean().default(true))).toBe('true or false');
    expect(describeSchema(z.enum(['page', 'service']).optional())).toBe('one of "page", "service"');
    expect(describeSchema(z.string().regex(/^\d\d:\d\d$/, 'a time like 08:00'))).toBe('a time like 08:00');
    expect(describeSchema(z.string().trim().min(1))).toBe('a text');
  });
});

describe('more mistakes in a YAML file', () => {
  async function syntaxOf(
    change: (text: string) => string,
  ): Promise<Array<[number, string | undefined, string | undefined]>> {
    const before = await readFile(path.join(FIXTURE_CONTENT, 'site.yaml'), 'utf8');
    const text = change(before);
    expect(text, 'the change changed nothing').not.toBe(before);
    const result = validateSource(parseContentSource('content/site.yaml', text), siteSchema);
    if (result.ok) throw new Error('expected site.yaml to be invalid');
    return result.problems.map((problem) => [problem.location.line, problem.found, problem.hint]);
  }

  it('says two lines run together are two fields on one line', async () => {
    expect(await syntaxOf((text) => text.replace('  address:\n    street', '  address: street'))).toEqual([
      [
        11,
        'Line 11 has two fields on one line: address: and street:',
        'Put street: on a line of its own, below address: and indented like line 12.',
      ],
    ]);
  });

  it("says the first item of a list stands on its field's line", async () => {
    expect(await syntaxOf((text) => text.replace('social:\n  - network', 'social: - network'))).toEqual([
      [
        22,
        'Line 22 has the first item of the list of social on the same line as social:',
        'Put "- network: LinkedIn" on a line of its own, below social: and indented like the items after it.',
      ],
    ]);
  });

  it('says a { that is never closed, and that a text holding one needs quotes', async () => {
    expect(await syntaxOf((text) => text.replace('short: Mon–Fri 8AM–5PM', 'short: {Mon–Fri 8AM–5PM'))).toEqual([
      [
        17,
        'The group that opens with { on line 17 is not closed',
        'Add } at the end of line 17, as a list in brackets stays on one line; or, if the { is part of a text, put the whole text in double quotes.',
      ],
    ]);
  });

  it('says a --- line in a YAML file starts a second set of fields', async () => {
    expect(await syntaxOf((text) => text.replace('social:', '---\nsocial:'))).toEqual([
      [
        22,
        'Line 22 is a line of three dashes (---), which starts a second set of fields: a file holds one',
        'Remove the --- on line 22; if it was meant to separate two parts, join them into one.',
      ],
    ]);
  });

  it('says a backslash in double quotes starts a sign YAML does not know', async () => {
    expect(await syntaxOf((text) => text.replace('opens: "08:00"', 'opens: "08\\h00"'))).toEqual([
      [
        20,
        'A backslash (\\) in the quoted text on line 20 starts a sign YAML does not know',
        'Write \\\\ for a backslash, or use single quotes around the text instead of double quotes.',
      ],
    ]);
  });
});
