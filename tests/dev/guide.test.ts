/**
 * content/README.md, the editors' guide: it explains every problem title the
 * build can print, and each example message in it is exactly what the build
 * prints for that mistake (made on tests/dev/fixtures/guide).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/lib/format-problems';
import { PROJECT_ROOT } from '../support/fixture';
import { problemsOf, SCENARIOS } from './guide-scenarios';

const GUIDE = path.join(PROJECT_ROOT, 'content/README.md');
/** Where the build words the problems editors see. */
const PROBLEM_SOURCES = ['validate.ts', 'check-references.ts', 'load-content.ts', 'images.ts', 'yaml-messages.ts', 'file-names.ts'].map((file) => path.join(PROJECT_ROOT, 'scripts/lib', file));
/** Titles with no example: the catch-all for rules no content schema uses today. */
const WITHOUT_EXAMPLE = new Set(['Invalid value']);

/** The example messages of the guide: its ```text blocks that start with ✖, by title. */
async function guideExamples(): Promise<Map<string, string>> {
  const guide = await readFile(GUIDE, 'utf8');
  const examples = new Map<string, string>();
  for (const [, block] of guide.matchAll(/```text\n([\s\S]*?)\n```/g)) {
    const title = /^✖ (.+?): /.exec(block ?? '')?.[1];
    if (title && block) examples.set(title, block);
  }
  return examples;
}

/** Every problem title in the build's code: `title: '...'`, and "Unknown type" from the blocks' discriminator. */
async function problemTitles(): Promise<string[]> {
  const titles = new Set<string>();
  for (const file of PROBLEM_SOURCES) {
    const source = await readFile(file, 'utf8');
    for (const [, title] of source.matchAll(/\btitle: '([^']+)'/g)) if (title) titles.add(title);
    if (source.includes('title: `Unknown ${issue.discriminator}`')) titles.add('Unknown type');
  }
  return [...titles];
}

/**
 * The guide lists the kinds of block as they were when it was written; new
 * kinds may have been added since. Its list must only name real kinds.
 */
function sameExceptNewBlockKinds(shown: string, printed: string): boolean {
  const list = /^ {2}Expected: one of (.*)$/m;
  const shownList = list.exec(shown)?.[1];
  const printedList = list.exec(printed)?.[1];
  if (!shownList || !printedList) return false;
  const printedKinds = new Set(printedList.split(', '));
  return shownList.split(', ').every((kind) => printedKinds.has(kind)) && shown.replace(list, '') === printed.replace(list, '');
}

describe('the editors\' guide', () => {
  it('explains every problem title the build can print', async () => {
    const guide = await readFile(GUIDE, 'utf8');
    const headings = new Set([...guide.matchAll(/^### (.+)$/gm)].map((match) => match[1]));
    for (const title of await problemTitles()) expect(headings.has(title), `a "### ${title}" section in content/README.md`).toBe(true);
  });

  it('has an example for each title, and each example has a mistake that prints it', async () => {
    const examples = await guideExamples();
    const covered = new Set(SCENARIOS.map((scenario) => scenario.title));
    for (const title of await problemTitles()) {
      if (WITHOUT_EXAMPLE.has(title)) continue;
      expect(examples.has(title), `an example message for "${title}" in content/README.md`).toBe(true);
      expect(covered.has(title), `a scenario for "${title}" in tests/dev/guide-scenarios.ts`).toBe(true);
    }
    for (const title of examples.keys()) expect(covered.has(title), `a scenario for the guide's example "${title}"`).toBe(true);
  });

  it.each(SCENARIOS.map((scenario) => [scenario.title, scenario] as const))('shows "%s" exactly as the build prints it', async (title, scenario) => {
    const problems = await problemsOf(scenario);
    const problem = problems.find((candidate) => candidate.title === title);
    expect(problem, `the mistake of "${title}" gives that problem`).toBeDefined();
    const printed = formatProblem(problem!);
    const shown = (await guideExamples()).get(title);
    if (shown !== printed && !(title === 'Unknown type' && shown && sameExceptNewBlockKinds(shown, printed))) {
      expect(shown, `content/README.md's example of "${title}" (the build prints the text below)`).toBe(printed);
    }
  });
});
