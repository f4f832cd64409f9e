/**
 * Helpers for the web editor's tests: the dev server as npm run cms starts
 * it (local backend at /api/v1, an app folder at /admin/), on a scratch
 * copy of the project, and a client that speaks the app's protocol.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { editorRoutes } from '../../scripts/cms/editor-routes';
import { createLocalBackend } from '../../scripts/cms/local-backend';
import { createScratchProject, type ScratchProject } from '../../scripts/shared/scratch-project';
import { startDevServer, type DevServer } from '../../scripts/dev/server';
import { changeLog } from '../support/change-log';
import { PROJECT_ROOT } from '../support/fixture';

/** What the backend answered: its status and JSON body. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface CmsFixture {
  server: DevServer;
  project: ScratchProject;
  /** The folder served at /admin/ (a stand-in for the bundled app). */
  adminDir: string;
  /** Absolute path of a file of the scratch project. */
  file: (relative: string) => string;
  /** Sends one action to /api/v1 as the app does. */
  api: <T = unknown>(action: string, params?: unknown, init?: RequestInit) => Promise<ApiAnswer<T>>;
  /** Fetches a page of the preview as text. */
  get: (route: string) => Promise<{ status: number; text: string }>;
  /** Every line the server wrote to its terminal so far. */
  logged: () => readonly string[];
  /** Resolves once the dev server has taken in its next change of `relative` (a file of the project), as its log reports. */
  applied: (relative: string) => Promise<void>;
}

export const ADMIN_INDEX = '<!doctype html><title>Stand-in editor</title>';

/** Starts the editor's dev server on a scratch copy of the project before the file's tests, and stops it after. */
export function cmsServerForFile(): () => CmsFixture {
  let fixture: CmsFixture | undefined;
  beforeAll(async () => {
    const project = await createScratchProject(PROJECT_ROOT);
    const adminDir = await mkdtemp(path.join(os.tmpdir(), 'site-admin-test-'));
    await mkdir(path.join(adminDir, 'scripts'));
    await writeFile(path.join(adminDir, 'index.html'), ADMIN_INDEX);
    await writeFile(path.join(adminDir, 'config.yml'), 'backend:\n  name: proxy\n');
    const publicDir = path.join(project.root, 'public');
    const backend = createLocalBackend({ root: project.root, contentDir: project.contentDir, publicDir });
    const lines: string[] = [];
    const changes = changeLog((line) => lines.push(line));
    const server = await startDevServer({
      root: project.root,
      contentDir: project.contentDir,
      publicDir,
      port: 0,
      log: changes.log,
      extraHandler: editorRoutes({ backend, adminDir }),
    });
    fixture = {
      server,
      project,
      adminDir,
      file: (relative) => path.join(project.root, relative),
      api: async <T>(action: string, params?: unknown, init: RequestInit = {}) => {
        const response = await fetch(`${server.url}/api/v1`, {
          method: 'POST',
          // As the editor's page sends it (a browser names the page with every POST).
          headers: { 'content-type': 'application/json; charset=utf-8', origin: server.url },
          body: JSON.stringify({ action, params: params === undefined ? undefined : { branch: 'main', ...params } }),
          ...init,
        });
        return { status: response.status, body: (await response.json()) as T };
      },
      get: async (route) => {
        await server.settled();
        const response = await fetch(`${server.url}${route}`);
        return { status: response.status, text: await response.text() };
      },
      applied: changes.applied,
      logged: () => lines,
    };
  });
  afterAll(async () => {
    await fixture?.server.close();
    await fixture?.project.remove();
    if (fixture) await rm(fixture.adminDir, { recursive: true, force: true });
  });
  return () => {
    if (!fixture) throw new Error('cmsServerForFile() must be called at the top of the test file');
    return fixture;
  };
}

/** A content file as the app saves it: persistEntry's parameters for one data file. */
export function persistParams(file: string, raw: string, extra: Record<string, unknown> = {}) {
  return {
    dataFiles: [{ slug: path.posix.basename(file).replace(/\.\w+$/, ''), path: file, raw, ...extra }],
    assets: [],
    options: { commitMessage: `Update ${file}`, useWorkflow: false, status: '' },
  };
}
