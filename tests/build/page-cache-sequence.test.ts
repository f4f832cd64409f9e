/**
 * The page cache never changes what a build writes: after each edit of a
 * random sequence (every kind of edit at least once, in a seeded order: a
 * text, a title and so a group's menus, site.yaml, a picture, a template,
 * the stylesheet, a package upgraded, a page added, renamed or deleted, a
 * draft written and published), a build that uses the cache of the builds
 * before writes the same bytes as a build without any cache. A failure
 * names its seed and the edits: PAGE_CACHE_SEED=<seed> replays them.
 */
import { execFile } from 'node:child_process';
import { appendFile, mkdtemp, readdir, readFile, rename, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { createScratchProject, type ScratchProject } from '../../scripts/shared/scratch-project';
import { formatProblems } from '../../scripts/problems/format-problems';
import { ContentError } from '../../scripts/problems/errors';
import { PAGE_CACHE_FORMAT } from '../../scripts/page-cache/site-cache';
import { digestDir } from '../support/dir-digest';
import { FIXTURE_CONTENT, PROJECT_ROOT } from '../support/fixture';
import { EDIT_KINDS, prepareSite, seededRandom, siteEditor, type EditKind } from '../support/site-edits';

const SEED = Number(process.env.PAGE_CACHE_SEED ?? Math.floor(Math.random() * 1_000_000));
/** Edits beyond one of each kind. */
const EXTRA_EDITS = 1;

let scratch: ScratchProject;
let outs: string;
beforeAll(async () => {
  scratch = await createScratchProject(PROJECT_ROOT, FIXTURE_CONTENT);
  await prepareSite(scratch.root, PROJECT_ROOT);
  outs = await mkdtemp(path.join(os.tmpdir(), 'page-cache-outs-'));
});
afterAll(async () => {
  await scratch?.remove();
  if (outs) await rm(outs, { recursive: true, force: true });
});

const build = (outDir: string, pageCache: boolean, log?: (line: string) => void) =>
  buildSite({ root: scratch.root, outDir, pageCache, renderWorkers: 1, year: 2031, ...(log ? { log } : {}) });

/** The problems a build stops on, as it prints them. */
const problemsOf = (outDir: string, pageCache: boolean) =>
  build(outDir, pageCache).then(
    () => 'built',
    (error: unknown) => {
      if (!(error instanceof ContentError)) throw error;
      return formatProblems(error.problems);
    },
  );

/** Every kind once, then a few more, in an order the seed decides. */
function editSequence(random: () => number): EditKind[] {
  const kinds: EditKind[] = [...EDIT_KINDS];
  for (let extra = 0; extra < EXTRA_EDITS; extra += 1)
    kinds.push(EDIT_KINDS[Math.floor(random() * EDIT_KINDS.length)]!);
  for (let index = kinds.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [kinds[index], kinds[other]] = [kinds[other]!, kinds[index]!];
  }
  return kinds;
}

it(`builds the same bytes with the page cache as without, edit after edit (seed ${SEED})`, {
  timeout: 480_000,
}, async () => {
  const random = seededRandom(SEED);
  const editor = siteEditor(scratch.root, random);
  const cachedOut = path.join(outs, 'cached');
  const first = await build(cachedOut, true);
  expect(first.pages.size).toBeGreaterThan(10);
  const done: string[] = [];
  let fromCache = 0;
  const plainOut = path.join(outs, 'plain');
  for (const kind of editSequence(random)) {
    done.push(await editor.edit(kind));
    const cached = await build(cachedOut, true);
    // One after the other: builds in one process share the images stage's list of pictures.
    await rm(plainOut, { recursive: true, force: true });
    await build(plainOut, false);
    const replay = `seed ${SEED} (PAGE_CACHE_SEED=${SEED} replays it), after: ${done.join('; ')}`;
    expect(await digestDir(cachedOut), replay).toEqual(await digestDir(plainOut));
    fromCache += cached.counts.fromCache;
  }
  // The cache was used: a sequence that rendered every page every time would prove nothing.
  expect(fromCache).toBeGreaterThan(0);
});

it('stops on a mistake with the same messages, and serves no page from the cache meanwhile', async () => {
  const cachedOut = path.join(outs, 'cached');
  const before = await digestDir(cachedOut);
  const about = path.join(scratch.contentDir, 'pages', 'about.md');
  const text = await readFile(about, 'utf8');
  // A mistake in the page's own file, and one across files: a link to a page that does not exist.
  await writeFile(
    about,
    text.replace(/^title: .*$/m, 'title: [About').replace(/\n---\n/, '\n---\nSee [the plan](/no-such-page).\n'),
  );
  const [cached, plain] = [
    await problemsOf(cachedOut, true),
    await problemsOf(path.join(outs, 'plain-mistake'), false),
  ];
  expect(cached).toContain('content/pages/about.md');
  expect(cached).toBe(plain);
  expect(await digestDir(cachedOut)).toEqual(before);
  await writeFile(about, text);
  // A mistake in a page whose file is unchanged since the cache kept it: the picture it shows is gone.
  const picture = path.join(scratch.contentDir, 'images', 'plan.svg');
  await rename(picture, `${picture}.away`);
  const [cachedGone, plainGone] = [
    await problemsOf(cachedOut, true),
    await problemsOf(path.join(outs, 'plain-mistake'), false),
  ];
  expect(cachedGone).toContain('content/pages/advice/pictured.md');
  expect(cachedGone).toBe(plainGone);
  expect(await digestDir(cachedOut)).toEqual(before);
  await rename(`${picture}.away`, picture);
});

it("says in one line that a damaged, unreadable or other version's cache is not used, and builds every page right", {
  timeout: 120_000,
}, async () => {
  const cachedOut = path.join(outs, 'cached');
  // The content is as the sequence left it (the test before puts back what it broke): its last build without the
  // page cache is the site each build below must write.
  const expected = await digestDir(path.join(outs, 'plain'));
  const [site] = await readdir(path.join(scratch.root, '.cache', 'pages'));
  const cacheDir = path.join(scratch.root, '.cache', 'pages', site!);
  const lines: string[] = [];
  // A page of the output edited in place: its copy in the cache is the same file, so it must not be used.
  await appendFile(path.join(cachedOut, 'about', 'index.html'), '<!-- edited -->');
  const edited = await build(cachedOut, true, (line) => lines.push(line));
  expect(lines.filter((line) => line.startsWith('The page cache'))).toEqual([
    'The page cache (.cache/pages) is damaged (the copy of /about changed or is missing since it was kept): building every page, and keeping a new one.',
  ]);
  expect(edited.counts.fromCache).toBe(0);
  expect(await digestDir(cachedOut)).toEqual(expected);
  // Its index torn (and the memo of the last build gone, which would serve an unchanged site without the index).
  const index = path.join(cacheDir, 'index.bin');
  const memo = path.join(cacheDir, 'memo.bin');
  await rm(memo, { force: true });
  await writeFile(index, (await readFile(index)).subarray(0, 100));
  lines.length = 0;
  const torn = await build(cachedOut, true, (line) => lines.push(line));
  expect(lines.filter((line) => line.startsWith('The page cache'))).toEqual([
    'The page cache (.cache/pages) is damaged (its index cannot be read): building every page, and keeping a new one.',
  ]);
  expect(torn.counts.fromCache).toBe(0);
  expect(await digestDir(cachedOut)).toEqual(expected);
  // Made by another version of the build: its format is not this build's.
  await rm(memo, { force: true });
  const kept = deserialize(await readFile(index)) as { format: number };
  await writeFile(index, serialize({ ...kept, format: PAGE_CACHE_FORMAT + 1 }));
  lines.length = 0;
  const other = await build(cachedOut, true, (line) => lines.push(line));
  expect(lines.filter((line) => line.startsWith('The page cache'))).toEqual([
    'The page cache (.cache/pages) was made by another version of the build: building every page, and keeping a new one.',
  ]);
  expect(other.counts.fromCache).toBe(0);
  expect(await digestDir(cachedOut)).toEqual(expected);
  // Unreadable: its index a link to itself.
  await rm(memo, { force: true });
  await rm(index);
  await symlink(index, index);
  lines.length = 0;
  const unreadable = await build(cachedOut, true, (line) => lines.push(line));
  expect(lines.filter((line) => line.startsWith('The page cache'))).toEqual([
    expect.stringMatching(
      /^The page cache \(\.cache\/pages\) could not be read \(ELOOP.*\): building every page, and keeping a new one\.$/,
    ),
  ]);
  expect(unreadable.counts.fromCache).toBe(0);
  expect(await digestDir(cachedOut)).toEqual(expected);
  // And the next build uses the cache it kept, and says so in its last line.
  lines.length = 0;
  const next = await build(cachedOut, true, (line) => lines.push(line));
  expect(next.counts.rendered).toBe(0);
  expect(lines.at(-1)).toMatch(new RegExp(`: 0 rendered, ${next.counts.fromCache} from the page cache$`));
  expect(await digestDir(cachedOut)).toEqual(expected);
});

/** Each file below dir with its size and time: what a build that writes nothing there leaves as it was. */
async function filesState(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const info = await stat(file);
      return `${path.relative(dir, file)} ${info.isDirectory() ? 'folder' : info.size} ${info.mtimeMs}`;
    }),
  ).then((states) => states.sort());
}

