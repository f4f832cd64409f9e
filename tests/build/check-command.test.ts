/**
 * `npm run check` as a person (or a CI job) runs it: every mistake of every
 * file in one pass, in the human format, as JSON or as GitHub annotations;
 * exit code 1 for errors, 0 with warnings only.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFixture, PROJECT_ROOT, type FixtureSite } from '../support/fixture';

const run = promisify(execFile);

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

interface Checked {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the check command on the fixture copy; the copy's folder reads as <fixture> in its output. */
async function check(...args: string[]): Promise<Checked> {
  const clean = (text: string) => text.replaceAll(site.dir, '<fixture>');
  try {
    const { stdout, stderr } = await run(
      'node',
      ['scripts/launch.mjs', 'scripts/check.ts', '--content', site.contentDir, ...args],
      { cwd: PROJECT_ROOT },
    );
    return { code: 0, stdout: clean(stdout), stderr: clean(stderr) };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: clean(failed.stdout), stderr: clean(failed.stderr) };
  }
}

const edit = (relative: string, change: (text: string) => string) => site.edit(relative, change);

/** A file that cannot be parsed, a broken link in a Markdown body and a service the forms do not offer, in three files. */
async function threeMistakes(): Promise<void> {
  await edit('pages/advice/audit.md', (text) => text.replace('title: Audit Support', 'title: [Audit Support'));
  await edit('pages/about.md', (text) => `${text}\nSee [our rates](/advice/rates).\n`);
  await edit('pages/advice/tax.md', (text) => text.replace('order: 2', 'order: 2\nservice: Tax returns'));
}

/** Five groups in the header, one more than fit on one line at 1280 px. */
async function tooManyGroups(): Promise<void> {
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
}

