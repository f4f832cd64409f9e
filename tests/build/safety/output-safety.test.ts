/**
 * The build never destroys what it does not own: an output folder that is
 * the project, holds it, is one of its source folders, or holds someone's
 * files is refused with a plain message before anything is written; and a
 * link in public/ never publishes a file from outside the project.
 */
import { execFile } from 'node:child_process';
import { lstat, mkdir, readdir, readFile, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../scripts/build';
import { createScratchProject, type ScratchProject } from '../../../scripts/shared/scratch-project';
import { BUILD_MARKER } from '../../../scripts/output/output-safety';
import { digestDir } from '../../support/dir-digest';
import { FIXTURE_CONTENT } from '../../support/fixture';

const run = promisify(execFile);
let scratch: ScratchProject;

/** `npm run build -- <args>` in the scratch project: its exit code and output. */
const buildCommand = (...args: string[]) =>
  run(process.execPath, ['scripts/launch.mjs', 'scripts/build.ts', ...args], { cwd: scratch.root }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
const build = (outDir: string) =>
  buildSite({ root: scratch.root, outDir: path.resolve(scratch.root, outDir), year: 2031, renderWorkers: 0 });

beforeAll(async () => {
  scratch = await createScratchProject(path.resolve(import.meta.dirname, '../../..'), FIXTURE_CONTENT);
  await mkdir(path.join(scratch.root, 'tests'), { recursive: true });
});
afterAll(async () => {
  await scratch?.remove();
});

describe('an output folder the build must not replace', () => {
  it('is refused when it is content/: the command says why, exits 1 and content/ is untouched', async () => {
    const before = await digestDir(scratch.contentDir);
    const result = await buildCommand('--out', 'content');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "✖ The output folder content is the project's content/ folder, which the site is made from: building into it would delete those files. Choose a folder of its own, such as dist.",
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(await digestDir(scratch.contentDir)).toEqual(before);
  });

  it('is refused when it is the project itself, and the project is untouched', async () => {
    const before = (await readdir(scratch.root)).sort();
    const result = await buildCommand('--out', '.');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '✖ The output folder . is the project itself: building into it would delete the project. Choose a folder of its own, such as dist.',
    );
    expect((await readdir(scratch.root)).sort()).toEqual(before);
  });

  it('is refused when it holds the project, or lies inside a source folder', async () => {
    await expect(build('..')).rejects.toThrow(/holds the project: building into it would delete the project/);
    await expect(build('public/out')).rejects.toThrow(
      "lies inside the project's public/ folder, which the site is made from",
    );
    await expect(build('node_modules')).rejects.toThrow("is the project's node_modules/ folder");
    await mkdir(path.join(scratch.root, 'tests', 'deep'), { recursive: true });
    await expect(build('tests/deep/out')).rejects.toThrow("lies inside the project's tests/ folder");
    // Through a link, too.
    await symlink(path.join(scratch.root, 'templates'), path.join(scratch.root, 'templates-link'));
    await expect(build('templates-link')).rejects.toThrow("is the project's templates/ folder");
  });

  it('is refused when it holds files no build wrote, and they are kept', async () => {
    const folder = path.join(scratch.root, 'notes');
    await mkdir(folder);
    await writeFile(path.join(folder, 'plan.txt'), 'my plan');
    await expect(build('notes')).rejects.toThrow(
      `The output folder ${path.relative(process.cwd(), folder)} holds files that no build wrote (it has no .site-build file): the build replaces its output folder whole and would delete them. Choose an empty or new folder, or empty this one first.`,
    );
    expect(await readdir(folder)).toEqual(['plan.txt']);
  });

  it('is accepted when empty', async () => {
    const folder = path.join(scratch.root, 'site-out');
    await mkdir(folder);
    await build('site-out');
    expect(await readdir(folder)).toContain(BUILD_MARKER);
    // Built into again by the last test of this file, once links are added to public/.
  });
});

describe('links in public/', () => {
  it('fail the build, with a plain message, when they lead out of the project', async () => {
    const link = path.join(scratch.root, 'public', 'passwords.txt');
    await symlink('/etc/passwd', link);
    try {
      const result = await buildCommand('--out', 'leak');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        '✖ public/passwords.txt is a link to /etc/passwd, which is outside the project: only files inside the project are published. Copy the file into public/ instead of linking to it.',
      );
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(await readdir(scratch.root)).not.toContain('leak');
    } finally {
      await unlink(link);
    }
  });

  it('fail the build when they lead to a hidden file of the project', async () => {
    await writeFile(path.join(scratch.root, '.env'), 'SECRET=1\n');
    const link = path.join(scratch.root, 'public', 'env.txt');
    await symlink('../.env', link);
    try {
      await expect(build('hidden')).rejects.toThrow(
        `${path.relative(process.cwd(), link)} is a link to .env, a hidden file of the project, which is never published. Copy the file into ${path.relative(process.cwd(), path.join(scratch.root, 'public'))}/ instead of linking to it.`,
      );
    } finally {
      await unlink(link);
    }
  });

  it('are published as the file they point at when it lies inside the project, into a folder a build wrote before', async () => {
    await writeFile(path.join(scratch.root, 'templates', 'notice.txt'), 'inside the project');
    await symlink('../templates/notice.txt', path.join(scratch.root, 'public', 'notice.txt'));
    // The folder the output-folder tests above built into: a build accepts an output folder a build has written.
    await build('site-out');
    expect(await readdir(path.join(scratch.root, 'site-out'))).toContain('index.html');
    const published = path.join(scratch.root, 'site-out', 'notice.txt');
    expect((await lstat(published)).isSymbolicLink()).toBe(false);
    expect(await readFile(published, 'utf8')).toBe('inside the project');
  });
});
