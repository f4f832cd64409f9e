/** Markdown as editors really write it: each slip reaches the page as meant, or is refused at its line. */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { markdownProblems } from '../../scripts/content/markdown/markdown-checks';
import { parseContentSource } from '../../scripts/content/yaml/source';
import { formatProblem } from '../../scripts/problems/format-problems';
import { renderMarkdown } from '../../scripts/render/markdown';

const FILE = 'content/pages/about.md';
/** The messages of a page whose text is `body`, as check and build print them. */
function messagesOf(body: string): string[] {
  const source = parseContentSource(FILE, `---\ntitle: About\n---\n${body}`);
  return markdownProblems(source, [{ path: ['body'], text: source.body ?? body }], '/about').map((problem) =>
    formatProblem(problem),
  );
}

describe('Markdown slips refused at their line', () => {
  it('a line of dashes right under a line, which would make it a heading', () => {
    const [message, ...rest] = messagesOf('Our offices\n---\n\nMore text.\n');
    expect(rest).toEqual([]);
    expect(message).toContain(`${FILE}:5:1`);
    expect(message).toContain('Markdown that would not show as written');
    expect(message).toContain(
      'For a heading, write ## Our offices; for a line across the page, leave an empty line above the ---.',
    );
    expect(messagesOf('Our offices\n\n---\n\nMore text.\n')).toEqual([]);
  });

  it('a year at the start of a line, which would start a numbered list', () => {
    const [message] = messagesOf('We opened in Harare.\n\n2024. was our best year.\n');
    expect(message).toContain(`${FILE}:6:1`);
    expect(message).toContain('a numbered list starting at 2024');
    expect(message).toContain('Write 2024\\. at the start of the line');
    expect(messagesOf('2024\\. was our best year.\n\n1. Register\n2. File\n')).toEqual([]);
  });

  it('a footnote, and a task box in a list, which would show as brackets', () => {
    const [footnote] = messagesOf('Fees are fixed.[^1]\n\n[^1]: Before VAT.\n');
    expect(footnote).toContain(`${FILE}:4:16`);
    expect(footnote).toContain('the footnote [^1]');
    const [task] = messagesOf('What you bring:\n\n- [ ] Your ID\n- [x] A tax number\n');
    expect(task).toContain(`${FILE}:6:3`);
    expect(task).toContain('Remove the box');
  });
});

describe('a list in a folded text', () => {
  const page = (header: string) =>
    `---\ntitle: About\nblocks:\n  - type: prose\n    text: ${header}\n      What we do:\n\n      - Tax returns\n      - Audits\n---\n`;
  const messagesOfField = (header: string) => {
    const source = parseContentSource(FILE, page(header));
    const text = (source.document.toJS() as { blocks: Array<{ text: string }> }).blocks[0]!.text;
    return markdownProblems(source, [{ path: ['blocks', 0, 'text'], text }], '/about').map((problem) =>
      formatProblem(problem),
    );
  };

  it('is refused at its first item, as >- would run the items together', () => {
    const [message, ...rest] = messagesOfField('>-');
    expect(rest).toEqual([]);
    expect(message).toContain(`List in a folded text: ${FILE}:8:7`);
    expect(message).toContain('blocks[0].text');
    expect(message).toContain("Write | instead of >- after the field's name: text: |");
  });

  it('is accepted after |, where each line is kept', () => {
    expect(messagesOfField('|')).toEqual([]);
  });

  it('is accepted after >- with its items apart, as a YAML writer folds a text (its lines kept)', () => {
    const text = 'What we do:\n\n- Tax returns, filed on time and explained in plain words.\n- Audits\n';
    const written = stringify({ title: 'About', blocks: [{ type: 'prose', text }] }, { lineWidth: 40 });
    expect(written).toContain('text: >');
    const source = parseContentSource(FILE, `---\n${written}---\n`);
    expect((source.document.toJS() as { blocks: Array<{ text: string }> }).blocks[0]!.text).toBe(text);
    expect(markdownProblems(source, [{ path: ['blocks', 0, 'text'], text }], '/about')).toEqual([]);
  });
});

describe('Markdown slips read as meant', () => {
  it('an indented line is text, not a block of code', () => {
    const html = renderMarkdown('We help with:\n\n    tax returns and audits.\n');
    expect(html).not.toContain('<code>');
    expect(html).toContain('<p>tax returns and audits.</p>');
  });

  it('a # heading is a section heading under the page title, its one h1', () => {
    const html = renderMarkdown('# Our story\n\nText.\n');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h2 id="our-story">Our story</h2>');
  });
});
