import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { startServer } from '../serve/static-server';
const routes = [...readFileSync('dist/sitemap.xml', 'utf8').matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)?<\/loc>/g)].map((m) => m[1] || '/');
const a = await startServer({ dir: '/tmp/dist-base', port: 0 });
const b = await startServer({ dir: 'dist', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
let same = 0; const differ: string[] = [];
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  for (const route of routes) {
    const shots: Buffer[] = [];
    for (const server of [a, b]) {
      const page = await ctx.newPage();
      await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island][data-when="load"]')].every((r) => r.dataset.hydrated === 'true'));
      shots.push(await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
      await page.close();
    }
    if (Buffer.compare(shots[0]!, shots[1]!) === 0) same++; else { differ.push(`${width} ${route}`); const { writeFileSync } = await import('node:fs'); writeFileSync(`/tmp/cmp-${width}-${route.replaceAll('/', '_')}-a.png`, shots[0]!); writeFileSync(`/tmp/cmp-${width}-${route.replaceAll('/', '_')}-b.png`, shots[1]!); }
  }
  await ctx.close();
}
console.log('same', same, 'differ', differ.length, differ.join(', '));
await browser.close(); await a.close(); await b.close();
