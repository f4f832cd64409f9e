/**
 * The web editor's guide (content/WEB-EDITOR.md) lists every message the
 * build's checks can show beside a field, from the same notes as the
 * editors' guide's table (messages-section.ts), each linked to its section
 * there: a new message reaches staff with `npm run guide`, not by hand.
 */
import { anchorOf, replaceSection } from './markers';
import { titleNotes, type PrintedMessage } from './messages-section';

export const EDITOR_MESSAGES_SECTION = 'editor-messages';

/** One line a message: its title (linked to its section of content/README.md), what it means, and its fix. */
export function editorMessagesList(
  guide: string,
  titles: readonly string[],
  messages: readonly PrintedMessage[],
): string {
  return titleNotes(guide, titles, messages)
    .map(({ title, means, fix }) => {
      const name = guide.includes(`\n### ${title}\n`) ? `[${title}](README.md#${anchorOf(title)})` : title;
      const fixLine = fix === means ? '' : ` ${fix}`;
      // The notes' links to parts of the editors' guide lead there from this file too.
      return `- **${name}.** ${means}${fixLine}`.replace(/\s*\n\s*/g, ' ').replace(/\]\(#/g, '](README.md#');
    })
    .join('\n');
}

/** The web editor's guide with its list of messages brought up to date from the editors' guide (`guide`). */
export function updateEditorGuide(
  editorGuide: string,
  guide: string,
  inputs: { titles: readonly string[]; messages: readonly PrintedMessage[] },
): string {
  return replaceSection(
    editorGuide,
    EDITOR_MESSAGES_SECTION,
    editorMessagesList(guide, inputs.titles, inputs.messages),
    'content/WEB-EDITOR.md',
  );
}
