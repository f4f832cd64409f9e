/**
 * npm run guide, on a small guide: it refreshes each example message in place,
 * keeps what is written around it, adds a section for a message the guide does
 * not show yet, lists every title in the table, words each field of a block,
 * and refuses a block example the site would not accept.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { exampleProblems } from '../../scripts/guide/block-catalogue';
import { fieldRows, jsonSchemaOf } from '../../scripts/guide/block-fields';
import { replaceSection } from '../../scripts/guide/markers';
import { messagesTable, MORE_MARKER, updateExamples, type PrintedMessage } from '../../scripts/guide/messages-section';

const GUIDE = `## What the error messages mean

<!-- messages-table:start -->
<!-- messages-table:end -->

### Empty text

A text that must have words is empty, written by hand.

\`\`\`text
✖ Empty text: content/pages/about.md:9:14
  Found:    an empty text (as it was printed before)
\`\`\`

### Menu wraps

A menu that no longer fits on one line.

\`\`\`text
⚠ Menu wraps: content/site.yaml:40:7
  Found:    old
\`\`\`

${MORE_MARKER}

## Publishing
`;

const message = (title: string, body: string, hint?: string): PrintedMessage => ({
  title,
  printed: `✖ ${title}: content/site.yaml:1:1\n  Found:    ${body}`,
  hint,
});

describe('npm run guide', () => {
  it('replaces each example with the message as printed and keeps the words around it', () => {
    const updated = updateExamples(GUIDE, [
      message('Empty text', 'an empty text'),
      { title: 'Menu wraps', printed: '⚠ Menu wraps: content/site.yaml:41:7\n  Found:    6 groups', hint: undefined },
    ]);
    expect(updated).toContain(
      'A text that must have words is empty, written by hand.\n\n```text\n✖ Empty text: content/site.yaml:1:1\n  Found:    an empty text\n```',
    );
    expect(updated).toContain('```text\n⚠ Menu wraps: content/site.yaml:41:7\n  Found:    6 groups\n```');
    expect(updated).not.toContain('as it was printed before');
  });

  it('adds a section for a message the guide does not show yet, before the marker, worded from its fix', () => {
    const updated = updateExamples(GUIDE, [
      message('Price tiers upside down', 'the number 2.99', 'List the tiers from the fewest accounts to the most.'),
    ]);
    expect(updated).toContain(
      `### Price tiers upside down\n\nList the tiers from the fewest accounts to the most.\n\n\`\`\`text\n✖ Price tiers upside down: content/site.yaml:1:1\n  Found:    the number 2.99\n\`\`\`\n\n${MORE_MARKER}`,
    );
    expect(updateExamples(updated, [message('Price tiers upside down', 'the number 2.99')])).toBe(updated);
  });

  it('lists every title in the table, with its meaning from the guide and its fix from the message when it has no note', () => {
    const table = messagesTable(
      GUIDE,
      ['Empty text', 'Menu wraps', 'Invalid value'],
      [message('Menu wraps', '6 groups', 'Leave a group out of the header.')],
    );
    expect(table.split('\n')).toEqual([
      '| Message | What it means | How to fix it |',
      '| --- | --- | --- |',
      '| [Menu wraps](#menu-wraps) | A menu that no longer fits on one line. | Leave a group out of the header. |',
      '| [Empty text](#empty-text) | A text that must have words is empty. | Write the text, or remove the field if it is optional. |',
      '| Invalid value | The value breaks another rule of the field. It is rare. | Do what "Expected" says. |',
    ]);
  });

  it('writes only between the markers of a section, and says which are missing', () => {
    expect(replaceSection('a\n<!-- x:start -->\nold\n<!-- x:end -->\nb', 'x', 'new')).toBe(
      'a\n<!-- x:start -->\nnew\n<!-- x:end -->\nb',
    );
    expect(() => replaceSection('a\nb', 'blocks', 'new')).toThrow(
      'content/README.md has no "<!-- blocks:start -->" … "<!-- blocks:end -->" pair',
    );
  });

  it('words what a field takes from its schema', () => {
    const schema = z.strictObject({
      rate: z.number().positive().describe('Rate per hour.'),
      seats: z.number().int().min(2).max(12).describe('Seats in the room.'),
      days: z
        .array(z.enum(['Monday', 'Friday']))
        .max(2)
        .default([])
        .describe('Days it runs.'),
      venue: z.strictObject({ city: z.string().default('Harare').describe('City.') }).describe('Where it is held.'),
    });
    expect(fieldRows(jsonSchemaOf(schema))).toEqual([
      { path: 'rate', required: 'yes', takes: 'number, more than 0', description: 'Rate per hour.' },
      { path: 'seats', required: 'yes', takes: 'whole number from 2 to 12', description: 'Seats in the room.' },
      { path: 'days', required: 'no', takes: 'list of up to 2 values', description: 'Days it runs.' },
      { path: 'venue', required: 'yes', takes: 'fields below', description: 'Where it is held.' },
      { path: 'venue.city', required: 'no (`Harare`)', takes: 'text', description: 'City.' },
    ]);
  });

  it("refuses a block example the site would not accept, with the site's own message", () => {
    expect(exampleProblems('cta')).toEqual([]);
    const [problem] = exampleProblems(
      'cta',
      '  - type: cta\n    heading: Ready to start?\n    actions:\n      - label: Contact Us\n        href: /contact',
    );
    expect(problem).toMatch(/^✖ Missing field: guide example of cta\.md:\d+:\d+\n {2}Field: {4}blocks\[0\]\.text/);
    expect(
      exampleProblems(
        'cta',
        '  - type: prose\n    heading: Our Mission\n    text: To give every organisation clarity.',
      ),
    ).toEqual(['the example of cta must be one block of that type, not prose']);
  });
});
