/**
 * Whole builds of page files that cannot be pages: names the build's own
 * files take, names that leave the output folder, and files that are not
 * text. Each build ends in the editor's message, writes nothing, and never
 * prints a stack trace.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../scripts/build';
import { ContentError } from '../../../scripts/problems/errors';
import { copyFixture, PROJECT_ROOT, type FixtureSite } from '../../support/fixture';

const run = promisify(execFile);
const PAGE = '---\ntitle: A page\ndescription: Something to read.\n---\nText.\n';

async function problemsOfBuild(fixture: FixtureSite): Promise<string[]> {
  const error: unknown = await buildSite({
    root: PROJECT_ROOT,
    contentDir: fixture.contentDir,
    outDir: fixture.outDir,
    year: 2031,
    // In the build's own thread: render-workers.test.ts proves the workers report the same problems, and the
    // command below loads the content in its worker.
    renderWorkers: 0,
  }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, "the build fails with the editor's problems").toBeInstanceOf(ContentError);
  // The build runs from the project, so files outside it are named in full: shown here from the fixture's folder.
  return (error as ContentError).problems.map(
    (problem) => `${problem.title}: ${path.relative(fixture.dir, problem.location.file)}`,
  );
}

describe('a build with page files that cannot be pages', () => {
  it('names each page whose address is a file the build writes, and writes nothing', async () => {
    const site = await copyFixture();
    try {
      for (const name of ['_headers.md', 'sitemap.xml.md', 'favicon.ico.md', 'assets/price-list.md'])
        await site.write(`pages/${name}`, PAGE);
      const problems = await problemsOfBuild(site);
      expect(problems.filter((problem) => problem.startsWith('File name not allowed'))).toEqual([
        'File name not allowed: content/pages/_headers.md',
        'File name not allowed: content/pages/assets/price-list.md',
        'File name not allowed: content/pages/favicon.ico.md',
        'File name not allowed: content/pages/sitemap.xml.md',
      ]);
      expect((await readdir(site.dir)).sort()).toEqual(['content']);
    } finally {
      await site.remove();
    }
  });

  it('never writes a page outside the output folder, nor over the home page', async () => {
    const site = await copyFixture();
    try {
      await site.write('pages/...md', PAGE);
      await site.write('pages/advice/...md', PAGE);
      expect(await problemsOfBuild(site)).toEqual([
        'File name not allowed: content/pages/...md',
        'File name not allowed: content/pages/advice/...md',
      ]);
      expect((await readdir(site.dir)).sort()).toEqual(['content']);
    } finally {
      await site.remove();
    }
  });

  it('refuses random bytes and an empty page instead of publishing them', async () => {
    const site = await copyFixture();
    try {
      await writeFile(
        path.join(site.contentDir, 'pages/blob.md'),
        Buffer.concat([Buffer.from([0xff, 0xfe]), randomBytes(4096)]),
      );
      await site.write('pages/empty.md', '');
      expect(await problemsOfBuild(site)).toEqual([
        'Not a text file: content/pages/blob.md',
        'No front matter: content/pages/empty.md',
      ]);
    } finally {
      await site.remove();
    }
  });

  it("prints the editor's message from the command line, with no stack trace, and exits with 1", async () => {
    const site = await copyFixture();
    try {
      for (const name of ['_headers.md', 'sitemap.xml.md', 'favicon.ico.md']) await site.write(`pages/${name}`, PAGE);
      const result = await run(
        process.execPath,
        ['scripts/launch.mjs', 'scripts/build.ts', '--content', site.contentDir, '--out', site.outDir],
        { cwd: PROJECT_ROOT },
      ).then(
        () => ({ code: 0, stderr: '', stdout: '' }),
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`✖ File name not allowed: ${site.contentDir}/pages/_headers.md:1:1`);
      expect(result.stderr).toContain('is where the build writes the sitemap for search engines (sitemap.xml)');
      expect(`${result.stdout}\n${result.stderr}`).not.toMatch(/EISDIR|EEXIST|^\s+at /m);
    } finally {
      await site.remove();
    }
  });
});
