/**
 * The guide's messages section: the table of every problem title with what it
 * means and its fix, and the example messages, each exactly as the build
 * prints it for one mistake. The explanations written around the examples are
 * kept; an example with no section yet gets one, above `<!-- messages:more -->`.
 */
import type { ContentProblem } from '../problems/errors';
import { formatProblem } from '../problems/format-problems';
import { anchorOf, cell } from './markers';
import { MESSAGE_NOTES } from './message-notes';

/** One example message: what the build printed for a mistake that causes `title`. */
export interface PrintedMessage {
  title: string;
  printed: string;
  hint: string | undefined;
}

export const MORE_MARKER = '<!-- messages:more -->';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ```text block of the example of `title`, if the guide has one (✖ for an error, ⚠ for a warning). */
const exampleBlock = (title: string) => new RegExp(`\`\`\`text\\n[✖⚠] ${escapeRegExp(title)}: [\\s\\S]*?\\n\`\`\``);

/** Runs each scenario (the first of each title) and keeps the problem of its title, as printed. */
export async function printedMessages<S extends { title: string }>(
  scenarios: readonly S[],
  problemsOf: (scenario: S) => Promise<ContentProblem[]>,
): Promise<PrintedMessage[]> {
  const firsts = scenarios.filter(
    (scenario, index) => scenarios.findIndex((other) => other.title === scenario.title) === index,
  );
  return Promise.all(
    firsts.map(async (scenario) => {
      const problems = await problemsOf(scenario);
      const problem = problems.find((candidate) => candidate.title === scenario.title);
      if (!problem) {
        const given = problems.map((candidate) => `"${candidate.title}"`).join(', ') || 'no problem';
        throw new Error(
          `The scenario of "${scenario.title}" in tests/dev/guide-scenarios.ts gives ${given}, not "${scenario.title}".`,
        );
      }
      return { title: scenario.title, printed: formatProblem(problem), hint: problem.hint };
    }),
  );
}

/** The first paragraph written under `### title`, if the guide has that section. */
function firstParagraph(guide: string, title: string): string | undefined {
  const section = new RegExp(`^### ${escapeRegExp(title)}\\n\\n([^\\n#\`<][\\s\\S]*?)(?:\\n\\n|$)`, 'm').exec(guide);
  return section?.[1]?.replace(/\s*\n\s*/g, ' ');
}

/** The guide with every example replaced by the message as printed, and a section added for each example it lacked. */
export function updateExamples(guide: string, messages: readonly PrintedMessage[]): string {
  let text = guide;
  const added: string[] = [];
  for (const message of messages) {
    const block = `\`\`\`text\n${message.printed}\n\`\`\``;
    if (exampleBlock(message.title).test(text)) {
      text = text.replace(exampleBlock(message.title), () => block);
    } else {
      const means = MESSAGE_NOTES[message.title]?.means ?? message.hint ?? '';
      added.push(`### ${message.title}\n\n${means ? `${means}\n\n` : ''}${block}\n\n`);
    }
  }
  if (added.length === 0) return text;
  if (!text.includes(MORE_MARKER))
    throw new Error(`content/README.md has no "${MORE_MARKER}" line, where new example messages go: put it back.`);
  return text.replace(MORE_MARKER, () => `${added.join('')}${MORE_MARKER}`);
}

/** One problem title, what it means and how to fix it, as the guide's table and the web editor's guide list them. */
export interface TitleNote {
  title: string;
  means: string;
  fix: string;
}

/** Every title the build can print, those with an example first, in the examples' order, each with its note. */
export function titleNotes(guide: string, titles: readonly string[], messages: readonly PrintedMessage[]): TitleNote[] {
  const hints = new Map(messages.map((message) => [message.title, message.hint]));
  const ordered = [...new Set([...messages.map((message) => message.title), ...titles])];
  return ordered.map((title) => {
    const note = MESSAGE_NOTES[title];
    return {
      title,
      means: note?.means ?? firstParagraph(guide, title) ?? '',
      fix: note?.fix ?? hints.get(title) ?? 'Follow the "Expected" and "Fix" lines of the message.',
    };
  });
}

/** The table of messages: every title the build can print, those with an example first, in the examples' order. */
export function messagesTable(guide: string, titles: readonly string[], messages: readonly PrintedMessage[]): string {
  const rows = titleNotes(guide, titles, messages).map(({ title, means, fix }) => {
    const name = guide.includes(`\n### ${title}\n`) ? `[${title}](#${anchorOf(title)})` : title;
    return `| ${cell(name)} | ${cell(means)} | ${cell(fix)} |`;
  });
  return ['| Message | What it means | How to fix it |', '| --- | --- | --- |', ...rows].join('\n');
}
