/**
 * The web editor's local backend, spoken to as the app speaks to it: it
 * lists and reads the content, and a save writes the file on disk, which
 * the preview shows at once.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { persistParams, cmsServerForFile } from './cms-support';

const cms = cmsServerForFile();

interface Entry {
  data: string | null;
  file: { path: string; id: string | null; label?: string };
}
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('the local backend', () => {
  it('introduces itself as decap-server does, so that the app finds it', async () => {
    const { status, body } = await cms().api('info');
    expect(status).toBe(200);
    expect(body).toEqual({ repo: expect.any(String), publish_modes: ['simple'], type: 'local_fs' });
  });

  it("lists the pages folder with each file's text and hash", async () => {
    const { status, body } = await cms().api<Entry[]>('entriesByFolder', {
      folder: 'content/pages',
      extension: 'md',
      depth: 1,
    });
    expect(status).toBe(200);
    const onDisk = (await readdir(cms().file('content/pages'))).filter((name) => name.endsWith('.md')).sort();
    expect(body.map((entry) => entry.file.path)).toEqual(onDisk.map((name) => `content/pages/${name}`));
    const about = body.find((entry) => entry.file.path === 'content/pages/about.md');
    const text = await readFile(cms().file('content/pages/about.md'));
    expect(about).toEqual({ data: text.toString('utf8'), file: { path: 'content/pages/about.md', id: sha256(text) } });
  });

  it('lists the pages of group folders too when asked to go deeper', async () => {
    const { body } = await cms().api<Entry[]>('entriesByFolder', {
      folder: 'content/pages',
      extension: 'yaml',
      depth: 2,
    });
    const groups = body.map((entry) => entry.file.path);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((file) => /^content\/pages\/[^/]+\/_group\.yaml$/.test(file))).toBe(true);
  });

  it('reads one entry, and a missing one as nulls', async () => {
    const site = await cms().api<Entry>('getEntry', { path: 'content/site.yaml' });
    expect(site.body.data).toBe(await readFile(cms().file('content/site.yaml'), 'utf8'));
    const files = await cms().api<Entry[]>('entriesByFiles', {
      files: [{ path: 'content/site.yaml', label: 'Site' }, { path: 'content/pages/nowhere.md' }],
    });
    expect(files.body[0]?.file.label).toBe('Site');
    expect(files.body[1]).toEqual({ data: null, file: { path: 'content/pages/nowhere.md', id: null } });
  });

  it('lists the pictures of content/images, each in base64', async () => {
    const { status, body } = await cms().api<
      Array<{ name: string; path: string; content: string; encoding: string; id: string }>
    >('getMedia', { mediaFolder: 'content/images' });
    expect(status).toBe(200);
    const names = (await readdir(cms().file('content/images'))).sort();
    expect(body.map((file) => file.name)).toEqual(names);
    const first = body[0]!;
    const bytes = await readFile(cms().file(first.path));
    expect(first).toEqual({
      name: names[0],
      path: `content/images/${names[0]}`,
      content: bytes.toString('base64'),
      encoding: 'base64',
      id: sha256(bytes),
    });
  });

  it("saves a changed tagline into site.yaml, and the preview's home page shows it", async () => {
    const before = await cms().get('/');
    expect(before.text).not.toContain('Plain answers, close to home');
    const original = await readFile(cms().file('content/site.yaml'), 'utf8');
    const changed = original.replace(/^tagline: .*$/m, 'tagline: Plain answers, close to home');
    expect(changed).not.toBe(original);
    const applied = cms().applied('content/site.yaml');
    const { status, body } = await cms().api('persistEntry', persistParams('content/site.yaml', changed));
    expect({ status, body }).toEqual({ status: 200, body: { message: 'entry persisted' } });
    expect(await readFile(cms().file('content/site.yaml'), 'utf8')).toBe(changed);
    await applied;
    expect((await cms().get('/')).text).toContain('Plain answers, close to home');
  });

  it('saves a new page into a group, and it gets its own address', async () => {
    const { body: groups } = await cms().api<Entry[]>('entriesByFolder', {
      folder: 'content/pages',
      extension: 'yaml',
      depth: 2,
    });
    const group = groups[0]!.file.path.split('/')[2]!;
    const raw =
      '---\ntitle: Records Keeping\ndescription: How we keep the records a business must keep.\n---\nRecords kept in order.\n';
    const file = `content/pages/${group}/records-keeping.md`;
    const applied = cms().applied(file);
    const { status } = await cms().api('persistEntry', persistParams(file, raw));
    expect(status).toBe(200);
    await applied;
    const page = await cms().get(`/${group}/records-keeping`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Records kept in order.');
  });

  it('moves a page to its new name when the app renames it, and the old address goes', async () => {
    const raw = '---\ntitle: Office Hours\ndescription: When the office is open.\n---\nOpen on weekdays.\n';
    const created = cms().applied('content/pages/office-hours.md');
    expect((await cms().api('persistEntry', persistParams('content/pages/office-hours.md', raw))).status).toBe(200);
    await created;
    const moved = `${raw}Closed on public holidays.\n`;
    const applied = Promise.all([
      cms().applied('content/pages/opening-hours.md'),
      cms().applied('content/pages/office-hours.md'),
    ]);
    const { status } = await cms().api(
      'persistEntry',
      persistParams('content/pages/office-hours.md', moved, { newPath: 'content/pages/opening-hours.md' }),
    );
    expect(status).toBe(200);
    expect(await readFile(cms().file('content/pages/opening-hours.md'), 'utf8')).toBe(moved);
    await expect(readFile(cms().file('content/pages/office-hours.md'))).rejects.toThrow(/ENOENT/);
    await applied;
    expect((await cms().get('/opening-hours')).text).toContain('Closed on public holidays.');
    expect((await cms().get('/office-hours')).status).toBe(404);
  });
});
