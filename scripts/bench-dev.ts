/**
 * Dev server benchmark: from saving a file to the page showing the change,
 * in Chromium, for every way a save can reach the disk (in place, a
 * temporary file renamed over the original, delete and create, a git
 * checkout of several files, new, renamed and deleted pages and group
 * folders), and for a template and a stylesheet edit. Works on a scratch
 * copy of the project, so the real content and templates are never
 * touched; each way gets a fresh dev server, so one way's failure cannot
 * spoil the next. Prints the median per way; a save not shown within the
 * time limit is counted as missed.
 * Usage: npm run bench:dev [-- --runs N --only in-place,rename --limit MS --verbose]
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './shared/browser';
import { createScratchProject, type ScratchProject } from './shared/scratch-project';

// As npm run dev runs it (see scripts/dev.ts).
process.env.NODE_ENV ??= 'production';
const { startDevServer } = await import('./dev/server');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const runs = Number(argument('--runs', '10'));
const only = argument('--only', '').split(',').filter(Boolean);
const verbose = process.argv.includes('--verbose');
const ROUTE = '/about';
/** A save not shown within this many ms counts as missed (--limit). */
const MISSED_AFTER_MS = Number(argument('--limit', '5000'));

/** What the page must show once the save is applied: `marker` in its text or links, or no longer. */
interface Expectation {
  marker: string;
  present: boolean;
}

interface Way {
  name: string;
  label: string;
  /** Brings the files to the state the save starts from (not timed); returns what the page must show then. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a scenario's prepare step may return nothing
  prepare?: (project: ScratchProject, marker: string, run: number) => Promise<Expectation | void>;
  /** Makes the save (timed from its start to the page showing `shows`). */
  save: (project: ScratchProject, marker: string, run: number) => Promise<void>;
  /** What the page shows once the save is applied. */
  shows?: (marker: string, run: number) => Expectation;
  /** Undoes the save (not timed), so that runs do not pile up: a group's menu shows 8 links at most. */
  cleanup?: (project: ScratchProject, marker: string, run: number) => Promise<void>;
}

const file = (project: ScratchProject, relative: string) => path.join(project.contentDir, relative);
const withMarker = (text: string, marker: string) => {
  if (!/^(\s+heading: )(.*)$/m.test(text)) throw new Error('the page has no block heading to edit');
  return text.replace(/^(\s+heading: )(.*)$/m, (_, key: string, value: string) => `${key}${value} ${marker}`);
};
const originals = new Map<string, string>();
const original = async (target: string) => {
  if (!originals.has(target)) originals.set(target, await readFile(target, 'utf8'));
  return originals.get(target)!;
};
const git = (cwd: string, args: string[], input?: string, env?: NodeJS.ProcessEnv) =>
  execFileSync('git', args, { cwd, input, env: { ...process.env, ...env }, encoding: 'utf8' }).trim();

/** A page of the Compliance group, listed in the header's menu on every page. */
const groupPage = (title: string) =>
  `---\ntitle: ${title}\ndescription: A page made by the benchmark.\norder: 9\n---\nMade by the benchmark.\n`;
const groupFile = (title: string) => `title: ${title}\norder: 9\ndescription: A group made by the benchmark.\n`;
const ABOUT = 'pages/about.md';
/** The commit the git way checks out, made in its preparation. */
let nextCommit = '';

