/**
 * Screenshots of built pages at phone and desktop widths, for looking at
 * what visitors see. Serves dist/ itself. Before each shot it scrolls
 * through the page, as a visitor would, so lazy images and the islands
 * that wait to be seen load, and waits for every image.
 * Usage: npm run screenshot -- / /about   (no routes: every page in sitemap.xml)
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './shared/browser';
import { loadEveryImage } from './shared/load-every-image';
import { startServer } from './serve/static-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const outDir = path.join(root, 'reports', 'screenshots');
const widths = [375, 1280];

async function routesFromSitemap(): Promise<string[]> {
  const xml = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '/');
}

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = routes.length > 0 ? routes : await routesFromSitemap();
const fullPage = !process.argv.includes('--viewport');
await mkdir(outDir, { recursive: true });
const server = await startServer({ dir: dist, port: 0 });
const browser = await launchBrowser();
try {
  for (const width of widths) {
    const page = await browser.newPage();
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    for (const route of targets) {
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      await loadEveryImage(page);
      const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}.png`;
      // Transitions finished, as a visitor sees the page once it rests: back at the top, the sticky bar is still
      // sliding away two frames after the scroll.
      await page.screenshot({ path: path.join(outDir, name), fullPage, animations: 'disabled' });
      console.log(`reports/screenshots/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
