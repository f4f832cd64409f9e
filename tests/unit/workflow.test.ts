/**
 * The GitHub Actions workflow that ships with the project: valid against the workflow schema, verifying
 * every push and pull request, publishing to GitHub Pages from main only, on the Node of package.json.
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
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  needs?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}

const read = () => readFile(WORKFLOW, 'utf8');

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

it('verifies every push and pull request with npm run verify, caching npm, on the Node of engines', async () => {
  const workflow = parse(await read()) as { on: Record<string, unknown>; jobs: Record<string, Job> };
  expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
  const verify = workflow.jobs.verify!;
  expect(verify.steps.map((step) => step.run).filter(Boolean)).toEqual(['npm ci', 'npm run verify -- --format github']);
  const setups = Object.values(workflow.jobs).flatMap((job) =>
    job.steps.filter((step) => step.uses?.startsWith('actions/setup-node@')),
  );
  expect(setups).toHaveLength(2);
  for (const setup of setups) expect(setup.with).toEqual({ 'node-version-file': 'package.json', cache: 'npm' });
  const { engines } = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8'));
  expect(engines.node).toMatch(/^>=20\.19/);
});

it('publishes dist/ to GitHub Pages once verified, from pushes to main of the owners repository only', async () => {
  const workflow = parse(await read()) as { jobs: Record<string, Job> };
  const deploy = workflow.jobs.deploy!;
  expect(deploy.needs).toBe('verify');
  expect(deploy.if).toBe(
    "github.event_name == 'push' && github.ref == 'refs/heads/main' && !github.event.repository.fork",
  );
  expect(deploy.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
  const uses = deploy.steps.map((step) => step.uses ?? step.run);
  expect(uses).toEqual([
    'actions/checkout@v4',
    'actions/setup-node@v4',
    'npm ci',
    CACHE_ACTION,
    'npm run build',
    'actions/upload-pages-artifact@v3',
    'actions/deploy-pages@v4',
  ]);
  expect(deploy.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))?.with).toEqual({
    path: 'dist',
  });
});

it('keeps .cache/ between runs in both jobs, never restoring an entry made with another lockfile or other code', async () => {
  const workflow = parse(await read()) as { jobs: Record<string, Job> };
  expect(Object.keys(workflow.jobs).sort()).toEqual(['deploy', 'verify']);
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const at = job.steps.findIndex((step) => step.uses === CACHE_ACTION);
    const builds = job.steps.findIndex((step) => /^npm run (build|verify)\b/.test(step.run ?? ''));
    expect(at, name).toBeGreaterThan(0);
    expect(at, `${name}: restored before the build`).toBeLessThan(builds);
    const { path: cached, key, 'restore-keys': restoreKeys } = job.steps[at]!.with ?? {};
    expect(cached).toBe('.cache');
    // Saved anew for each commit and job; restored only from entries of this lockfile and this code.
    expect(key).toBe(
      `site-\${{ runner.os }}-\${{ ${LOCKFILE} }}-\${{ ${CODE} }}-\${{ github.sha }}-\${{ github.job }}`,
    );
    const prefixes = String(restoreKeys).trim().split('\n');
    expect(prefixes.length).toBeGreaterThan(0);
    const ownEntries = `site-\${{ runner.os }}-\${{ ${LOCKFILE} }}-\${{ ${CODE} }}-`;
    for (const prefix of prefixes) expect(prefix.startsWith(ownEntries), prefix).toBe(true);
  }
});
