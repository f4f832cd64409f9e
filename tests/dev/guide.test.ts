/**
 * content/README.md, the editors' guide: it explains every problem title the
 * build can print, and each example message in it is exactly what the build
 * prints for that mistake (made on tests/dev/fixtures/guide). Its catalogue of
 * blocks is the one the schemas give, and each example in it is a block the
 * site accepts.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, type ContentProblem } from '../../scripts/problems/errors';
import { formatProblem, formatProblems } from '../../scripts/problems/format-problems';
import { blockCatalogue, blockKinds } from '../../scripts/guide/block-catalogue';
import { examplePage } from '../../scripts/guide/block-examples';
import { printedMessages } from '../../scripts/guide/messages-section';
import { problemTitles, TITLES_WITHOUT_EXAMPLE } from '../../scripts/guide/problem-titles';
import { updateGuide } from '../../scripts/guide/update-guide';
import { updateEditorGuide } from '../../scripts/guide/editor-messages';
import { loadContent } from '../../scripts/render/load-checked-content';
import { picturesOf } from '../../scripts/assets/images';
import { blockSchema } from '../../templates/model/blocks';
import { pageSchema } from '../../templates/model/page';
import { PROJECT_ROOT } from '../support/fixture';
import { problemsOf as problemsOfScenario, SCENARIOS, type Scenario } from './guide-scenarios';

const GUIDE = path.join(PROJECT_ROOT, 'content/README.md');
const EDITOR_GUIDE = path.join(PROJECT_ROOT, 'content/WEB-EDITOR.md');

/** The example messages of the guide: its ```text blocks that start with ✖ (an error) or ⚠ (a warning), by title. */
async function guideExamples(): Promise<Map<string, string>> {
  const guide = await readFile(GUIDE, 'utf8');
  const examples = new Map<string, string>();
  for (const [, block] of guide.matchAll(/```text\n([\s\S]*?)\n```/g)) {
    const title = /^[✖⚠] (.+?): /.exec(block ?? '')?.[1];
    if (title && block) examples.set(title, block);
  }
  return examples;
}

