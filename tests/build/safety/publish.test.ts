/**
 * Publishing never leaves the output folder missing, and builds that were
 * killed are cleaned up after: their staging folders removed, a publishing
 * they began finished, an output an older build renamed aside restored.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../scripts/build';
import { createStaging, discard } from '../../../scripts/output/output';
import { digestDir } from '../../support/dir-digest';
import { copyFixture, FIXTURE_CONTENT, PROJECT_ROOT } from '../../support/fixture';

/** While set, every renaming or removal records whether this file was there right after it. */
const watch: { file?: string; steps: Array<{ step: string; present: boolean }> } = { steps: [] };

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const { existsSync } = await import('node:fs');
  const watched =
    <A extends unknown[], R>(step: string, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await run(...args);
      if (watch.file) watch.steps.push({ step: `${step} ${String(args[0])}`, present: existsSync(watch.file) });
      return result;
    };
  const wrapped = {
    ...actual,
    rename: watched('rename', actual.rename),
    rm: watched('rm', actual.rm),
    rmdir: watched('rmdir', actual.rmdir),
    unlink: watched('unlink', actual.unlink),
  };
  return { ...wrapped, default: wrapped };
});

/** The id of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 999_999;
}

async function writeTree(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}

/** Every file below `dir`, by path relative to it, with its text: what writeTree would have written. */
async function readTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [path.relative(dir, file), await readFile(file, 'utf8')] as const)),
  );
}

describe('publishing a build', () => {
  it('leaves dist/ and its pages in place after every step', async () => {
    const site = await copyFixture();
    try {
      const build = () =>
        buildSite({ root: PROJECT_ROOT, contentDir: site.contentDir, outDir: site.outDir, renderWorkers: 0 });
      await build();
      await site.write(
        'pages/about.md',
        '---\ntitle: About Us Again\ndescription: About the fixture company.\n---\nChanged.\n',
      );
      watch.file = path.join(site.outDir, 'about', 'index.html');
      await build();
      watch.file = undefined;
      expect(watch.steps.length).toBeGreaterThan(0);
      expect(watch.steps.filter((step) => !step.present)).toEqual([]);
      expect(await readFile(path.join(site.outDir, 'about', 'index.html'), 'utf8')).toContain('About Us Again');
    } finally {
      watch.file = undefined;
      await site.remove();
    }
  });
});

describe('the next build after a killed one', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'publish-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('finishes the publishing the killed build began: the output is the whole new build', async () => {
    const parent = path.join(work, 'finish');
    const outDir = path.join(parent, 'dist');
    // The old build, with b/index.html already moved in by the killed build, which was moving a/index.html.
    await writeTree(outDir, {
      '.site-build': 'old',
      'old/index.html': 'old page',
      'a/index.html': 'a, old',
      'b/index.html': 'b, new',
    });
    const publishing = path.join(parent, `.dist-publishing-${await deadPid()}-0a1b2c3d`);
    await writeTree(publishing, {
      '.site-build': 'new',
      'a/index.html': 'a, new',
      'assets/site.css': 'css',
      '.publish-files.json': JSON.stringify(['.site-build', 'a/index.html', 'assets/site.css', 'b/index.html']),
    });
    const staging = await createStaging(outDir);
    await discard(staging);
    expect(await readTree(outDir)).toEqual({
      '.site-build': 'new',
      'a/index.html': 'a, new',
      'assets/site.css': 'css',
      'b/index.html': 'b, new',
    });
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it("restores the site an older build left renamed aside, and removes stale staging folders but a running build's", async () => {
    const parent = path.join(work, 'restore');
    const outDir = path.join(parent, 'dist');
    await writeTree(path.join(parent, '.dist-staging-5e6f7a8b-previous'), { 'index.html': 'last good site' });
    await writeTree(path.join(parent, '.dist-staging-5e6f7a8b'), { 'index.html': 'half a build' });
    await writeTree(path.join(parent, `.dist-staging-${await deadPid()}-11223344`), { 'index.html': 'half a build' });
    const running = `.dist-staging-${process.pid}-55667788`;
    await writeTree(path.join(parent, running), { 'index.html': 'a build going on' });
    const staging = await createStaging(outDir);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('last good site');
    expect((await readdir(parent)).sort()).toEqual([path.basename(staging), running, 'dist'].sort());
  });
});

describe('builds killed at any moment', () => {
  // The project's own build command, building the fixture content into a folder of its own: its scripts and stylesheet
  // come from the project's build cache, so that each run is quick and is killed at a stage of the site's own build.
  let work: string;
  let outDir: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'publish-killed-'));
    outDir = path.join(work, 'dist');
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  /** Runs the build command; kills it once it has printed `killAfter` lines, if given. Resolves with its output. */
  const runBuild = (killAfter?: number) =>
    new Promise<string>((resolve) => {
      const child = spawn(
        process.execPath,
        ['scripts/launch.mjs', 'scripts/build.ts', '--content', FIXTURE_CONTENT, '--out', outDir],
        { cwd: PROJECT_ROOT },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (killAfter !== undefined && output.split('\n').length > killAfter) child.kill('SIGKILL');
      });
      child.once('exit', () => resolve(output));
    });

  it('leave the last good site in dist/, and the next build leaves no staging folder behind', {
    timeout: 240_000,
  }, async () => {
    expect(await runBuild()).toMatch(/^Built 5 pages/m);
    const good = await digestDir(outDir);
    // Killed after each stage's line in turn (the command prints one per stage). Not after 2: the header comes out with
    // the first stage's line, so the build would be killed where it is killed after 3.
    for (const lines of [1, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
      await runBuild(lines);
      expect(await digestDir(outDir)).toEqual(good);
    }
    expect(await runBuild()).toMatch(/^Built 5 pages/m);
    expect((await readdir(work)).filter((name) => name.startsWith('.dist'))).toEqual([]);
    expect(await digestDir(outDir)).toEqual(good);
  });
});
