/** The build's Markdown renderer (markdown-html.ts): markdown-it, the reader the checks use too. */
export { renderMarkdown } from './markdown-html';
