/**
 * The web editor's checks give the build's own verdict and words: an entry the
 * editor would save is checked as the build would check the file it writes.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { adminData, type AdminData } from '../../scripts/cms/admin-data';
import { fileText, problemMessage, problemsOfEntry, type EntryFile } from '../../scripts/cms/app/entry-problems';
import { loadContent } from '../../scripts/render/load-checked-content';
import { ContentError } from '../../scripts/problems/errors';
import { splitFrontMatter } from '../../scripts/content/yaml/source';

const root = process.cwd();
let site: AdminData;

beforeAll(async () => {
  site = await adminData({ root, contentDir: path.join(root, 'content') });
});

/** A page of the real site as the editor holds it: front matter fields and the body. */
async function pageEntry(file: string): Promise<EntryFile> {
  const text = await readFile(path.join(root, file), 'utf8');
  const split = splitFrontMatter(text);
  return { path: file, data: { ...(parse(split.yaml) as Record<string, unknown>), body: split.body } };
}

/** What the build says of the content with this entry saved (in a copy of the project). */
async function buildVerdict(entry: EntryFile): Promise<Array<{ title: string; field: string }>> {
  // A copy of the real content and public files, the entry saved into it.
  const copy = await mkdtemp(path.join(os.tmpdir(), 'cms-check-'));
  await cp(path.join(root, 'content'), path.join(copy, 'content'), { recursive: true });
  await cp(path.join(root, 'public'), path.join(copy, 'public'), { recursive: true });
  await mkdir(path.dirname(path.join(copy, entry.path)), { recursive: true });
  await writeFile(path.join(copy, entry.path), fileText(entry));
  try {
    await loadContent({ root: copy, contentDir: path.join(copy, 'content'), publicDir: path.join(copy, 'public') });
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems
      .filter((problem) => problem.severity !== 'warning')
      .map(({ title, field }) => ({ title, field }));
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

type Verdict = Array<{ title: string; field: string }>;

/** Problems in one order, whichever order they were found in: by field, then by title. */
const sorted = (problems: Verdict) =>
  [...problems].sort((a, b) => a.field.localeCompare(b.field) || a.title.localeCompare(b.title));

/** The editor refuses the entry with exactly `expected`, and so does the build of the file it writes. */
async function expectEditorAndBuild(entry: EntryFile, expected: Verdict): Promise<void> {
  expect(sorted(problemsOfEntry(entry, site).map(({ title, field }) => ({ title, field })))).toEqual(sorted(expected));
  expect(sorted(await buildVerdict(entry))).toEqual(sorted(expected));
}

describe('an entry checked in the editor', () => {
  it('passes when the build passes it, page, group and site alike', async () => {
    expect(problemsOfEntry(await pageEntry('content/pages/compliance/praz-registration.md'), site)).toEqual([]);
    expect(problemsOfEntry(await pageEntry('content/pages/index.md'), site)).toEqual([]);
    const group = {
      path: 'content/pages/compliance/_group.yaml',
      data: parse(await readFile(path.join(root, 'content/pages/compliance/_group.yaml'), 'utf8')) as Record<
        string,
        unknown
      >,
    };
    expect(problemsOfEntry(group, site)).toEqual([]);
    const siteEntry = { path: 'content/site.yaml', data: site.site as Record<string, unknown> };
    expect(problemsOfEntry(siteEntry, site)).toEqual([]);
  });

  it('refuses an empty title, a link to a page that does not exist and a service the forms do not offer, as the build does', async () => {
    const entry = await pageEntry('content/pages/compliance/praz-registration.md');
    const cases: Array<[string, EntryFile, { title: string; field: string }]> = [
      ['empty title', { ...entry, data: { ...entry.data, title: '' } }, { title: 'Empty text', field: 'title' }],
      [
        'link in the body',
        {
          ...entry,
          data: { ...entry.data, body: `${String(entry.data.body)}\nSee [our rates](/compliance/no-such-page).\n` },
        },
        { title: 'Link to a page that does not exist', field: 'body' },
      ],
      [
        'service',
        { ...entry, data: { ...entry.data, service: 'Plumbing' } },
        { title: 'Service not offered', field: 'service' },
      ],
    ];
    for (const [name, changed, expected] of cases) {
      const problems = problemsOfEntry(changed, site);
      expect(
        problems.map(({ title, field }) => ({ title, field })),
        name,
      ).toEqual([expected]);
      expect(await buildVerdict(changed), name).toEqual([expected]);
    }
  });

  it("shows every mistake of site.yaml at once, its links' and numbers' with the schema's, as the build does", async () => {
    // Values of the wrong kind among them: the site's data, as the editor holds it, typed loosely.
    const data = structuredClone(site.site) as {
      foundingYear: unknown;
      contact: { phone: string };
      chat: { url: string };
      navigation: { header: Array<{ href?: string }>; cta: { href: string } };
      redirects: unknown;
    };
    data.foundingYear = 'twenty';
    data.contact.phone = '078 212 4470';
    data.chat.url = 'https://wa.me/0782124470';
    data.navigation.header[0]!.href = '/abuot';
    data.navigation.cta.href = 'http://example.org/quote';
    data.redirects = [{ from: '/old-about', to: '/abot' }];
    const entry: EntryFile = { path: 'content/site.yaml', data: data as Record<string, unknown> };
    const expected = [
      { title: 'Wrong kind of value', field: 'foundingYear' },
      { title: 'Phone number not valid', field: 'contact.phone' },
      { title: 'WhatsApp number not valid', field: 'chat.url' },
      { title: 'Link to an http address', field: 'navigation.cta.href' },
      { title: 'Link to a page that does not exist', field: 'navigation.header[0].href' },
      { title: 'Redirect to a page that does not exist', field: 'redirects[0].to' },
    ];
    await expectEditorAndBuild(entry, expected);
  });

  it('passes every page of the site as the editor holds it, its texts written back as the editor writes them', async () => {
    // The editor writes a long text of several lines folded (>-), its list items apart on lines of their own.
    const files = (await readdir(path.join(root, 'content/pages'), { recursive: true }))
      .filter((file) => file.endsWith('.md'))
      .map((file) => `content/pages/${file.split(path.sep).join('/')}`);
    expect(files.length).toBeGreaterThan(20);
    const refused: string[] = [];
    for (const file of files)
      for (const problem of problemsOfEntry(await pageEntry(file), site))
        refused.push(`${file} ${problem.field}: ${problem.title}`);
    expect(refused).toEqual([]);
  });

  it("shows every mistake of a page at once, its links' with the schema's, as the build does", async () => {
    const entry = await pageEntry('content/pages/about.md');
    const data = entry.data as { title: unknown; body: string };
    data.title = 42;
    data.body = `${data.body}\nSee [our plans](/plans-and-prices), or [the rest](/about us).\n`;
    const expected = [
      { title: 'Wrong kind of value', field: 'title' },
      { title: 'Link to a page that does not exist', field: 'body' },
      { title: 'Link with a space in its address', field: 'body' },
    ];
    await expectEditorAndBuild(entry, expected);
  });

  it('words a problem as the build does, in one line', () => {
    const [problem] = problemsOfEntry(
      { path: 'content/pages/about.md', data: { title: 'About', blocks: [{ type: 'cta', heading: '  ' }] } },
      site,
    );
    expect(problem).toBeDefined();
    expect(problemMessage(problem!)).toMatch(/^[A-Z][^.]+\. Expected .+\./);
    expect(problemMessage(problem!)).not.toContain('\n');
  });
});
