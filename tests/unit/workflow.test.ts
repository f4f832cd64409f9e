/**
 * The GitHub Actions workflow that ships with the project: valid against the workflow schema, verifying
 * every push and pull request, publishing to GitHub Pages from main only, on the Node of package.json.
 * Split as GitHub's Pages starter is: the build job runs the project's code and packages with a token that
 * can only read, and leaves no git token behind; the deploy job runs nothing but GitHub's deploy action, and
 * alone may publish to Pages and ask for the token that proves it. Every action is pinned to a commit.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/fixture';

const WORKFLOW = path.join(PROJECT_ROOT, '.github/workflows/site.yml');

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  needs?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const read = () => readFile(WORKFLOW, 'utf8');
const PUBLISHING = "github.event_name == 'push' && github.ref == 'refs/heads/main' && !github.event.repository.fork";
const actionOf = (step: Step) => step.uses?.split('@')[0];

/** actions/cache v5.0.5, pinned by its commit. */
const CACHE_ACTION = 'actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae';
/** What .cache/ is made from besides the content: the lockfile, and the code. */
const LOCKFILE = "hashFiles('package-lock.json')";
const CODE = "hashFiles('package.json', 'tsconfig.json', 'scripts/**', 'templates/**', 'islands/**')";

it('passes the workflow schema, which refuses a misspelt key', async () => {
  const text = await read();
  expect(validateWorkflow(text).errors).toEqual([]);
  const misspelt = validateWorkflow(text.replace('runs-on:', 'run-on:'));
  expect(misspelt.errors.length).toBeGreaterThan(0);
});

it('pins every action to the full commit of a release, named in a comment beside it', async () => {
  const lines = (await read()).split('\n').filter((line) => /^\s*(- )?uses:/.test(line));
  expect(lines.length).toBeGreaterThanOrEqual(4);
  for (const line of lines) expect(line).toMatch(/uses: [\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
});

it('verifies every push and pull request with npm run verify, caching npm, on the Node of engines', async () => {
  const workflow = parse(await read()) as Workflow;
  expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
  const build = workflow.jobs.build!;
  expect(build.steps.map((step) => step.run).filter(Boolean)).toEqual(['npm ci', 'npm run verify -- --format github']);
  const setups = Object.values(workflow.jobs).flatMap((job) =>
    job.steps.filter((step) => actionOf(step) === 'actions/setup-node'),
  );
  expect(setups).toHaveLength(1);
  for (const setup of setups) expect(setup.with).toEqual({ 'node-version-file': 'package.json', cache: 'npm' });
  const { engines } = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8'));
  expect(engines.node).toMatch(/^>=20\.19/);
});

it('leaves no git token in the checkout, and grants writing to Pages and the deploy token to the deploy job alone', async () => {
  const workflow = parse(await read()) as Workflow;
  expect(workflow.permissions).toEqual({ contents: 'read' });
  const checkouts = Object.values(workflow.jobs).flatMap((job) =>
    job.steps.filter((step) => actionOf(step) === 'actions/checkout'),
  );
  expect(checkouts.length).toBeGreaterThan(0);
  for (const checkout of checkouts) expect(checkout.with?.['persist-credentials']).toBe(false);
  for (const [name, job] of Object.entries(workflow.jobs))
    if (name !== 'deploy') expect(job.permissions, name).toBeUndefined();
});

it('publishes the site it verified to GitHub Pages, from pushes to main of the owners repository only', async () => {
  const workflow = parse(await read()) as Workflow;
  const upload = workflow.jobs.build!.steps.at(-1)!;
  expect([actionOf(upload), upload.if, upload.with]).toEqual([
    'actions/upload-pages-artifact',
    PUBLISHING,
    { path: 'dist' },
  ]);
  const deploy = workflow.jobs.deploy!;
  expect([deploy.needs, deploy.if]).toEqual(['build', PUBLISHING]);
  expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  // It runs none of the project's code or packages: GitHub's deploy action only.
  expect(deploy.steps.map((step) => actionOf(step) ?? step.run)).toEqual(['actions/deploy-pages']);
});

it('keeps .cache/ between runs in every job that builds, never restoring an entry made with another lockfile or other code', async () => {
  const workflow = parse(await read()) as Workflow;
  const building = Object.entries(workflow.jobs).filter(([, job]) =>
    job.steps.some((step) => /^npm run (build|verify)\b/.test(step.run ?? '')),
  );
  expect(building.map(([name]) => name)).toEqual(['build']);
  for (const [name, job] of building) {
    const at = job.steps.findIndex((step) => step.uses === CACHE_ACTION);
    const builds = job.steps.findIndex((step) => /^npm run (build|verify)\b/.test(step.run ?? ''));
    expect(at, name).toBeGreaterThan(0);
    expect(at, `${name}: restored before the build`).toBeLessThan(builds);
    const { path: cached, key, 'restore-keys': restoreKeys } = job.steps[at]!.with ?? {};
    expect(cached).toBe('.cache');
    // Saved anew for each commit; restored only from entries of this lockfile and this code.
    expect(key).toBe(`site-\${{ runner.os }}-\${{ ${LOCKFILE} }}-\${{ ${CODE} }}-\${{ github.sha }}`);
    const prefixes = String(restoreKeys).trim().split('\n');
    expect(prefixes.length).toBeGreaterThan(0);
    const ownEntries = `site-\${{ runner.os }}-\${{ ${LOCKFILE} }}-\${{ ${CODE} }}-`;
    for (const prefix of prefixes) expect(prefix.startsWith(ownEntries), prefix).toBe(true);
  }
});