it('npm run build -- --no-cache neither reads nor writes the page cache, and says what it rendered', {
  timeout: 60_000,
}, async () => {
  const cacheDir = path.join(scratch.root, '.cache', 'pages');
  const [site] = await readdir(cacheDir);
  const index = path.join(cacheDir, site!, 'index.bin');
  // A torn index: a build that read it would say so.
  await writeFile(index, (await readFile(index)).subarray(0, 100));
  const before = await filesState(cacheDir);
  const year = String(Date.UTC(2031, 5, 1) / 1000);
  const out = path.join(outs, 'no-cache');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['scripts/launch.mjs', 'scripts/build.ts', '--no-cache', '--out', out],
    { cwd: scratch.root, env: { ...process.env, SOURCE_DATE_EPOCH: year } },
  );
  expect(stdout).not.toContain('page cache (');
  // The build of the same content without the cache, by the sequence.
  const expected = await digestDir(path.join(outs, 'plain'));
  const pages = Object.keys(expected).filter((file) => file.endsWith('.html') && !file.startsWith('admin/')).length;
  expect(stdout).toMatch(new RegExp(`^Built ${pages} pages .*: ${pages} rendered, 0 from the page cache$`, 'm'));
  expect(await filesState(cacheDir)).toEqual(before);
  expect(await digestDir(out)).toEqual(expected);
});

