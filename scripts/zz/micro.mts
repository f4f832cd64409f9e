import { readFileSync } from 'node:fs';
import { usageOf, createFirstScreenStyles } from '../render/first-screen';
const html = readFileSync('/dev/shm/b4k/out/compliance/service-1172/index.html', 'utf8');
const body = html.slice(html.indexOf('<body'));
const main = body.indexOf('<main');
const content = body.slice(main, body.indexOf('<link rel="stylesheet"'));
const header = body.slice(0, main);
console.log('content fragment', content.length, 'header', header.length, 'whole content', body.length - main);
const styles = createFirstScreenStyles(readFileSync('dist/assets/' + (await import('node:fs')).readdirSync('dist/assets').find((f) => f.endsWith('.css')), 'utf8'));
const shared = usageOf(header);
for (let round = 0; round < 3; round++) {
  let t = performance.now();
  for (let i = 0; i < 4000; i++) usageOf(content + ' '.repeat(i % 2));
  const u = performance.now() - t;
  t = performance.now();
  for (let i = 0; i < 4000; i++) styles.styleFor(usageOf(content), shared);
  const s = performance.now() - t;
  t = performance.now();
  const whole = body.slice(0, body.indexOf('<link rel="stylesheet"'));
  for (let i = 0; i < 400; i++) styles.styleFor(usageOf(whole + ' '.repeat(i % 2)));
  const w = performance.now() - t;
  console.log('usageOf(content) x4000', u.toFixed(0), 'ms; styleFor+usageOf', s.toFixed(0), 'ms; whole page x400', w.toFixed(0), 'ms');
}
