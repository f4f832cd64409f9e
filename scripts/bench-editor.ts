/**
 * The web editor on a phone's network: the script its page loads before the
 * collection list (raw and gzip, the figure the budget test holds), and the
 * time from opening /admin/ to its login button and to a usable collection
 * list after Login, in Chromium at 375 × 812 on a throttled phone (CPU 4×
 * slower, 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip: Lighthouse's
 * mobile profile), with an empty cache, the median of N runs. The editor is
 * started as npm run cms starts it (its scripts sent gzipped, as a host
 * sends them), on a copy of content/ and public/.
 * Usage: npm run bench:editor [-- --runs N]
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { initialScriptWeightOf } from './cms/admin-weight';
import { startCms } from './cms/start';
import { launchBrowser } from './shared/browser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex === -1 ? 3 : Number(process.argv[runsIndex + 1]);
const PHONE = { width: 375, height: 812 };
const PROFILE = { cpuSlowdown: 4, downKbit: 1600, upKbit: 750, latencyMs: 150 };
const TIMEOUT_MS = 120_000;

interface Run {
  /** From the start of navigation to the login button on screen. */
  login: number;
  /** From the start of navigation to the collection list on screen, Login pressed as soon as it showed. */
  list: number;
}

async function measure(context: BrowserContext, admin: string): Promise<Run> {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: (PROFILE.downKbit * 1000) / 8,
    uploadThroughput: (PROFILE.upKbit * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  const since = () => page.evaluate(() => performance.now());
  await page.goto(admin, { waitUntil: 'commit' });
  const login = page.getByRole('button', { name: 'Login' });
  await login.waitFor({ timeout: TIMEOUT_MS });
  const loginShown = await since();
  await login.click();
  await page.getByRole('link', { name: 'Site settings' }).first().waitFor({ timeout: TIMEOUT_MS });
  const listShown = await since();
  // Logged out again, so the next run meets the login as staff do on a new phone.
  await page.evaluate(() => localStorage.clear());
  await page.close();
  return { login: loginShown, list: listShown };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const work = await mkdtemp(path.join(os.tmpdir(), 'bench-editor-'));
const contentDir = path.join(work, 'content');
const publicDir = path.join(work, 'public');
await cp(path.join(root, 'content'), contentDir, { recursive: true });
await cp(path.join(root, 'public'), publicDir, { recursive: true });
const cms = await startCms({ root, contentDir, publicDir, port: 0, log: () => {} });
const admin = `${cms.server.url}/admin/`;
const context = await launchBrowser();
try {
  const weight = await initialScriptWeightOf(async (file) => {
    const response = await fetch(new URL(file, admin));
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  });
  console.log(`Script before the collection list: ${weight.files.length} files`);
  console.log(`  raw  ${weight.raw.toLocaleString('en')} B (${kb(weight.raw)})`);
  console.log(`  gzip ${weight.gzip.toLocaleString('en')} B (${kb(weight.gzip)}); the budget is 500 KB`);
  console.log(
    `\nOn a phone (375 px, CPU ${PROFILE.cpuSlowdown}× slower, ${PROFILE.downKbit / 1000} Mbit/s, ${PROFILE.latencyMs} ms, no cache), median of ${runs}:`,
  );
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure(context, admin));
  console.log(`  login shown     ${seconds(median(results.map((result) => result.login)))}`);
  console.log(`  collection list ${seconds(median(results.map((result) => result.list)))} (the aim is 10 s)`);
  console.log(`  each run: ${results.map((result) => seconds(result.list)).join(', ')}`);
} finally {
  await context.close();
  await cms.close();
  await rm(work, { recursive: true, force: true });
}