it('checks links to sections of a page copied from the cache against the ids of its HTML', async () => {
  const cachedOut = path.join(outs, 'cached');
  const about = path.join(scratch.contentDir, 'pages', 'about.md');
  // The home page: the edits of the sequence above rename and delete pages of advice/, never it.
  const tax = path.join(scratch.contentDir, 'pages', 'index.md');
  const [aboutText, taxText] = [await readFile(about, 'utf8'), await readFile(tax, 'utf8')];
  await writeFile(about, `${aboutText}\n## Our team\n\nFour people.\n`);
  await build(cachedOut, true);
  // Only the page that links is rendered again: /about, and its ids, come from the cache.
  await writeFile(tax, `${taxText}\nMeet [our team](/about#our-team).\n`);
  expect((await build(cachedOut, true)).counts.rendered).toBe(1);
  await writeFile(tax, `${taxText}\nMeet [our team](/about#our-teem).\n`);
  const refused = await problemsOf(cachedOut, true);
  expect(refused).toContain('Link to a part of a page that does not exist');
  expect(refused).toContain('content/pages/index.md');
  expect(refused).toContain('Did you mean #our-team?');
  await writeFile(about, aboutText);
  await writeFile(tax, taxText);
});

/** Whether a build rebuilt the edited pages alone, from the last whole build (page-cache/quick-rebuild.ts): it loaded no site. */
const quickly = (built: { timings: Array<{ stage: string }> }) =>
  !built.timings.some(({ stage }) => stage === 'load content');

