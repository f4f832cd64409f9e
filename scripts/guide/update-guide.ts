/**
 * Brings the generated parts of the editors' guide (content/README.md) up to
 * date: the examples of links in Markdown, the catalogue of blocks, the table
 * of messages and the example messages. Everything written by hand around them is kept as it is.
 */
import { blockCatalogue } from './block-catalogue';
import { markdownExamples } from './markdown-examples';
import { replaceSection } from './markers';
import { messagesTable, updateExamples, type PrintedMessage } from './messages-section';

export interface GuideInputs {
  /** The example messages, as the build printed them for the guide's scenarios. */
  messages: readonly PrintedMessage[];
  /** Every problem title the build can print (problemTitles). */
  titles: readonly string[];
}

export function updateGuide(guide: string, { messages, titles }: GuideInputs): string {
  const withMarkdown = replaceSection(guide, 'markdown-examples', markdownExamples());
  const withCatalogue = replaceSection(withMarkdown, 'blocks', blockCatalogue());
  const withExamples = updateExamples(withCatalogue, messages);
  return replaceSection(withExamples, 'messages-table', messagesTable(withExamples, titles, messages));
}
