/**
 * Hydration benchmark: on a slow phone (CPU 4× slower, 700 kbit/s with
 * 300 ms latency, through the Chrome DevTools Protocol), the time from the
 * first byte of the page (navigation's responseStart) until every island
 * marker on screen carries data-hydrated="true". Each page with an island of
 * its own is measured twice: as it opens (top of the page), and scrolled to
 * its island as soon as the document is parsed (the window in which a first
 * tap could be lost). Builds nothing: run `npm run build` first.
 * Usage: npm run bench:hydration [-- --runs N --route /contact --dist DIR]
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { islandsIn } from './assets/asset-report';
import { launchBrowser } from './shared/browser';
import { siteWideIslandNames } from './assets/islands';
import { startServer } from './serve/static-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteWide = siteWideIslandNames(root);
const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const dist = path.resolve(argument('--dist') ?? path.join(root, 'dist'));
const runs = Number(argument('--runs') ?? '5');
const PHONE = { width: 375, height: 812 };
const PROFILE = { cpuSlowdown: 4, kbitPerSecond: 700, latencyMs: 300 };
const TIMEOUT_MS = 60_000;

type Mode = 'top' | 'scrolled';

/** Routes whose page holds an island other than the site-wide ones, with the first such island. */
async function pagesWithIslands(): Promise<Array<{ route: string; island: string }>> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('index.html')).sort();
  const pages: Array<{ route: string; island: string }> = [];
  for (const file of files) {
    const html = await readFile(path.join(dist, file), 'utf8');
    const own = islandsIn(html).filter((name) => !siteWide.includes(name));
    const route = file === 'index.html' ? '/' : `/${path.dirname(file)}`;
    if (own.length > 0) pages.push({ route, island: own[0] ?? '' });
  }
  return pages;
}

/**
 * Runs in the page before any of its scripts: watches the markers and keeps,
 * in window.__hydratedOnScreen, the milliseconds from responseStart to the
 * moment all markers on screen are hydrated. (A string: tsx would add its
 * own helpers to a compiled function, which the page does not have.)
 */
const watchHydration = (scrollTo: string | null) => `(() => {
  const scrollTo = ${JSON.stringify(scrollTo)};
  // Markers have display: contents: their children carry the boxes.
  const onScreen = (marker) => [...marker.children].some((child) => {
    const box = child.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  });
  let observer;
  const check = () => {
    const markers = [...document.querySelectorAll('[data-island]')].filter(onScreen);
    if (window.__hydratedOnScreen || markers.length === 0 || !markers.every((marker) => marker.dataset.hydrated === 'true')) return;
    window.__hydratedOnScreen = performance.now() - performance.getEntriesByType('navigation')[0].responseStart;
    observer.disconnect();
  };
  observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  document.addEventListener('DOMContentLoaded', () => {
    if (scrollTo) document.querySelector('[data-island="' + scrollTo + '"]')?.firstElementChild?.scrollIntoView({ block: 'center' });
    check();
  });
  addEventListener('scroll', check, { passive: true });
})();`;

async function measure(context: BrowserContext, url: string, scrollTo: string | null): Promise<number> {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: (PROFILE.kbitPerSecond * 1000) / 8,
    uploadThroughput: (PROFILE.kbitPerSecond * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  await page.addInitScript(watchHydration(scrollTo));
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (window as unknown as { __hydratedOnScreen?: number }).__hydratedOnScreen,
    undefined,
    {
      timeout: TIMEOUT_MS,
      polling: 100,
    },
  );
  const ms = Number(await handle.jsonValue());
  await page.close();
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const only = argument('--route');
const pages = [{ route: '/', island: '' }, ...(await pagesWithIslands())].filter(
  (page) => !only || page.route === only,
);
const server = await startServer({ dir: dist, port: 0 });
const context = await launchBrowser();
console.log(`First byte to all islands on screen hydrated, median of ${runs} runs`);
console.log(
  `(375 px, CPU ${PROFILE.cpuSlowdown}× slower, ${PROFILE.kbitPerSecond} kbit/s, ${PROFILE.latencyMs} ms latency, no cache)\n`,
);
console.log(`${'page'.padEnd(42)}${'island'.padEnd(18)}${'top'.padStart(9)}${'scrolled'.padStart(11)}`);
try {
  for (const { route, island } of pages) {
    const figures: Record<Mode, number[]> = { top: [], scrolled: [] };
    for (let run = 0; run < runs; run++) {
      figures.top.push(await measure(context, `${server.url}${route}`, null));
      if (island) figures.scrolled.push(await measure(context, `${server.url}${route}`, island));
    }
    const scrolled = island ? `${Math.round(median(figures.scrolled))} ms` : '–';
    console.log(
      `${route.padEnd(42)}${(island || 'site-wide').padEnd(18)}${`${Math.round(median(figures.top))} ms`.padStart(9)}${scrolled.padStart(11)}`,
    );
  }
} finally {
  await context.close();
  await server.close();
}
