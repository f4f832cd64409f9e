/**
 * The web editor cannot save what the build would reject: a save is first
 * checked by the build's own loader and checks across files, and refused
 * with the build's message, leaving the file as it was. Warnings, and
 * errors already there in other files, do not block a save.
 */
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, isWarning } from '../../scripts/problems/errors';
import { formatProblems } from '../../scripts/problems/format-problems';
import { loadContent } from '../../scripts/render/load-checked-content';
import { persistParams, cmsServerForFile } from './cms-support';

const cms = cmsServerForFile();

interface Refusal {
  error: string;
  problems: Array<{ file: string; line: number; column: number; field: string; title: string }>;
}

/** What the build prints for the project's content with `relative` holding `raw` (or deleted): its errors, formatted. */
async function buildMessage(changes: Record<string, string | null>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-cms-expected-'));
  try {
    const contentDir = path.join(root, 'content');
    await cp(cms().project.contentDir, contentDir, { recursive: true });
    for (const [relative, raw] of Object.entries(changes)) {
      if (raw === null) await rm(path.join(root, relative));
      else await writeFile(path.join(root, relative), raw);
    }
    await loadContent({ root, contentDir, publicDir: cms().file('public') });
    throw new Error('The build accepted the content.');
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return `Not saved: the site's build would stop on this.\n\n${formatProblems(error.problems.filter((problem) => !isWarning(problem)))}`;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const read = (relative: string) => readFile(cms().file(relative), 'utf8');

/**
 * Asks the editor's backend to delete `file`, alone (deleteFile) or in a list as the media library does
 * (deleteFiles): the refusal it answers, once the answer is checked to be one and the file is still there.
 */
async function refusedDelete(file: string, call: 'deleteFile' | 'deleteFiles'): Promise<Refusal> {
  const options = { commitMessage: `Delete ${file}` };
  const { status, body } = await cms().api<Refusal>(
    call,
    call === 'deleteFile' ? { path: file, options } : { paths: [file], options },
  );
  expect(status).toBe(422);
  expect((await stat(cms().file(file))).isFile()).toBe(true);
  return body;
}

describe('a save the build would reject', () => {
  it("with an empty required title is refused with the build's message, and the file is unchanged", async () => {
    const original = await read('content/pages/about.md');
    const raw = original.replace(/^title: .*$/m, 'title: ""');
    expect(raw).not.toBe(original);
    const { status, body } = await cms().api<Refusal>('persistEntry', persistParams('content/pages/about.md', raw));
    expect(status).toBe(422);
    expect(body.error).toBe(await buildMessage({ 'content/pages/about.md': raw }));
    expect(body.error).toContain(
      '✖ Empty text: content/pages/about.md:2:8\n  Field:    title\n  Expected: a text that is not empty',
    );
    expect(body.problems).toEqual([
      expect.objectContaining({
        file: 'content/pages/about.md',
        line: 2,
        column: 8,
        field: 'title',
        title: 'Empty text',
      }),
    ]);
    expect(await read('content/pages/about.md')).toBe(original);
    expect((await cms().get('/about')).text).toContain('<title>About Us');
  });

  it("with a link to a page that does not exist is refused with the build's message, and the file is unchanged", async () => {
    const original = await read('content/pages/about.md');
    const raw = original.replace(/\n---\n/, '\n---\nSee [our new office](/no-such-page).\n');
    expect(raw).not.toBe(original);
    const { status, body } = await cms().api<Refusal>('persistEntry', persistParams('content/pages/about.md', raw));
    expect(status).toBe(422);
    expect(body.error).toBe(await buildMessage({ 'content/pages/about.md': raw }));
    expect(body.error).toMatch(
      /✖ Link to a page that does not exist: content\/pages\/about\.md:\d+:22\n {2}Field: {4}body\n/,
    );
    expect(body.error).toContain('Found:    the link "/no-such-page"');
    expect(await read('content/pages/about.md')).toBe(original);
  });

  it('that deletes a page other pages and the menus link to is refused, and the page stays', async () => {
    const body = await refusedDelete('content/pages/about.md', 'deleteFiles');
    expect(body.error).toBe(
      (await buildMessage({ 'content/pages/about.md': null })).replace(
        "Not saved: the site's build would stop on this.",
        'Not deleted: the site uses content/pages/about.md. Change what uses it (below) first, then delete it.',
      ),
    );
    expect(body.problems.map((problem) => problem.file)).toContain('content/site.yaml');
  });

  it('that deletes the page for addresses that do not exist is refused, saying the site needs it', async () => {
    const body = await refusedDelete('content/pages/404.md', 'deleteFile');
    expect(body.error).toMatch(
      /^Not deleted: the site needs content\/pages\/404\.md, as said below\.\n\n✖ No page for addresses that do not exist: content\/pages\/404\.md:/,
    );
  });

  it("that deletes the site's sharing picture is refused, naming site.yaml's ogImage", async () => {
    const body = await refusedDelete('content/images/og-image.svg', 'deleteFile');
    expect(body.error).toMatch(
      /^Not deleted: the site uses content\/images\/og-image\.svg\. Change what uses it \(below\) first, then delete it\.\n\n✖ Picture the build cannot make: content\/site\.yaml:\d+:\d+\n {2}Field: {4}ogImage\n/,
    );
    expect(body.error).toContain(
      'Every page names /og-image.jpg as the picture of its links shared on social media: put its source back at content/images/og-image.svg. Nothing is built until it is there.',
    );
  });

  it('that deletes a picture a page shows is refused, naming the page and its field', async () => {
    const body = await refusedDelete('content/images/why-us.svg', 'deleteFiles');
    expect(body.error).toMatch(/^Not deleted: the site uses content\/images\/why-us\.svg\./);
    expect(body.problems).toEqual([
      expect.objectContaining({
        file: 'content/pages/why-us.md',
        field: 'blocks[2].image.source',
        title: 'Image not found',
      }),
    ]);
  });

  it('with a picture that is not in content/images is refused, and saved once the picture comes with it', async () => {
    const original = await read('content/pages/why-us.md');
    const raw = original.replace('source: why-us.svg', 'source: our-team.svg');
    expect(raw).not.toBe(original);
    const refused = await cms().api<Refusal>('persistEntry', persistParams('content/pages/why-us.md', raw));
    expect(refused.status).toBe(422);
    expect(refused.body.problems[0]).toMatchObject({
      file: 'content/pages/why-us.md',
      field: 'blocks[2].image.source',
    });
    expect(await read('content/pages/why-us.md')).toBe(original);

    const picture = await read('content/images/why-us.svg');
    const withPicture = {
      ...persistParams('content/pages/why-us.md', raw),
      assets: [
        { path: 'content/images/our-team.svg', content: Buffer.from(picture).toString('base64'), encoding: 'base64' },
      ],
    };
    const saved = await cms().api('persistEntry', withPicture);
    expect(saved.status).toBe(200);
    expect(await read('content/pages/why-us.md')).toBe(raw);
    expect(await read('content/images/our-team.svg')).toBe(picture);
  });
});

describe('a save the build accepts', () => {
  it("goes through with a warning: a page with another page's title", async () => {
    const raw =
      '---\ntitle: About Us\ndescription: The same title as the about page.\n---\nA second page titled About Us.\n';
    const { status } = await cms().api('persistEntry', persistParams('content/pages/about-again.md', raw));
    expect(status).toBe(200);
    expect(await read('content/pages/about-again.md')).toBe(raw);
  });

  it('goes through while another file has an error of its own, which still blocks saves of that file', async () => {
    const broken = (await read('content/pages/contact.md')).replace(/^title: .*$/m, 'title: ""');
    await writeFile(cms().file('content/pages/contact.md'), broken);
    try {
      const site = (await read('content/site.yaml')).replace(/^tagline: .*$/m, 'tagline: Saved beside a broken page');
      expect((await cms().api('persistEntry', persistParams('content/site.yaml', site))).status).toBe(200);
      expect(await read('content/site.yaml')).toBe(site);
      const stillBroken = `${broken}\nMore text.\n`;
      const { status, body } = await cms().api<Refusal>(
        'persistEntry',
        persistParams('content/pages/contact.md', stillBroken),
      );
      expect(status).toBe(422);
      expect(body.error).toContain('✖ Empty text: content/pages/contact.md:2:8');
      expect(await read('content/pages/contact.md')).toBe(broken);
    } finally {
      const fixed = broken.replace(/^title: ""$/m, 'title: Contact');
      await writeFile(cms().file('content/pages/contact.md'), fixed);
    }
  });
});
