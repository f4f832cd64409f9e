/**
 * Dev server benchmark: from saving a file to the reloaded page showing the
 * change, in Chromium. Works on a scratch copy of the project, so the real
 * content and templates are never touched. Several edits of each kind; the
 * median is printed (time to DOMContentLoaded and to first paint, both
 * counted from the moment the file is written).
 * Usage: npm run bench:dev [-- --runs N --route /about]
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from './lib/browser';
import { createScratchProject } from './lib/dev/scratch-project';

// As npm run dev runs it (see scripts/dev.ts).
process.env.NODE_ENV ??= 'production';
const { startDevServer } = await import('./lib/dev/server');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const runs = Number(argument('--runs', '9'));
const route = argument('--route', '/about');
const pageFile = route === '/' ? 'pages/index.md' : `pages${route}.md`;

interface Edit {
  label: string;
  file: string;
  /** The file's text with a marker in it. */
  change: (original: string, marker: string) => string;
  /** Whether the marker is on the page yet (runs in the browser). */
  shown: (marker: string) => boolean;
  reloads: boolean;
}

const edits: Edit[] = [
  {
    label: 'content: a block heading of the page',
    file: `content/${pageFile}`,
    change: (text, marker) => replaceOnce(text, /^(\s+heading: )(.*)$/m, (_, key: string, value: string) => `${key}${value} ${marker}`),
    shown: (marker) => document.body.textContent?.includes(marker) ?? false,
    reloads: true,
  },
  {
    label: 'content: the page title (all pages re-render)',
    file: `content/${pageFile}`,
    change: (text, marker) => replaceOnce(text, /^(title: )(.*)$/m, (_, key: string, value: string) => `${key}${value} ${marker}`),
    shown: (marker) => document.title.includes(marker),
    reloads: true,
  },
  {
    label: 'template: a text in the footer',
    file: 'templates/layout/Footer.tsx',
    change: (text, marker) => replaceOnce(text, /<\/footer>/, () => `<p>${marker}</p></footer>`),
    shown: (marker) => document.querySelector('footer')?.textContent?.includes(marker) ?? false,
    reloads: true,
  },
  {
    label: 'styles: a rule in site.css (swapped without reload)',
    file: 'templates/site.css',
    change: (text, marker) => `${text}\nbody { --bench: ${marker}; }\n`,
    shown: (marker) => getComputedStyle(document.body).getPropertyValue('--bench').trim() === marker,
    reloads: false,
  },
];

function replaceOnce(text: string, pattern: RegExp, replacement: (...groups: string[]) => string): string {
  if (!pattern.test(text)) throw new Error(`nothing matches ${pattern} to edit`);
  return text.replace(pattern, replacement);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Milliseconds from `savedAt` (epoch) to the page showing the marker: [DOMContentLoaded, first paint]. */
async function timeEdit(page: Page, edit: Edit, file: string, original: string, marker: string): Promise<[number, number]> {
  const savedAt = Date.now();
  await writeFile(file, edit.change(original, marker));
  if (!edit.reloads) {
    await page.waitForFunction(edit.shown, marker, { polling: 'raf', timeout: 10_000 });
    const shownAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    return [shownAt - savedAt, shownAt - savedAt];
  }
  for (;;) {
    await page.waitForEvent('load', { timeout: 10_000 });
    if (!(await page.evaluate(edit.shown, marker))) continue;
    const [loaded, painted] = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const loadedAt = performance.timeOrigin + (navigation?.domContentLoadedEventStart ?? 0);
      return [loadedAt, paint ? performance.timeOrigin + paint.startTime : loadedAt];
    });
    return [loaded - savedAt, painted - savedAt];
  }
}

const scratch = await createScratchProject(root);
const verbose = process.argv.includes("--verbose");
const server = await startDevServer({ root: scratch.root, contentDir: scratch.contentDir, port: 0, log: verbose ? (line) => console.log(`    ${line}`) : undefined });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}${route}`);
  console.log(`Dev server benchmark: ${route}, ${runs} edits of each kind (median; first edit of each kind not counted)`);
  for (const edit of edits) {
    const file = path.join(scratch.root, edit.file);
    const original = await readFile(file, 'utf8');
    const loaded: number[] = [];
    const painted: number[] = [];
    for (let run = 0; run <= runs; run++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      const [dcl, fcp] = await timeEdit(page, edit, file, original, `bench${run}x${Date.now() % 100000}`);
      if (run === 0) continue;
      loaded.push(dcl);
      painted.push(fcp);
    }
    await writeFile(file, original);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const figures = edit.reloads
      ? `${median(loaded).toFixed(0)} ms to DOMContentLoaded, ${median(painted).toFixed(0)} ms to first paint`
      : `${median(loaded).toFixed(0)} ms to the new style applied`;
    console.log(`  ${edit.label.padEnd(52)} ${figures} (min ${Math.min(...loaded).toFixed(0)}, max ${Math.max(...loaded).toFixed(0)})`);
  }
} finally {
  await browser.close();
  await server.close();
  await scratch.remove();
}
