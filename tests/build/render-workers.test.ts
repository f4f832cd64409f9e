/**
 * Loading and rendering in worker threads: the same bytes and the same
 * content problems as in the build's own thread; a template that throws in
 * a worker, or reads the content of a page another worker holds, fails the
 * build with a RenderError naming the route.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { createScratchProject, type ScratchProject } from '../../scripts/shared/scratch-project';
import { ContentError, RenderError } from '../../scripts/problems/errors';
import { digestDir } from '../support/dir-digest';
import { copyFixture, PROJECT_ROOT, type FixtureSite } from '../support/fixture';
import { publicPageFiles } from '../../scripts/output/page-files';

describe('render workers', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await copyFixture();
    // A group larger than its menus, so workers also splice shared chrome.
    for (let order = 3; order < 15; order += 1) {
      await site.write(
        `pages/advice/extra-${order}.md`,
        `---\ntitle: Extra ${order}\ndescription: Extra page ${order}.\norder: ${order}\n---\n## Extra ${order}\n\nText with a [link](/about).\n`,
      );
    }
  });
  afterAll(async () => {
    await site.remove();
  });

  it('write the same files as the build thread does', async () => {
    const build = (outDir: string, renderWorkers: number) =>
      buildSite({
        root: PROJECT_ROOT,
        contentDir: site.contentDir,
        outDir: path.join(site.dir, outDir),
        year: 2031,
        renderWorkers,
      });
    await build('alone', 0);
    await build('workers', 2);
    const [alone, workers] = await Promise.all([
      digestDir(path.join(site.dir, 'alone')),
      digestDir(path.join(site.dir, 'workers')),
    ]);
    expect(await publicPageFiles(path.join(site.dir, 'alone'))).toHaveLength(17);
    expect(workers).toEqual(alone);
  });

  it('find the same content problems as the build thread does, whichever worker loads the file', async () => {
    const broken = await copyFixture();
    try {
      // One mistake near the start of the file list and one near its end (the first and the second worker's), then a link to nowhere.
      await broken.write('pages/about.md', '---\ntitel: About\n---\n');
      await broken.write('pages/advice/tax.md', '---\ntitle: Tax\norder: soon\n---\nText.\n');
      const problemsOf = async (renderWorkers: number) => {
        const failure = await buildSite({
          root: PROJECT_ROOT,
          contentDir: broken.contentDir,
          outDir: path.join(broken.dir, `out-${renderWorkers}`),
          year: 2031,
          renderWorkers,
        }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ContentError);
        return (failure as ContentError).problems;
      };
      const alone = await problemsOf(0);
      expect(alone.map((problem) => `${problem.location.file}:${problem.location.line} ${problem.field}`)).toEqual([
        expect.stringMatching(/pages\/about\.md:2 titel$/),
        expect.stringMatching(/pages\/advice\/tax\.md:3 order$/),
      ]);
      expect(await problemsOf(2)).toEqual(alone);

      await broken.write(
        'pages/about.md',
        '---\ntitle: About\ndescription: Who we are.\nblocks:\n  - type: cta\n    heading: Talk to us\n    text: Call.\n    actions:\n      - { label: Go, href: /nowhere }\n---\n',
      );
      await broken.write('pages/advice/tax.md', '---\ntitle: Tax\ndescription: Tax advice.\n---\nText.\n');
      const links = await problemsOf(0);
      expect(links.map((problem) => problem.title)).toEqual(['Link to a page that does not exist']);
      expect(links[0]!.frame).toContain('/nowhere');
      expect(await problemsOf(2)).toEqual(links);
    } finally {
      await broken.remove();
    }
  });
});

describe('a template that fails in a worker', () => {
  let scratch: ScratchProject;
  const tax = () => path.join(scratch.contentDir, 'pages/advice/tax.md');
  /** Gives /advice/tax the description that turns on one of the edited layout's failures. */
  const describeTax = async (description: string) =>
    writeFile(tax(), (await readFile(tax(), 'utf8')).replace(/^description: .*$/m, `description: ${description}`));
  beforeAll(async () => {
    scratch = await createScratchProject(PROJECT_ROOT, path.join(PROJECT_ROOT, 'tests/fixtures/basic/content'));
    const layout = path.join(scratch.root, 'templates/pages/ServiceLayout.tsx');
    const source = await readFile(layout, 'utf8');
    // Both failures in one edit, each turned on by the page's description: one renderer bundle serves both tests.
    await writeFile(
      layout,
      source.replace(
        'const { page } = useSite();',
        [
          'const { page, model } = useSite();',
          "  if (page.description === 'Reads the 404 page.' && model.notFound!.body.length < 0) return null;",
          "  if (page.description === 'Throws.' && page.route === '/advice/tax') throw new Error('No tax today');",
        ].join('\n'),
      ),
    );
  });
  afterAll(async () => {
    await scratch?.remove();
  });

  // Rendered in the build's own thread (renderWorkers: 0) the pages would come from this process's templates, not
  // the edited one of the scratch project: only the workers, which render its bundle, can show the mistake.
  it('that reads the content of a page another worker holds: a RenderError that names both pages', async () => {
    // /advice/tax reads the body of the 404 page: the files are shared out in order, so 404.md goes to the first
    // worker and the service pages (advice/) to the second.
    await describeTax('Reads the 404 page.');
    const failure = await buildSite({
      root: scratch.root,
      outDir: path.join(scratch.root, 'workers'),
      renderWorkers: 2,
      year: 2031,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RenderError);
    expect((failure as RenderError).route).toMatch(/^\/advice\//);
    expect((failure as RenderError).message).toContain(
      'A template read the content of /404 while rendering another page',
    );
  });

  it('that throws: a RenderError naming the route and the cause', async () => {
    await describeTax('Throws.');
    const failure = await buildSite({ root: scratch.root, renderWorkers: 2, year: 2031 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RenderError);
    expect((failure as RenderError).route).toBe('/advice/tax');
    expect((failure as RenderError).message).toBe('The page /advice/tax failed to render: No tax today');
    expect(((failure as RenderError).cause as Error).stack).toContain('ServiceLayout');
  });
});
