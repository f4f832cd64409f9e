/**
 * Writes the generated parts of content/README.md, the editors' guide: the
 * catalogue of blocks from the schemas, and the example messages from the
 * mistakes of tests/dev/guide-scenarios.ts, each as the build prints it; and
 * the list of messages of content/WEB-EDITOR.md, the web editor's guide.
 * Usage: npm run guide
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The mistakes the guide shows live with its test, which checks the guide against them.
import { problemsOf, SCENARIOS } from '../tests/dev/guide-scenarios';
import { updateEditorGuide } from './guide/editor-messages';
import { printedMessages } from './guide/messages-section';
import { problemTitles, TITLES_WITHOUT_EXAMPLE } from './guide/problem-titles';
import { updateGuide } from './guide/update-guide';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const guideFile = path.join(root, 'content', 'README.md');
const editorGuideFile = path.join(root, 'content', 'WEB-EDITOR.md');

/** Writes `file` when its text changed, and says which happened. */
async function write(file: string, before: string, after: string): Promise<void> {
  const name = path.relative(root, file).split(path.sep).join('/');
  if (after === before) console.log(`${name} is up to date.`);
  else {
    await writeFile(file, after);
    console.log(`Wrote ${name}.`);
  }
}

try {
  const guide = await readFile(guideFile, 'utf8');
  const titles = await problemTitles(root);
  const messages = await printedMessages(SCENARIOS, problemsOf);
  const updated = updateGuide(guide, { messages, titles });
  const editorGuide = await readFile(editorGuideFile, 'utf8');
  await write(guideFile, guide, updated);
  await write(editorGuideFile, editorGuide, updateEditorGuide(editorGuide, updated, { messages, titles }));
  const shown = new Set(SCENARIOS.map((scenario) => scenario.title));
  const unshown = titles.filter((title) => !shown.has(title) && !TITLES_WITHOUT_EXAMPLE.has(title));
  if (unshown.length > 0) {
    console.warn(
      `No example yet for ${unshown.map((title) => `"${title}"`).join(', ')}: add a mistake that causes it to SCENARIOS in tests/dev/guide-scenarios.ts.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
