/**
 * Edits of every kind a site goes through between two builds, made at
 * random on a scratch copy of the project (its content, its templates, its
 * stylesheet, its packages), for the page cache's test: a text, a title,
 * site.yaml, a picture, a template, the stylesheet, a package upgraded, a
 * page added, renamed or deleted, a draft written and published.
 */
import { cpSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const EDIT_KINDS = [
  'text',
  'title',
  'site',
  'picture',
  'template',
  'stylesheet',
  'package',
  'add',
  'rename',
  'delete',
  'draft',
] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/** A seeded random number generator (mulberry32): the same seed gives the same edits. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = 'tax audit plan clinic school network returns filing budget report'.split(' ');
const PICTURE = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 48 32"><rect width="48" height="32" fill="${fill}"/></svg>\n`;
const page = (title: string, order: number, body: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: About ${title.toLowerCase()}.\norder: ${order}\n${extra}---\n${body}\n`;
/** Pages the edits never rename or delete: the picture's, and the one taking site.yaml's description. */
const KEPT = new Set(['pictured.md', 'undescribed.md']);
const PICTURED = page(
  'Pictured Advice',
  40,
  'Advice with a picture.',
  'blocks:\n  - type: image-text\n    heading: Our plan\n    text: A plan on a page.\n    image:\n      source: plan.svg\n      alt: A plan drawn on paper.\n      width: 48\n      height: 32\n',
);

/**
 * Readies a scratch project for the edits: a group with more pages than its menus list (they share their
 * chrome), a page showing a picture, and a markdown-it of its own in node_modules, to upgrade.
 */
export async function prepareSite(root: string, projectRoot: string): Promise<void> {
  const content = path.join(root, 'content');
  for (let index = 0; index < 10; index += 1)
    await writeFile(
      path.join(content, 'pages/advice', `topic-${index}.md`),
      page(`Topic ${index}`, 10 + index, 'Advice on a topic.'),
    );
  // A page that takes site.yaml's description.
  await writeFile(
    path.join(content, 'pages/advice/undescribed.md'),
    '---\ntitle: Undescribed\norder: 50\n---\nShort.\n',
  );
  await writeFile(path.join(content, 'pages/advice/pictured.md'), PICTURED);
  await writeFile(path.join(content, 'images/plan.svg'), PICTURE('#1d4ed8'));
  await rm(path.join(root, 'node_modules'));
  await mkdir(path.join(root, 'node_modules'));
  const modules = path.join(projectRoot, 'node_modules');
  for (const name of await readdir(modules)) {
    if (name === 'markdown-it')
      cpSync(path.join(modules, name), path.join(root, 'node_modules', name), { recursive: true });
    else await symlink(path.join(modules, name), path.join(root, 'node_modules', name));
  }
  await writeFile(path.join(root, 'package-lock.json'), lockfile(false));
}

const lockfile = (upgraded: boolean) =>
  `${JSON.stringify({ name: 'scratch', lockfileVersion: 3, packages: { 'node_modules/markdown-it': { version: upgraded ? '15.0.4' : '15.0.3' } } }, null, 2)}\n`;

/** A markdown-it "upgrade": its texts come out with a word more, as a new version's could. */
const UPGRADE = `
const upgradedParse = MarkdownIt.prototype.parse;
MarkdownIt.prototype.parse = function (src, env) {
  const tokens = upgradedParse.call(this, src, env);
  for (const token of tokens)
    for (const child of token.children ?? []) if (child.type === 'text') child.content = child.content.replaceAll('fixture', 'fixture, upgraded');
  return tokens;
};
`;

export interface SiteEditor {
  /** Makes an edit of that kind; returns what it did, for the failure message that replays it. */
  edit: (kind: EditKind) => Promise<string>;
}

export function siteEditor(root: string, random: () => number): SiteEditor {
  const content = path.join(root, 'content');
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const word = () => pick(WORDS);
  const advice = async () =>
    (await readdir(path.join(content, 'pages/advice'))).filter((file) => file.endsWith('.md')).sort();
  const change = async (relative: string, edit: (text: string) => string) => {
    const file = path.join(root, relative);
    await writeFile(file, edit(await readFile(file, 'utf8')));
  };
  let counter = 0;
  let upgraded = false;
  let draft: string | undefined;
  let picture = false;

  const edits: Record<EditKind, () => Promise<string>> = {
    async text() {
      const file = pick(['about.md', ...(await advice()).map((name) => `advice/${name}`)]);
      await change(`content/pages/${file}`, (text) => `${text.trimEnd()} More ${word()} ${word()} ${++counter}.\n`);
      return `text of ${file}`;
    },
    async title() {
      const file = pick(await advice());
      await change(`content/pages/advice/${file}`, (text) => text.replace(/^title: (.*)$/m, `title: $1 ${word()}`));
      return `title of advice/${file}`;
    },
    async site() {
      const [field, value] = pick([
        ['tagline', `Simple answers ${++counter}`],
        ['  phone', `+263 77 000 ${String(1000 + ++counter).slice(-4)}`],
        ['    label', `Talk to us ${word()}`],
        // What a page without a description of its own takes.
        ['description', `A fixture site, ${word()} ${++counter}.`],
      ] as const);
      await change('content/site.yaml', (text) =>
        text.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`),
      );
      return `site.yaml ${field.trim()}`;
    },
    async picture() {
      picture = !picture;
      await writeFile(path.join(content, 'images/plan.svg'), PICTURE(picture ? '#b91c1c' : '#1d4ed8'));
      return 'picture replaced';
    },
    async template() {
      await change('templates/layout/Footer.tsx', (text) =>
        text.replace(/All rights reserved\.[^`]*`/, `All rights reserved. ${word()} ${++counter}\``),
      );
      return 'template (footer) edited';
    },
    async stylesheet() {
      await change(
        'templates/site.css',
        (text) => `${text}\n.prose strong { letter-spacing: 0.0${++counter % 9}em; }\n`,
      );
      return 'stylesheet edited';
    },
    async package() {
      upgraded = !upgraded;
      const file = path.join(root, 'node_modules/markdown-it/dist/markdown-it.mjs');
      const text = await readFile(file, 'utf8');
      await writeFile(file, upgraded ? `${text}${UPGRADE}` : text.replace(UPGRADE, ''));
      await writeFile(path.join(root, 'package-lock.json'), lockfile(upgraded));
      return upgraded ? 'markdown-it upgraded' : 'markdown-it downgraded';
    },
    async add() {
      const name = `added-${++counter}.md`;
      await writeFile(
        path.join(content, 'pages/advice', name),
        page(`Added ${word()} ${counter}`, Math.floor(random() * 30), 'New advice.'),
      );
      return `page advice/${name} added`;
    },
    async rename() {
      const from = pick((await advice()).filter((name) => !KEPT.has(name) && `advice/${name}` !== draft));
      const to = `renamed-${++counter}.md`;
      await rename(path.join(content, 'pages/advice', from), path.join(content, 'pages/advice', to));
      return `page advice/${from} renamed ${to}`;
    },
    async delete() {
      const files = (await advice()).filter((name) => !KEPT.has(name) && `advice/${name}` !== draft);
      if (files.length < 3) return edits.add();
      const file = pick(files);
      await rm(path.join(content, 'pages/advice', file));
      return `page advice/${file} deleted`;
    },
    async draft() {
      if (draft) {
        await change(`content/pages/${draft}`, (text) => text.replace('draft: true\n', ''));
        const published = draft;
        draft = undefined;
        return `draft ${published} published`;
      }
      draft = `advice/draft-${++counter}.md`;
      await writeFile(path.join(content, 'pages', draft), page(`Draft ${counter}`, 5, 'Not ready.', 'draft: true\n'));
      return `draft ${draft} written`;
    },
  };
  return { edit: (kind) => edits[kind]() };
}
