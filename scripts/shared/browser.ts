/** Starts Debian's Chromium through playwright-core with the flags this sandbox needs. */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a sandboxed, offline machine: without the background ones Chromium keeps calling home and failing. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A persistent context with a fresh profile; close it to end the browser. */
export async function launchBrowser(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'chromium-profile-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    args: CHROMIUM_ARGS,
  });
}