describe('npm run check', () => {
  it('reports every mistake of every file in one pass, and exits 1', async () => {
    await threeMistakes();
    const { code, stdout, stderr } = await check();
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatchInlineSnapshot(`
      "
      ✖ The YAML cannot be read: <fixture>/content/pages/advice/audit.md:2:8
        Found:    The list that opens with [ on line 2 is not closed
        Fix:      Add ] at the end of line 2, as a list in brackets stays on one line; or, if the [ is part of a text, put the whole text in double quotes.

          1 | ---
        > 2 | title: [Audit Support
            |        ^
          3 | description: Help with audits.
          4 | order: 1

      ✖ Link to a page that does not exist: <fixture>/content/pages/about.md:7:17
        Field:    body
        Expected: the path of a page of this site, like /contact
        Found:    the link "/advice/rates"
        Fix:      Check the spelling; pages are named after their files in content/pages/.

          5 | We are a **fixture**.
          6 |
        > 7 | See [our rates](/advice/rates).
            |                 ^

      ✖ Service not offered: <fixture>/content/pages/advice/tax.md:5:10
        Field:    service
        Expected: one of forms.serviceOptions in site.yaml: "Advice", "Other"
        Found:    the service "Tax returns"
        Fix:      Use one of the services exactly as site.yaml lists it, or add this one to forms.serviceOptions.

          3 | description: Help with tax.
          4 | order: 2
        > 5 | service: Tax returns
            |          ^
          6 | ---
          7 | ## How it works

      3 problems in 3 files.
      Fix the content above, then run npm run check again.
      "
    `);
  });

  it('prints warnings and exits 0 when there is nothing else', async () => {
    await tooManyGroups();
    const { code, stdout } = await check();
    expect(code).toBe(0);
    expect(stdout).toMatchInlineSnapshot(`
      "
      ⚠ Too many groups in the header: <fixture>/content/site.yaml:36:7
        Field:    navigation.header[5]
        Expected: at most 4 groups: more do not fit on one line of a 1280 px wide screen
        Found:    5 groups
        Fix:      Leave a group out of the header (it stays in the footer and on the site map), or merge two groups.

          34 |     - group: two
          35 |     - group: three
        > 36 |     - group: four
             |       ^
          37 |   cta:
          38 |     label: Talk to us

      1 warning in 1 file.
      Content is valid: 8 pages in 5 groups, with a warning.
      "
    `);
  });

  it('gives tools a JSON list of the problems with --format json', async () => {
    await threeMistakes();
    await tooManyGroups();
    const { code, stdout } = await check('--format', 'json');
    expect(code).toBe(1);
    const problems = JSON.parse(stdout) as Array<Record<string, unknown>>;
    expect(
      problems.map(({ file, line, column, field, title, severity }) => ({
        file,
        line,
        column,
        field,
        title,
        severity,
      })),
    ).toEqual([
      {
        file: '<fixture>/content/pages/advice/audit.md',
        line: 2,
        column: 8,
        field: '',
        title: 'The YAML cannot be read',
        severity: 'error',
      },
      {
        file: '<fixture>/content/pages/about.md',
        line: 7,
        column: 17,
        field: 'body',
        title: 'Link to a page that does not exist',
        severity: 'error',
      },
      {
        file: '<fixture>/content/pages/advice/tax.md',
        line: 5,
        column: 10,
        field: 'service',
        title: 'Service not offered',
        severity: 'error',
      },
      {
        file: '<fixture>/content/site.yaml',
        line: 36,
        column: 7,
        field: 'navigation.header[5]',
        title: 'Too many groups in the header',
        severity: 'warning',
      },
    ]);
    expect(problems[1]).toEqual({
      file: '<fixture>/content/pages/about.md',
      line: 7,
      column: 17,
      field: 'body',
      title: 'Link to a page that does not exist',
      expected: 'the path of a page of this site, like /contact',
      found: 'the link "/advice/rates"',
      hint: 'Check the spelling; pages are named after their files in content/pages/.',
      severity: 'error',
    });
  });

  it('gives GitHub Actions one annotation per problem with --format github', async () => {
    await threeMistakes();
    await tooManyGroups();
    const { code, stdout } = await check('--format', 'github');
    expect(code).toBe(1);
    expect(stdout).toMatchInlineSnapshot(`
      "::error file=<fixture>/content/pages/advice/audit.md,line=2,col=8,title=The YAML cannot be read::Found: The list that opens with [ on line 2 is not closed%0AFix: Add ] at the end of line 2, as a list in brackets stays on one line; or, if the [ is part of a text, put the whole text in double quotes.
      ::error file=<fixture>/content/pages/about.md,line=7,col=17,title=Link to a page that does not exist::Field: body%0AExpected: the path of a page of this site, like /contact%0AFound: the link "/advice/rates"%0AFix: Check the spelling; pages are named after their files in content/pages/.
      ::error file=<fixture>/content/pages/advice/tax.md,line=5,col=10,title=Service not offered::Field: service%0AExpected: one of forms.serviceOptions in site.yaml: "Advice", "Other"%0AFound: the service "Tax returns"%0AFix: Use one of the services exactly as site.yaml lists it, or add this one to forms.serviceOptions.
      ::warning file=<fixture>/content/site.yaml,line=36,col=7,title=Too many groups in the header::Field: navigation.header[5]%0AExpected: at most 4 groups: more do not fit on one line of a 1280 px wide screen%0AFound: 5 groups%0AFix: Leave a group out of the header (it stays in the footer and on the site map), or merge two groups.
      "
    `);
  });

  it('prints an empty list and exits 0 for valid content with --format json', async () => {
    const { code, stdout } = await check('--format', 'json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([]);
  });

  it('has npm run build print the warnings, and build', async () => {
    await tooManyGroups();
    const { stdout } = await run(
      'node',
      ['scripts/launch.mjs', 'scripts/build.ts', '--content', site.contentDir, '--out', site.outDir],
      { cwd: PROJECT_ROOT },
    );
    expect(stdout).toContain(`\n⚠ Too many groups in the header: ${site.dir}/content/site.yaml:36:7\n`);
    expect(stdout).toMatch(/\nBuilt 9 pages into .* in \d+ ms/);
  });

  it('names the formats when --format is given another', async () => {
    const { code, stderr } = await check('--format', 'xml');
    expect(code).toBe(2);
    expect(stderr.trim()).toBe('--format takes one of human, json, github, not "xml".');
  });
});
