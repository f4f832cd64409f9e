/**
 * npm run cms as an editor runs it, on a scratch copy of the project whose
 * app bundler is replaced by a stand-in: it prints where the editor is,
 * serves it with the preview and the local backend, and says plainly when
 * the app cannot be made.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createScratchProject, type ScratchProject } from '../../scripts/shared/scratch-project';
import { PROJECT_ROOT } from '../support/fixture';

const STAND_IN_BUNDLER = `import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
export interface AdminBundleOptions { root: string; outDir: string; localBackend?: boolean; contentDir?: string }
export async function bundleAdmin(options: AdminBundleOptions): Promise<string[]> {
  await mkdir(options.outDir, { recursive: true });
  await writeFile(path.join(options.outDir, 'index.html'), \`<!doctype html><title>Stand-in</title><p>\${options.localBackend}</p>\`);
  return ['index.html'];
}
`;
const FAILING_BUNDLER = `export async function bundleAdmin(): Promise<string[]> {
  throw new Error('esbuild could not resolve decap-cms-app.');
}
`;

/** One scratch copy of the project for both runs: each writes its own app bundler into it. */
let project: ScratchProject;
let child: ChildProcess | undefined;
beforeAll(async () => {
  project = await createScratchProject(PROJECT_ROOT);
});
afterEach(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});
afterAll(async () => {
  await project?.remove();
});

interface RunningCms {
  output: () => string;
  exitCode: () => number | null;
  /** Resolves once the output matches `pattern` (or the command has ended); rejects after 60 s. */
  waitFor: (pattern: RegExp) => Promise<void>;
}

/** Starts scripts/cms.ts of the scratch project with `bundler` as its app bundler. */
async function runCms(bundler: string): Promise<RunningCms> {
  await writeFile(path.join(project.root, 'scripts/cms/admin-bundle.ts'), bundler);
  const started = spawn(process.execPath, ['scripts/launch.mjs', 'scripts/cms.ts'], {
    cwd: project.root,
    env: { ...process.env, PORT: '0' },
  });
  child = started;
  let output = '';
  const watchers = new Set<() => void>();
  const seen = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  started.stdout.on('data', seen);
  started.stderr.on('data', seen);
  // Closed: exited, and its output read to the end.
  let closed = false;
  started.once('close', () => {
    closed = true;
    for (const watcher of watchers) watcher();
  });
  return {
    output: () => output,
    exitCode: () => started.exitCode,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`npm run cms printed no ${pattern} within 60 s:\n${output}`)),
          60_000,
        );
        const check = () => {
          if (!pattern.test(output) && !closed) return;
          clearTimeout(timer);
          watchers.delete(check);
          resolve();
        };
        watchers.add(check);
        check();
      }),
  };
}

describe('npm run cms', () => {
  it('prints where the editor is, serves it, and a save through its backend shows in the preview', async () => {
    const run = await runCms(STAND_IN_BUNDLER);
    await run.waitFor(/Web editor at http:\/\/127\.0\.0\.1:\d+\/admin\/\n/);
    const origin = /Web editor at (http:\/\/127\.0\.0\.1:\d+)\/admin\//.exec(run.output())![1]!;
    const admin = await fetch(`${origin}/admin/`);
    expect(await admin.text()).toBe('<!doctype html><title>Stand-in</title><p>true</p>');

    const file = path.join(project.contentDir, 'site.yaml');
    const raw = (await readFile(file, 'utf8')).replace(/^tagline: .*$/m, 'tagline: Saved through npm run cms');
    const saved = await fetch(`${origin}/api/v1`, {
      method: 'POST',
      // As the editor's page sends it: the backend answers only its own pages.
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [{ slug: 'site', path: 'content/site.yaml', raw }],
          assets: [],
          options: { commitMessage: 'Tagline', useWorkflow: false, status: '' },
        },
      }),
    });
    expect(saved.status).toBe(200);
    expect(await readFile(file, 'utf8')).toBe(raw);
    // The terminal reports the save, then the preview's taking it in.
    await run.waitFor(/Saved from the web editor: content\/site\.yaml\n[\s\S]*content\/site\.yaml → /);
    expect(await (await fetch(`${origin}/`)).text()).toContain('Saved through npm run cms');
  });

  it('says plainly when the editing app cannot be made, and stops', async () => {
    const run = await runCms(FAILING_BUNDLER);
    await run.waitFor(/\$^/);
    expect(run.exitCode()).toBe(1);
    expect(run.output()).toContain(
      '✖ The web editor could not be made: esbuild could not resolve decap-cms-app.\n  npm run dev still previews the site.\n',
    );
  });
});