const ways: Way[] = [
  {
    name: 'in-place',
    label: 'saved in place',
    save: async (project, marker) =>
      writeFile(file(project, ABOUT), withMarker(await original(file(project, ABOUT)), marker)),
  },
  {
    name: 'rename',
    label: 'temporary file renamed over it',
    save: async (project, marker) => {
      const target = file(project, ABOUT);
      await writeFile(`${target}.tmp`, withMarker(await original(target), marker));
      await rename(`${target}.tmp`, target);
    },
  },
  {
    name: 'recreate',
    label: 'deleted and created again',
    save: async (project, marker) => {
      const target = file(project, ABOUT);
      const text = withMarker(await original(target), marker);
      await unlink(target);
      await writeFile(target, text);
    },
  },
  {
    name: 'git-checkout',
    label: 'git checkout of 3 files',
    prepare: async (project, marker) => {
      // A commit changing three pages, made without touching the files.
      const cwd = project.contentDir;
      const env = { GIT_INDEX_FILE: path.join(project.root, '.bench-index') };
      git(cwd, ['read-tree', 'HEAD'], undefined, env);
      for (const page of [ABOUT, 'pages/why-us.md', 'pages/solutions.md']) {
        const blob = git(
          cwd,
          ['hash-object', '-w', '--stdin'],
          withMarker(await original(file(project, page)), marker),
        );
        git(cwd, ['update-index', '--cacheinfo', `100644,${blob},${page}`], undefined, env);
      }
      nextCommit = git(cwd, ['commit-tree', git(cwd, ['write-tree'], undefined, env), '-p', 'HEAD', '-m', marker]);
    },
    save: async (project) => void git(project.contentDir, ['checkout', '-q', nextCommit]),
  },
  {
    name: 'new-page',
    label: 'new page (its menu link shows)',
    save: (project, marker, run) => writeFile(file(project, `pages/compliance/bench-${run}.md`), groupPage(marker)),
    cleanup: (project, _marker, run) => unlink(file(project, `pages/compliance/bench-${run}.md`)),
  },
  {
    name: 'rename-page',
    label: 'page renamed (its menu link moves)',
    prepare: async (project, _marker, run) => {
      await writeFile(file(project, `pages/compliance/bench-${run}.md`), groupPage(`Bench ${run}`));
      return { marker: `/compliance/bench-${run}`, present: true };
    },
    save: (project, marker, run) =>
      rename(file(project, `pages/compliance/bench-${run}.md`), file(project, `pages/compliance/${marker}.md`)),
    shows: (marker) => ({ marker: `/compliance/${marker}`, present: true }),
    cleanup: (project, marker) => unlink(file(project, `pages/compliance/${marker}.md`)),
  },
  {
    name: 'delete-page',
    label: 'page deleted (its menu link goes)',
    prepare: async (project, marker, run) => {
      await writeFile(file(project, `pages/compliance/bench-${run}.md`), groupPage(marker));
      return { marker, present: true };
    },
    save: (project, _marker, run) => unlink(file(project, `pages/compliance/bench-${run}.md`)),
    shows: (marker) => ({ marker, present: false }),
  },
  {
    name: 'new-group',
    label: 'new group folder (the footer lists it)',
    save: async (project, marker, run) => {
      const folder = file(project, `pages/bench-group-${run}`);
      await mkdir(folder);
      await writeFile(path.join(folder, '_group.yaml'), groupFile(marker));
      await writeFile(path.join(folder, 'first.md'), groupPage(`First of ${run}`));
    },
  },
  {
    name: 'delete-group',
    label: 'group folder deleted (the footer drops it)',
    prepare: async (project, marker, run) => {
      const folder = file(project, `pages/bench-gone-${run}`);
      await mkdir(folder);
      await writeFile(path.join(folder, '_group.yaml'), groupFile(marker));
      await writeFile(path.join(folder, 'first.md'), groupPage(`First of ${run}`));
      return { marker, present: true };
    },
    save: (project, _marker, run) => rm(file(project, `pages/bench-gone-${run}`), { recursive: true }),
    shows: (marker) => ({ marker, present: false }),
  },
  {
    name: 'template',
    label: 'template: a text in the footer',
    save: async (project, marker) => {
      const target = path.join(project.root, 'templates/layout/Footer.tsx');
      await writeFile(target, (await original(target)).replace('</footer>', `<p>${marker}</p></footer>`));
    },
  },
  {
    name: 'styles',
    label: 'styles: a rule in site.css (no reload)',
    save: async (project, marker) => {
      const target = path.join(project.root, 'templates/site.css');
      await writeFile(target, `${await original(target)}\nbody { --bench: ${marker}; }\n`);
    },
  },
];

/**
 * Runs in every document the page loads: once the state asked for in
 * sessionStorage shows (checked at DOMContentLoaded and on every change of
 * the DOM or stylesheets), notes the time of the next frame, when it paints.
 */
// Source text, not a function: the compiled function would call helpers the page does not have.
const WATCH_FOR_STATE = `
  const check = () => {
    const wanted = sessionStorage.getItem('bench:wanted');
    if (!wanted || sessionStorage.getItem('bench:shownAt')) return;
    const { marker, present } = JSON.parse(wanted);
    const found =
      (document.documentElement.textContent ?? '').includes(marker) ||
      document.querySelector('a[href="' + CSS.escape(marker) + '"]') !== null ||
      (document.body !== null && getComputedStyle(document.body).getPropertyValue('--bench').trim() === marker);
    if (found !== present) return;
    sessionStorage.setItem('bench:shownAt', 'pending');
    requestAnimationFrame(() => sessionStorage.setItem('bench:shownAt', String(performance.timeOrigin + performance.now())));
  };
  window.benchCheck = check;
  document.addEventListener('DOMContentLoaded', () => {
    check();
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    // A swapped stylesheet changes no element: its load event is the change.
    document.addEventListener('load', check, true);
  });
`;