it('rebuilds only the pages whose text alone changed, and the same bytes as a build without cache', {
  timeout: 120_000,
}, async () => {
  const cachedOut = path.join(outs, 'cached');
  const plainOut = path.join(outs, 'plain-quick');
  const about = path.join(scratch.contentDir, 'pages', 'about.md');
  const text = await readFile(about, 'utf8');
  const same = async () => {
    await rm(plainOut, { recursive: true, force: true });
    await build(plainOut, false);
    expect(await digestDir(cachedOut)).toEqual(await digestDir(plainOut));
  };
  await build(cachedOut, true);
  // A sentence more, written as people write it: the page alone is rendered.
  await writeFile(about, `${text}\nWe answer every enquiry within a working day.\r\n`);
  const edited = await build(cachedOut, true);
  expect(quickly(edited)).toBe(true);
  expect(edited.counts.rendered).toBe(1);
  await same();
  // And again, from the memo that rebuild left.
  await writeFile(about, `${text}\nWe answer every enquiry within two working days.\n`);
  const again = await build(cachedOut, true);
  expect([quickly(again), again.counts.rendered]).toEqual([true, 1]);
  await same();
  // The build's code checked out afresh (CI): new times, the same contents, and the page alone is rendered still.
  const sitemapCode = path.join(scratch.root, 'scripts', 'output', 'sitemap.ts');
  const later = new Date(Date.now() + 60_000);
  await utimes(sitemapCode, later, later);
  await writeFile(about, `${text}\nWe answer every enquiry within three working days.\n`);
  expect(quickly(await build(cachedOut, true))).toBe(true);
  // The build's code changed (what makes the sitemap, which no page's key covers): the whole site is built.
  const sitemapSource = await readFile(sitemapCode, 'utf8');
  await writeFile(sitemapCode, `${sitemapSource}\n// Changed.\n`);
  await writeFile(about, `${text}\nWe answer every enquiry within four working days.\n`);
  expect(quickly(await build(cachedOut, true))).toBe(false);
  // And back as it was: the code is not the last whole build's, so the whole site is built again.
  await writeFile(sitemapCode, sitemapSource);
  expect(quickly(await build(cachedOut, true))).toBe(false);
  await same();
  // A block's text, in the front matter: the page's summary is as it was, so the page alone is rendered.
  const pictured = path.join(scratch.contentDir, 'pages', 'advice', 'pictured.md');
  const picturedText = await readFile(pictured, 'utf8');
  expect(picturedText).toContain('text: A plan on a page.');
  await writeFile(pictured, picturedText.replace('text: A plan on a page.', 'text: A plan on one page, kept current.'));
  const block = await build(cachedOut, true);
  expect([quickly(block), block.counts.rendered]).toEqual([true, 1]);
  await same();
  await writeFile(pictured, picturedText);
  expect(quickly(await build(cachedOut, true))).toBe(true);
  // A link more changes the page's summary (the checks across files read it): the whole site is built, and the
  // build says why.
  const said: string[] = [];
  await writeFile(about, `${text}\nStart from [the home page](/).\n`);
  const linked = await build(cachedOut, true, (line) => said.push(line));
  expect(quickly(linked)).toBe(false);
  expect(said).toContain('    content/pages/about.md: more than its text changed, so the whole site is built');
  await same();
  // A title: the whole site is built at once, without loading the page first.
  said.length = 0;
  await writeFile(about, text.replace(/^title: .*$/m, 'title: About the Firm'));
  const titled = await build(cachedOut, true, (line) => said.push(line));
  expect(quickly(titled)).toBe(false);
  expect(said).toContain('    content/pages/about.md: a field of its front matter changed, so the whole site is built');
  expect(titled.timings.map(({ stage }) => stage)).not.toContain('load edited pages');
  await same();
  // A heading more gives the page an id more: the whole site is built, and links to it are checked.
  await writeFile(about, `${text}\n## Our hours\n\nEvery weekday.\n`);
  expect(quickly(await build(cachedOut, true))).toBe(false);
  await same();
  await writeFile(about, text);
  expect(quickly(await build(cachedOut, true))).toBe(false);
  await same();
});

