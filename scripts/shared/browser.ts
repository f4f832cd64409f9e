/** Starts Debian's Chromium through playwright-core with the flags this sandbox needs. */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The tests' browser: Debian's build of Chromium's headless shell (the package
 * chromium-headless-shell), the same Blink as CHROMIUM_PATH without a browser's
 * windows and their hidden helper pages, and what Playwright itself runs for a
 * headless Chromium. The test run spends a third less CPU in it.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

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

/**
 * Parts of Chromium's own window that no page uses: since Chromium 156 every
 * window, headless too, keeps a hidden renderer for the address bar's
 * suggestion popups, which costs more CPU than opening the page itself.
 */
export const UNUSED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * The features playwright-core (the version the lockfile pins) turns off with
 * its own --disable-features. Chromium keeps only the last of two such
 * switches, so ours carries these as well and Playwright's is left out.
 * tests/browser/chromium.test.ts fails when Playwright's list has changed.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** How Playwright starts Debian's Chromium, headless, with the flags above. */
export const PLAYWRIGHT_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    ...CHROMIUM_ARGS,
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_FEATURES].join(',')}`,
  ],
  ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
} satisfies LaunchOptions;

/** A persistent context with a fresh profile; close it to end the browser. */
export async function launchBrowser(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'chromium-profile-'));
  return chromium.launchPersistentContext(userDataDir, {
    ...PLAYWRIGHT_LAUNCH,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
}