/** Asks the page to note when `expectation` shows (it may already). */
async function expectState(target: Page, expectation: Expectation): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await target.evaluate((wanted) => {
        sessionStorage.removeItem('bench:shownAt');
        sessionStorage.setItem('bench:wanted', wanted);
        (window as unknown as { benchCheck?: () => void }).benchCheck?.();
      }, JSON.stringify(expectation));
      return;
    } catch (error) {
      // The page was between two documents (the previous save's reload): asked again.
      if (attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The time (epoch ms) the expected state showed, or undefined when it did not within the limit. */
async function shownAt(target: Page, timeoutMs = MISSED_AFTER_MS): Promise<number | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Fails while the page is between two documents: then asked again.
    const noted = await target.evaluate(() => sessionStorage.getItem('bench:shownAt')).catch(() => null);
    if (noted && noted !== 'pending') return Number(noted);
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measureWay(browser: BrowserContext, project: ScratchProject, way: Way): Promise<string> {
  originals.clear();
  const server = await startDevServer({
    root: project.root,
    contentDir: project.contentDir,
    port: 0,
    log: verbose ? (line) => console.log(`    ${line}`) : undefined,
  });
  const page = await browser.newPage();
  if (verbose) page.on('pageerror', (error) => console.log(`    page error: ${error.message}`));
  const times: number[] = [];
  let missed = 0;
  try {
    await page.goto(`${server.url}${ROUTE}`);
    for (let run = 0; run <= runs; run++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const marker = `bench${run}x${Date.now() % 100000}`;
      const before = await way.prepare?.(project, marker, run);
      if (before) {
        await expectState(page, before);
        if ((await shownAt(page)) === undefined) {
          // The preview missed the preparation itself: this save cannot be timed.
          if (run > 0) missed += 1;
          continue;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const expectation = way.shows?.(marker, run) ?? { marker, present: true };
      await expectState(page, expectation);
      const savedAt = Date.now();
      await way.save(project, marker, run);
      const at = await shownAt(page);
      await way.cleanup?.(project, marker, run);
      if (run === 0) continue;
      if (at === undefined) missed += 1;
      else times.push(at - savedAt);
    }
  } finally {
    await page.close();
    await server.close();
  }
  const figures =
    times.length > 0
      ? `${median(times).toFixed(0).padStart(5)} ms median (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`
      : '    — never shown';
  return `  ${way.label.padEnd(44)} ${figures}${missed > 0 ? `; ${missed} of ${runs} saves never shown` : ''}`;
}

async function restore(project: ScratchProject): Promise<void> {
  const cwd = project.contentDir;
  git(cwd, ['checkout', '-q', '-f', 'main']);
  git(cwd, ['clean', '-q', '-f', '-d']);
  await rm(path.join(project.root, 'templates'), { recursive: true, force: true });
  execFileSync('cp', ['-r', path.join(root, 'templates'), path.join(project.root, 'templates')]);
}

const project = await createScratchProject(root);
git(project.contentDir, ['init', '-q', '-b', 'main']);
git(project.contentDir, ['add', '-A']);
git(project.contentDir, ['-c', 'user.name=bench', '-c', 'user.email=bench@example.org', 'commit', '-q', '-m', 'base']);
process.env.GIT_AUTHOR_NAME = process.env.GIT_COMMITTER_NAME = 'bench';
process.env.GIT_AUTHOR_EMAIL = process.env.GIT_COMMITTER_EMAIL = 'bench@example.org';
const browser = await launchBrowser();
await browser.addInitScript(WATCH_FOR_STATE);
try {
  console.log(
    `Dev server benchmark: ${ROUTE} of the real site, Chromium; ${runs} saves of each way (median, the first save of each way not counted)`,
  );
  for (const way of ways) {
    if (only.length > 0 && !only.includes(way.name)) continue;
    console.log(await measureWay(browser, project, way));
    await restore(project);
  }
} finally {
  await browser.close();
  await project.remove();
}
