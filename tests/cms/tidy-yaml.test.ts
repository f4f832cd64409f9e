/**
 * A save from the web editor changes only the values that changed: every
 * content file of the site, saved unchanged, stays byte for byte; one value
 * changed is that value's lines changed; a change of shape is left to the
 * app's own writer, and nothing ever writes data other than what was asked.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { updateFrontMatter, updateYaml } from '../../scripts/cms/app/tidy-yaml';
import { listFiles } from '../../scripts/shared/files';
import { splitFrontMatter } from '../../scripts/content/yaml/source';

const contentDir = path.join(process.cwd(), 'content');

/** Every content file with its data as the editor reads it (a page's text in `body`). */
async function contentFiles(): Promise<Array<{ file: string; text: string; data: Record<string, unknown> }>> {
  const files = (await listFiles(contentDir)).filter(
    (file) => (file.startsWith('pages/') && file.endsWith('.md')) || file.endsWith('.yaml'),
  );
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(contentDir, file), 'utf8');
      if (!file.endsWith('.md')) return { file, text, data: parse(text) as Record<string, unknown> };
      const split = splitFrontMatter(text);
      return { file, text, data: { ...(parse(split.yaml) as Record<string, unknown>), body: split.body } };
    }),
  );
}

const update = (file: string, text: string, data: Record<string, unknown>) =>
  file.endsWith('.md') ? updateFrontMatter(text, data) : updateYaml(text, data);

/** Lines of `after` not in `before`, and the other way round, counted (a line diff good enough for single edits). */
function changedLines(before: string, after: string): { removed: number; added: number } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  return { removed: a.length - start - end, added: b.length - start - end };
}

describe('a save from the web editor', () => {
  it('leaves every content file byte for byte as it was when nothing changed', async () => {
    const files = await contentFiles();
    expect(files.length).toBeGreaterThan(30);
    for (const { file, text, data } of files) expect(update(file, text, data), file).toBe(text);
  });

  it('changes one line for a one-line value, and only the lines of a folded text that changed', async () => {
    const site = (await contentFiles()).find((entry) => entry.file === 'site.yaml')!;
    const tagline = updateYaml(site.text, { ...site.data, tagline: 'Plain answers, on time' })!;
    expect(changedLines(site.text, tagline)).toEqual({ removed: 1, added: 1 });
    expect(tagline.split('\n')[0]).toBe(site.text.split('\n')[0]);
    const contact = site.data.contact as { hours: Record<string, unknown> };
    const opens = updateYaml(site.text, {
      ...site.data,
      contact: { ...contact, hours: { ...contact.hours, opens: '07:30' } },
    })!;
    expect(changedLines(site.text, opens)).toEqual({ removed: 1, added: 1 });
    expect(opens).toContain('opens: "07:30"');
    const description = updateYaml(site.text, { ...site.data, description: 'A Harare consultancy.' })!;
    const folded = site.text.match(/^description: >-\n((?: {2}.*\n)+)/m)![0].split('\n').length - 1;
    expect(changedLines(site.text, description)).toEqual({ removed: folded, added: 1 });
  });

  it('adds one line for a field filled in that the file did not have', async () => {
    const page = (await contentFiles()).find((entry) => entry.file === 'pages/compliance/praz-registration.md')!;
    expect(page.data.heading).toBeUndefined();
    const saved = updateFrontMatter(page.text, { ...page.data, heading: 'Sell to government' })!;
    expect(changedLines(page.text, saved)).toEqual({ removed: 0, added: 1 });
    const group = (await contentFiles()).find((entry) => entry.file === 'pages/compliance/_group.yaml')!;
    const nested = updateYaml(group.text, { ...group.data, extra: 'x' })!;
    expect(nested.endsWith('extra: x\n')).toBe(true);
    expect(changedLines(group.text, nested)).toEqual({ removed: 0, added: 1 });
  });

  it("changes one line of a page's front matter, and keeps its text", async () => {
    const page = (await contentFiles()).find((entry) => entry.file === 'pages/compliance/praz-registration.md')!;
    const saved = updateFrontMatter(page.text, { ...page.data, order: 7 })!;
    expect(changedLines(page.text, saved)).toEqual({ removed: 1, added: 1 });
    expect(saved).toContain('\norder: 7\n');
    const body = updateFrontMatter(page.text, { ...page.data, body: `${String(page.data.body)}\nOne more line.\n` })!;
    expect(body.startsWith(page.text)).toBe(true);
  });

  it("leaves a change of shape to the app's writer, and never writes other data than asked", async () => {
    const site = (await contentFiles()).find((entry) => entry.file === 'site.yaml')!;
    const { tagline, ...withoutTagline } = site.data;
    expect(tagline).toBeDefined();
    expect(updateYaml(site.text, withoutTagline)).toBeUndefined();
    expect(updateYaml(site.text, { ...site.data, social: [] })).toBeUndefined();
    expect(updateYaml(site.text, { ...site.data, description: 'Two lines\nof text' })).toBeUndefined();
    for (const value of ['yes', '08:00', '#not a comment', 'a: b', '- item', "it's", '"quoted"', 'null', '12']) {
      const saved = updateYaml(site.text, { ...site.data, tagline: value });
      expect(saved === undefined || (parse(saved) as { tagline: unknown }).tagline === value, value).toBe(true);
    }
  });
});

describe('the data a save is given', () => {
  it("may hold its keys in the form's order: the file keeps its own", async () => {
    const site = (await contentFiles()).find((entry) => entry.file === 'site.yaml')!;
    const reordered = Object.fromEntries(Object.entries({ ...site.data, tagline: 'Plain answers, on time' }).reverse());
    expect(changedLines(site.text, updateYaml(site.text, reordered)!)).toEqual({ removed: 1, added: 1 });
  });
});