it("says in one line that a damaged or other version's record of the last build is not used, and builds right", {
  timeout: 120_000,
}, async () => {
  const cachedOut = path.join(outs, 'cached');
  const [site] = await readdir(path.join(scratch.root, '.cache', 'pages'));
  const memo = path.join(scratch.root, '.cache', 'pages', site!, 'memo.bin');
  await build(cachedOut, true);
  const expected = await digestDir(cachedOut);
  const lines: string[] = [];
  const said = () => lines.filter((line) => line.startsWith('The page cache') || line.startsWith('The rebuild'));
  // Torn.
  await writeFile(memo, (await readFile(memo)).subarray(0, 100));
  const torn = await build(cachedOut, true, (line) => lines.push(line));
  expect(said()).toEqual([
    'The page cache (.cache/pages) is damaged (its record of the last build cannot be read): building the whole site, and keeping a new one.',
  ]);
  expect(quickly(torn)).toBe(false);
  expect(await digestDir(cachedOut)).toEqual(expected);
  // Another version's.
  const kept = deserialize(await readFile(memo)) as { format: string };
  await writeFile(memo, serialize({ ...kept, format: `${kept.format}.1` }));
  lines.length = 0;
  await build(cachedOut, true, (line) => lines.push(line));
  expect(said()).toEqual([
    'The page cache (.cache/pages) holds a record of the last build made by another version of the build: building the whole site, and keeping a new one.',
  ]);
  expect(await digestDir(cachedOut)).toEqual(expected);
  // The sitemap of the output edited in place: its kept copy is the same file, so it is not used.
  await appendFile(path.join(cachedOut, 'sitemap.xml'), '<!-- edited -->');
  lines.length = 0;
  const sitemapEdited = await build(cachedOut, true, (line) => lines.push(line));
  expect([quickly(sitemapEdited), said()]).toEqual([false, []]);
  expect(await digestDir(cachedOut)).toEqual(expected);
  // And the next build uses the record the whole build kept.
  const next = await build(cachedOut, true);
  expect([quickly(next), next.counts.rendered]).toEqual([true, 0]);
  expect(await digestDir(cachedOut)).toEqual(expected);
  // The workers' index gone: the rebuild fails, the whole site is built, and the build says so once it has.
  await rm(path.join(path.dirname(memo), 'render-index.bin'));
  const about = path.join(scratch.contentDir, 'pages', 'about.md');
  const text = await readFile(about, 'utf8');
  await writeFile(about, `${text}\nOne sentence more.\n`);
  lines.length = 0;
  const failed = await build(cachedOut, true, (line) => lines.push(line));
  expect(quickly(failed)).toBe(false);
  expect(said()).toEqual([
    expect.stringMatching(
      /^The rebuild of the edited pages alone failed \(.*ENOENT.*render-index\.bin.*\), so the whole site was built\.$/,
    ),
  ]);
  // A file of public/ that is no picture (a script in an SVG): refused once, by the whole build, and nothing built.
  const logo = path.join(scratch.root, 'public', 'images', 'logo.svg');
  const drawing = await readFile(logo);
  await writeFile(logo, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n');
  await writeFile(about, `${text}\nTwo sentences more.\n`);
  const before = await digestDir(cachedOut);
  lines.length = 0;
  await expect(build(cachedOut, true, (line) => lines.push(line))).rejects.toThrow(/holds a script/);
  expect(said()).toEqual([]);
  expect(await digestDir(cachedOut)).toEqual(before);
  await writeFile(logo, drawing);
  await writeFile(about, text);
  await build(cachedOut, true);
});
