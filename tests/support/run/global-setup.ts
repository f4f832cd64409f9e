/**
 * Builds the real site once into a temporary folder and serves it on a free
 * port for the site and browser tests, builds and serves the small site of
 * tests/fixtures/pages (pages made to test one mechanism each), and starts
 * the one Chromium the browser tests share (tests/support/run/chromium.ts).
 * Tests read the addresses with inject('siteUrl') and
 * inject('fixtureSiteUrl'), and the real site's folder with inject('distDir').
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../../scripts/build';
import { PLAYWRIGHT_LAUNCH, TEST_CHROMIUM_PATH } from '../../../scripts/shared/browser';
import { ContentError } from '../../../scripts/problems/errors';
import { formatProblems } from '../../../scripts/problems/format-problems';
import { startServer } from '../../../scripts/serve/static-server';
import { FIXTURE_PAGES_CONTENT } from '../fixture';
import { startFormServer } from './form-server';
import { ONLY_THIS_MACHINE } from './this-machine';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    distDir: string;
    /** The site of tests/fixtures/pages, for browser tests of one mechanism on a small page. */
    fixtureSiteUrl: string;
    /** The local form service the built forms post to (tests/support/run/form-server.ts). */
    formServerUrl: string;
    /** The forms endpoint the run's builds were given: the form service's /f/. */
    formsEndpoint: string;
    /** The address test files connect to the run's one Chromium with (tests/support/run/chromium.ts). */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../../..');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'site-test-'));
  const distDir = path.join(workDir, 'dist');
  const fixtureDistDir = path.join(workDir, 'fixture-dist');
  const formServer = await startFormServer();
  // Chromium starts while the site builds.
  const browserServer = chromium.launchServer({
    ...PLAYWRIGHT_LAUNCH,
    executablePath: TEST_CHROMIUM_PATH,
    args: [...PLAYWRIGHT_LAUNCH.args, ONLY_THIS_MACHINE],
  });
  const formsEndpoint = `${formServer.url}/f/`;
  try {
    await buildSite({ root, outDir: distDir, formsEndpoint });
    await buildSite({ root, contentDir: FIXTURE_PAGES_CONTENT, outDir: fixtureDistDir, formsEndpoint });
  } catch (error) {
    await formServer.close();
    await browserServer.then((browser) => browser.close()).catch(() => {});
    // Show an editor's mistake as the build prints it, not as a serialized object.
    if (error instanceof ContentError) throw new Error(`The site does not build:\n${formatProblems(error.problems)}`);
    throw error;
  }
  const server = await startServer({ dir: distDir, port: 0 });
  const fixtureServer = await startServer({ dir: fixtureDistDir, port: 0 });
  project.provide('siteUrl', server.url);
  project.provide('fixtureSiteUrl', fixtureServer.url);
  project.provide('distDir', distDir);
  project.provide('formServerUrl', formServer.url);
  project.provide('formsEndpoint', formsEndpoint);
  const browser = await browserServer;
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
    await fixtureServer.close();
    await formServer.close();
    await rm(workDir, { recursive: true, force: true });
  };
}
