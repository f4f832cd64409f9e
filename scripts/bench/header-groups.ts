/**
 * Measures how many groups the header menu holds on one line at 1280 px
 * (the narrowest width that shows the wide menu), on the built site in
 * Chromium: the real header with its real links, with copies of its group
 * menus added (their titles in turn, as real as they come) until the menu
 * no longer fits beside the logo. The limit is HEADER_GROUPS_ON_ONE_LINE in
 * scripts/content/content-warnings.ts. Usage: npm run build && node scripts/launch.mjs scripts/bench/header-groups.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../shared/browser';
import { startServer } from '../serve/static-server';

const MEASURE = `(() => {
  const list = document.querySelector('nav[aria-label="Main"] > ul');
  if (!list) throw new Error('no wide menu at 1280 px');
  const groups = [...list.children].filter((item) => item.querySelector('button[aria-expanded]'));
  const header = list.closest('header') || document.body;
  const brand = header.querySelector('a');
  // Fits: nothing runs past the row's right edge or the window, and the menu does not reach the logo.
  const fits = () => {
    const row = (list.parentElement.parentElement || header).getBoundingClientRect();
    const menu = list.getBoundingClientRect();
    const logoRight = brand ? brand.getBoundingClientRect().right : row.left;
    return list.scrollWidth <= list.clientWidth + 1 && menu.right <= row.right + 1 && menu.left >= logoRight && document.documentElement.scrollWidth <= window.innerWidth;
  };
  const groupWidths = groups.map((group) => Math.round(group.getBoundingClientRect().width));
  const fitsAtStart = fits();
  let count = groups.length;
  let last = groups[groups.length - 1];
  while (fits() && count < 20) {
    const copy = groups[count % groups.length].cloneNode(true);
    last.after(copy);
    last = copy;
    count += 1;
  }
  return { realGroups: groups.length, groupWidths, fitsAtStart, firstCountThatOverflows: count };
})()`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = await startServer({ dir: path.join(root, 'dist'), port: 0 });
const context = await launchBrowser();
try {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  // A script as text: tsx would otherwise add its own helpers to the function, which the page lacks.
  const result = (await page.evaluate(MEASURE)) as {
    realGroups: number;
    groupWidths: number[];
    fitsAtStart: boolean;
    firstCountThatOverflows: number;
  };
  console.log(result);
  console.log(`Groups on one line at 1280 px: ${result.firstCountThatOverflows - 1}`);
} finally {
  await context.close();
  await server.close();
}
