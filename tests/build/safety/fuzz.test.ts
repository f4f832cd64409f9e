/**
 * Bad input never crashes the build. Content files are mutated at random
 * (deleted keys, wrong types, broken YAML, huge texts, odd Unicode, hostile
 * HTML); every build either succeeds with escaped output or fails with an
 * editor's message, and a failed build never touches the last good output.
 * Every case is a whole build in this process (no render worker to start),
 * from one fixed seed. The cases take each kind of mutation in turn, on a
 * Markdown file and on a YAML file alike, so a short series tries them all;
 * FUZZ_RUNS=400 runs a longer series of the same kind.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isMap, parseDocument, visit, type Document } from 'yaml';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite } from '../../../scripts/build';
import { ContentError } from '../../../scripts/problems/errors';
import { splitFrontMatter } from '../../../scripts/content/yaml/source';
import { PROJECT_ROOT } from '../../support/fixture';

/** Fixed, so a failure replays: the same cases every run. */
const SEED = 20_231_113;
/** Every kind of mutation once on each kind of file (each case is a whole build of the real site). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>';
const ODD_UNICODE = '\u202Eevil\u202C \u200B\u200D 👩🏽‍💻 Ḩ̸̢a̴r̷a̶r̵e \uFEFF \u0000 \uD800';

/** A small seeded generator, so a failing run can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

type Rng = ReturnType<typeof random>;

function scalarsOf(document: Document): Array<{ parent: unknown; key: unknown; value: unknown }> {
  const found: Array<{ parent: unknown; key: unknown; value: unknown }> = [];
  visit(document, {
    Pair(_, pair, path) {
      found.push({ parent: path.at(-1), key: pair.key, value: pair.value });
    },
  });
  return found;
}

const mutations: Record<string, (yaml: string, rng: Rng) => string> = {
  'delete a key': (yaml, rng) => {
    const document = parseDocument(yaml);
    const pairs = scalarsOf(document);
    if (pairs.length === 0) return yaml;
    const { parent, key } = rng.pick(pairs);
    if (isMap(parent)) parent.delete(key);
    return document.toString();
  },
  'wrong type': (yaml, rng) => {
    const document = parseDocument(yaml);
    const pairs = scalarsOf(document).filter((pair) => isMap(pair.parent));
    if (pairs.length === 0) return yaml;
    const { parent, key } = rng.pick(pairs);
    if (isMap(parent)) parent.set(key, rng.pick([42, true, null, ['a', 'b'], { nested: 1 }, '']));
    return document.toString();
  },
  'broken YAML': (yaml, rng) => {
    const lines = yaml.split('\n');
    const at = Math.floor(rng.next() * lines.length);
    lines.splice(at, 0, rng.pick(['  - : : "unclosed', 'key: [1, 2', '\tbad: tab', 'a: b: c', '- item\nkey: value']));
    return lines.join('\n');
  },
  'hostile text': (yaml, rng) => replaceString(yaml, rng, () => HOSTILE),
  'huge text': (yaml, rng) => replaceString(yaml, rng, () => 'Harare '.repeat(20_000)),
  'odd Unicode': (yaml, rng) => replaceString(yaml, rng, (old) => `${old} ${ODD_UNICODE}`),
};

function replaceString(yaml: string, rng: Rng, make: (old: string) => string): string {
  const document = parseDocument(yaml);
  const strings: Array<{ value: string; set: (value: string) => void }> = [];
  visit(document, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && node.value !== '')
        strings.push({ value: node.value, set: (value) => (node.value = value) });
    },
  });
  if (strings.length === 0) return yaml;
  const target = rng.pick(strings);
  target.set(make(target.value));
  return document.toString();
}

async function snapshot(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(
        async (entry) =>
          `${path.relative(dir, path.join(entry.parentPath, entry.name))}:${(await readFile(path.join(entry.parentPath, entry.name))).length}`,
      ),
  ).then((list) => list.sort());
}

let work: string;
let contentFiles: string[];
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'fuzz-'));
  contentFiles = (await readdir(path.join(PROJECT_ROOT, 'content'), { recursive: true })).filter(
    (file) => /\.(ya?ml|md)$/.test(file) && !file.startsWith('schemas') && file !== 'README.md',
  );
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

it(`survives ${RUNS} random mutations of the content`, async () => {
  const rng = random(SEED);
  const outDir = path.join(work, 'dist');
  const contentDir = path.join(work, 'content');
  await cp(path.join(PROJECT_ROOT, 'content'), contentDir, { recursive: true });
  // Rendered here, not in a worker: each case is a whole build of its own, in this process.
  const build = () => buildSite({ root: PROJECT_ROOT, contentDir, outDir, renderWorkers: 0 });
  await build();
  /** The output of the last build that succeeded: what a failed build must leave as it was. */
  let lastGood = await snapshot(outDir);
  const outcomes: Record<string, number> = { built: 0, 'editor message': 0 };
  for (let run = 0; run < RUNS; run++) {
    const kinds = Object.keys(mutations);
    const name = kinds[run % kinds.length]!;
    const file = rng.pick(
      contentFiles.filter((entry) => entry.endsWith('.md') === (Math.floor(run / kinds.length) % 2 === 0)),
    );
    const original = await readFile(path.join(contentDir, file), 'utf8');
    const mutated = file.endsWith('.md')
      ? (({ yaml, body }) =>
          `---\n${mutations[name]!(yaml, rng)}\n---\n${name === 'hostile text' ? `${body}\n\n${HOSTILE}` : body}`)(
          splitFrontMatter(original),
        )
      : mutations[name]!(original, rng);
    await writeFile(path.join(contentDir, file), mutated);
    const label = `run ${run} (seed ${SEED}): ${name} in ${file}`;
    try {
      await build();
      outcomes.built!++;
      const html = (await readdir(outDir, { recursive: true })).filter((entry) => entry.endsWith('.html'));
      for (const page of html) {
        const markup = await readFile(path.join(outDir, page), 'utf8');
        expect(markup, `${label}: ${page}`).not.toContain('<script>alert');
        expect(markup, `${label}: ${page}`).not.toMatch(/<img src=x onerror/);
        expect(markup, `${label}: ${page}`).not.toMatch(/href="javascript:/i);
      }
      lastGood = await snapshot(outDir);
    } catch (error) {
      expect(error, `${label} threw ${String(error)}`).toBeInstanceOf(ContentError);
      expect((error as ContentError).problems.length, label).toBeGreaterThan(0);
      for (const problem of (error as ContentError).problems) {
        expect(problem.location.file, label).toContain(`${path.basename(work)}/content/`);
        expect(problem.location.line, label).toBeGreaterThan(0);
      }
      outcomes['editor message']!++;
      expect(await snapshot(outDir), `${label}: the last good output changed`).toEqual(lastGood);
    }
    // Each case mutates the content as the project has it.
    await writeFile(path.join(contentDir, file), original);
  }
  console.log(`fuzz: ${JSON.stringify(outcomes)}`);
  expect(outcomes.built).toBeGreaterThan(0);
  expect(outcomes['editor message']).toBeGreaterThan(0);
  expect((await readdir(work)).filter((entry) => entry.includes('staging'))).toEqual([]);
}, 600_000);