/** The guide's catalogue of blocks: the text of each `### \`kind\`` section, by kind. */
async function catalogueSections(): Promise<Map<string, string>> {
  const guide = await readFile(GUIDE, 'utf8');
  const catalogue = /<!-- blocks:start -->([\s\S]*)<!-- blocks:end -->/.exec(guide)?.[1] ?? '';
  const sections = new Map<string, string>();
  for (const [, kind, text] of catalogue.matchAll(/^### `([a-z-]+)`\n([\s\S]*?)(?=^###? |$(?![\s\S]))/gm)) {
    if (kind && text) sections.set(kind, text);
  }
  return sections;
}

/** Each scenario's problems, worked out once: the test of its title and the test of the whole guide read the same result. */
const worked = new Map<Scenario, Promise<ContentProblem[]>>();
function problemsOf(scenario: Scenario): Promise<ContentProblem[]> {
  const known = worked.get(scenario);
  if (known) return known;
  const problems = problemsOfScenario(scenario);
  worked.set(scenario, problems);
  return problems;
}

/** The first scenario of each title: the one whose message the guide shows. */
const shownScenarios = SCENARIOS.filter(
  (scenario, index) => SCENARIOS.findIndex((other) => other.title === scenario.title) === index,
);

describe("the editors' guide", () => {
  it('explains every problem title the build can print', async () => {
    const guide = await readFile(GUIDE, 'utf8');
    const headings = new Set([...guide.matchAll(/^### (.+)$/gm)].map((match) => match[1]));
    for (const title of await problemTitles(PROJECT_ROOT))
      expect(headings.has(title), `a "### ${title}" section in content/README.md`).toBe(true);
  });

  it('lists every problem title in its table of messages, with what it means and its fix', async () => {
    const guide = await readFile(GUIDE, 'utf8');
    const table = /<!-- messages-table:start -->([\s\S]*)<!-- messages-table:end -->/.exec(guide)?.[1] ?? '';
    for (const title of await problemTitles(PROJECT_ROOT)) {
      const row = table.split('\n').find((line) => line.startsWith(`| [${title}](#`));
      expect(row, `a row for "${title}" in the table of messages`).toBeDefined();
      const [, means, fix] = row!.split(/ \| /);
      expect(means?.trim(), `what "${title}" means`).not.toBe('');
      expect(fix?.replace(/\|$/, '').trim(), `how to fix "${title}"`).not.toBe('');
    }
  });

  it('has an example for each title, and each example has a mistake that prints it', async () => {
    const examples = await guideExamples();
    const covered = new Set(SCENARIOS.map((scenario) => scenario.title));
    for (const title of await problemTitles(PROJECT_ROOT)) {
      if (TITLES_WITHOUT_EXAMPLE.has(title)) continue;
      expect(examples.has(title), `an example message for "${title}" in content/README.md`).toBe(true);
      expect(covered.has(title), `a scenario for "${title}" in tests/dev/guide-scenarios.ts`).toBe(true);
    }
    for (const title of examples.keys())
      expect(covered.has(title), `a scenario for the guide's example "${title}"`).toBe(true);
  });

  it.each(SCENARIOS.map((scenario, index) => [scenario.title, index] as const))(
    '"%s" (scenario %i) is printed by its mistake, as the guide shows it',
    async (title, index) => {
      const scenario = SCENARIOS[index]!;
      const problem = (await problemsOf(scenario)).find((candidate) => candidate.title === title);
      expect(problem, `the mistake of "${title}" gives that problem`).toBeDefined();
      if (!shownScenarios.includes(scenario)) return;
      expect((await guideExamples()).get(title), `content/README.md's example of "${title}" (run npm run guide)`).toBe(
        formatProblem(problem!),
      );
    },
  );

  it('is up to date with the schemas and the messages the build prints (run npm run guide)', async () => {
    const guide = await readFile(GUIDE, 'utf8');
    const titles = await problemTitles(PROJECT_ROOT);
    const messages = await printedMessages(SCENARIOS, problemsOf);
    const updated = updateGuide(guide, { messages, titles });
    const editorGuide = await readFile(EDITOR_GUIDE, 'utf8');
    for (const [name, text, made] of [
      ['content/README.md', guide, updated],
      ['content/WEB-EDITOR.md', editorGuide, updateEditorGuide(editorGuide, updated, { messages, titles })],
    ] as const) {
      const lines = text.split('\n');
      const firstChange = made.split('\n').findIndex((line, index) => line !== lines[index]);
      expect(
        made === text,
        `${name} differs from what npm run guide makes from line ${firstChange + 1}: run npm run guide`,
      ).toBe(true);
    }
  });
});

describe("the web editor's guide", () => {
  it("lists every problem title the build can print, linked to its section of the editors' guide", async () => {
    const editorGuide = await readFile(EDITOR_GUIDE, 'utf8');
    const list = /<!-- editor-messages:start -->([\s\S]*)<!-- editor-messages:end -->/.exec(editorGuide)?.[1] ?? '';
    const listed = new Set(
      [...list.matchAll(/^- \*\*\[(.+?)\]\(README\.md#[\w-]+\)\.\*\* \S/gm)].map((match) => match[1]),
    );
    const missing = (await problemTitles(PROJECT_ROOT)).filter((title) => !listed.has(title));
    expect(missing, 'titles missing from the list of messages of content/WEB-EDITOR.md (run npm run guide)').toEqual(
      [],
    );
  });
});

describe("the guide's catalogue of blocks", () => {
  it('has a section for every kind of block, listing each of its fields', async () => {
    const sections = await catalogueSections();
    for (const option of blockSchema.options) {
      const kind = option.shape.type.value;
      const section = sections.get(kind);
      expect(section, `a "### \`${kind}\`" section in the catalogue`).toBeDefined();
      for (const field of Object.keys(option.shape)) {
        if (field === 'type') continue;
        expect(section, `the field ${field} of ${kind}`).toContain(`| \`${field}\` |`);
      }
    }
  });

  it("lists every field of a page's front matter", async () => {
    const guide = await readFile(GUIDE, 'utf8');
    const section = /^### A page's own fields\n([\s\S]*?)^### /m.exec(guide)?.[1] ?? '';
    for (const field of Object.keys(pageSchema.shape))
      expect(section, `the page's field ${field}`).toContain(`| \`${field}\` |`);
    expect(section).toContain(
      "| `order` | no (`100`) | whole number | Position of the page in its group's menus, smallest first.",
    );
    expect(section).toContain(
      '| `blocks` | no | list of [blocks](#kinds-of-block) | The sections of the page, in order. |',
    );
  });

  it('says in plain words what each field takes, whether it is required, and what it is for', () => {
    const catalogue = blockCatalogue();
    expect(catalogue).toContain(
      '| `actions` | yes | list of 1 to 3 [links](#a-link-or-button) | Buttons under the paragraph; the first is the main one. |',
    );
    expect(catalogue).toContain(
      '| `areas` | yes | list of exactly 4 texts | The four areas shown in the animated graphic on large screens. |',
    );
    expect(catalogue).toContain("| `cards[].linkLabel` | no (`Learn more`) | text | Words of the card's link. |");
    expect(catalogue).toContain('| `accounts.min` | yes | whole number, 1 or more | Fewest accounts on the slider. |');
    expect(catalogue).toContain(
      '| `tone` | no (`plain`) | `plain` or `tinted` | Background: plain white or a light tint. |',
    );
    expect(catalogue).toContain('| `image` | yes | [picture](#a-picture) |');
    expect(catalogue).toContain(
      '| `width` | yes | whole number from 1 to 1600 | Widest size the image is shown at on the page, in pixels. |',
    );
    expect(catalogue).toContain('| `text` | yes | text (Markdown) | The text of the section. Markdown is allowed. |');
    expect(catalogue).toContain('| `projects[].url` | no | web address |');
  });

  it('gives examples that the site accepts, each as a page of the real content', async () => {
    const sections = await catalogueSections();
    const kinds = blockKinds().map((kind) => kind.type);
    for (const kind of kinds)
      expect(
        /```yaml\n([\s\S]*?)\n```/.exec(sections.get(kind) ?? '')?.[1],
        `an example of ${kind} in the catalogue`,
      ).toBeDefined();
    const { model, contentDir } = await realContentWithExamples();
    for (const kind of kinds) {
      const page = model.pages.find((candidate) => candidate.route === `/guide-example-${kind}`);
      expect(
        page?.data.blocks.map((block) => block.type),
        `the example of ${kind} is one ${kind} block`,
      ).toEqual([kind]);
    }
    for (const { picture, file } of picturesOf(model.pages)) {
      expect(
        existsSync(path.join(contentDir, 'images', picture.source)),
        `${picture.source} of ${file} in content/images/`,
      ).toBe(true);
    }
  });
});

/** The code blocks of one `### ` section of the guide, their indentation removed, in order. */
async function codeBlocksOf(heading: string): Promise<string[]> {
  const guide = await readFile(GUIDE, 'utf8');
  const section = new RegExp(`^### ${heading}\\n([\\s\\S]*?)(?=^##)`, 'm').exec(guide)?.[1] ?? '';
  return [...section.matchAll(/^( *)```\w*\n([\s\S]*?)\n\1```/gm)].map(([, indent, code]) =>
    (code ?? '')
      .split('\n')
      .map((line) => line.slice(indent?.length ?? 0))
      .join('\n'),
  );
}

/** Writes `text` into a file just after the first `marker` in it. */
async function insertAfter(file: string, marker: string, text: string): Promise<void> {
  const current = await readFile(file, 'utf8');
  expect(current, `${file} has "${marker.trim()}"`).toContain(marker);
  await writeFile(
    file,
    current.replace(marker, () => `${marker}${text}`),
  );
}

interface LoadedExamples {
  model: Awaited<ReturnType<typeof loadContent>>;
  contentDir: string;
}
let withExamples: Promise<LoadedExamples> | undefined;
let examplesDir: string | undefined;
afterAll(async () => {
  if (examplesDir) await rm(examplesDir, { recursive: true, force: true });
});

/**
 * A copy of the real content with every example of the catalogue added as a page of its own and the how-tos' page,
 * menu link, site map link, service page and group added as they say, loaded once for the tests of both: each adds
 * files and lines of its own, so the content is accepted only if every one of them is.
 */
function realContentWithExamples(): Promise<LoadedExamples> {
  withExamples ??= loadWithExamples();
  return withExamples;
}

async function loadWithExamples(): Promise<LoadedExamples> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'guide-examples-'));
  examplesDir = dir;
  const contentDir = path.join(dir, 'content');
  await cp(path.join(PROJECT_ROOT, 'content'), contentDir, { recursive: true });
  const sections = await catalogueSections();
  for (const kind of blockKinds().map((candidate) => candidate.type)) {
    const example = /```yaml\n([\s\S]*?)\n```/.exec(sections.get(kind) ?? '')?.[1];
    if (example === undefined) throw new Error(`No example of ${kind} in the catalogue.`);
    await writeFile(path.join(contentDir, 'pages', `guide-example-${kind}.md`), examplePage(example));
  }
  const [page, menuLink, siteMapLink, servicePage] = await codeBlocksOf('Add a page');
  const [group] = await codeBlocksOf('Add a group');
  if (!page || !menuLink || !siteMapLink || !servicePage || !group)
    throw new Error('The how-tos "Add a page" and "Add a group" lack one of their code blocks.');
  await writeFile(path.join(contentDir, 'pages/careers.md'), `${page}\n`);
  await insertAfter(path.join(contentDir, 'site.yaml'), '  quickLinks:\n', `${menuLink}\n`);
  await insertAfter(path.join(contentDir, 'pages/site-map.md'), '      links:\n', `${siteMapLink}\n`);
  await writeFile(
    path.join(contentDir, 'pages/compliance/company-registration.md'),
    `${servicePage}\nWe register your company with the Companies Registry.\n`,
  );
  await mkdir(path.join(contentDir, 'pages/training'));
  await writeFile(path.join(contentDir, 'pages/training/_group.yaml'), `${group}\n`);
  await writeFile(
    path.join(contentDir, 'pages/training/digital-skills.md'),
    `${servicePage.replace('Company Registration', 'Digital Skills')}\n`,
  );
  const model = await loadContent({ root: dir, contentDir, publicDir: path.join(PROJECT_ROOT, 'public') }).catch(
    (error: unknown) => {
      if (error instanceof ContentError)
        throw new Error(
          `The catalogue's and the how-tos' examples have problems:\n\n${formatProblems(error.problems)}`,
        );
      throw error;
    },
  );
  return { model, contentDir };
}

describe("the guide's how-tos", () => {
  it('show a page, its menu links, a service page and a group that the site accepts, at the addresses they say', async () => {
    const [page, menuLink, siteMapLink, servicePage] = await codeBlocksOf('Add a page');
    const [group] = await codeBlocksOf('Add a group');
    expect(page).toMatch(/^---\ntitle: Careers\n/);
    expect(menuLink).toContain('href: /careers');
    expect(siteMapLink).toContain('href: /careers');
    expect(servicePage).toMatch(/^---\ntitle: Company Registration\n/);
    expect(group).toContain('title: Training');
    const { model } = await realContentWithExamples();
    expect(model.pages.map((candidate) => candidate.route)).toEqual(
      expect.arrayContaining(['/careers', '/compliance/company-registration', '/training/digital-skills']),
    );
    expect(
      model.groups.find((candidate) => candidate.id === 'compliance')?.pages.map((candidate) => candidate.route),
    ).toContain('/compliance/company-registration');
    expect(model.groups.find((candidate) => candidate.id === 'training')?.data.title).toBe('Training');
    expect(model.site.navigation.quickLinks[0]).toEqual({ label: 'Careers', href: '/careers', newTab: false });
    const siteMap = model.pages
      .find((candidate) => candidate.route === '/site-map')
      ?.data.blocks.find((block) => block.type === 'site-map');
    expect(siteMap?.type === 'site-map' && siteMap.company.links[0]).toEqual({
      label: 'Careers',
      href: '/careers',
      newTab: false,
    });
  });
});
