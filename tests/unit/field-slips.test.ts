/** Slips in a page's fields, each refused at its file, line and field with the fix. */
import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../templates/model/page';
import { parseContentSource } from '../../scripts/content/yaml/source';
import { validateSource } from '../../scripts/content/yaml/validate';
import { formatProblem } from '../../scripts/problems/format-problems';

const FILE = 'content/pages/hosting.md';
function messagesOf(frontMatter: string): string[] {
  const validation = validateSource(parseContentSource(FILE, `---\ntitle: Hosting\n${frontMatter}---\n`), pageSchema);
  return validation.ok ? [] : validation.problems.map((problem) => formatProblem(problem));
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: the builder's {cap} placeholder after a dollar sign, as content writes it
const builder = (tier: string, capNote = 'Capped at ${cap}/month') => `blocks:
  - type: package-builder
    heading: Build your own
    intro: Pick the accounts you need.
    accounts: { label: Accounts, min: 1, max: 50, step: 1, default: 5 }
    tiers:
      - ${tier}
    beyond: { base: 40, perAccount: 0.5 }
    addOns: []
    cap: 100
    capNote: "${capNote}"
    action: { label: Get Started, href: /contact }
`;

describe('fields as editors write them', () => {
  it('refuses ** and links in a heading or eyebrow, which would show as written', () => {
    const [bold, ...rest] = messagesOf(
      'blocks:\n  - type: page-hero\n    eyebrow: Our **team**\n    heading: Who we are\n',
    );
    expect(rest).toEqual([]);
    expect(bold).toContain(`${FILE}:5`);
    expect(bold).toContain('Markdown in a plain text field');
    expect(bold).toContain('blocks[0].eyebrow');
    expect(bold).toContain('Write the words without ** around them');
    const [link] = messagesOf('heading: See [our work](/work)\n');
    expect(link).toContain('the brackets of [our work](/work)');
    expect(messagesOf('heading: Tax & audit — 2 * 3\n')).toEqual([]);
  });

  it('says a price written with a comma needs a dot, at the price', () => {
    const [message, ...rest] = messagesOf(builder('{ upTo: 50, price: 5,99 }'));
    expect(rest).toEqual([]);
    expect(message).toContain('Comma in a number');
    expect(message).toContain('blocks[0].tiers[0].price');
    expect(message).toContain('Write price: 5.99: inside { … } a comma separates fields.');
    expect(message).not.toContain('Unknown field');
  });

  it('refuses a placeholder other than {cap} in the note at the cap', () => {
    expect(messagesOf(builder('{ upTo: 50, price: 5.99 }'))).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the builder's {cap} placeholder after a dollar sign, as content writes it
    const [message] = messagesOf(builder('{ upTo: 50, price: 5.99 }', 'Capped at ${Cap}/month'));
    expect(message).toContain('Unknown placeholder');
    expect(message).toContain('blocks[0].capNote');
    expect(message).toContain('Write {cap} instead of {Cap}');
  });

  it('names the file name to give a picture called as a camera calls it, not that it is missing', () => {
    const [message, ...rest] = messagesOf(
      'blocks:\n  - type: image-text\n    heading: Our team\n    image: { source: Team Photo.JPG, alt: Our team, width: 560, height: 420 }\n    text: Four people.\n',
    );
    expect(rest).toEqual([]);
    expect(message).toContain('Picture file name the site cannot use');
    expect(message).toContain('blocks[0].image.source');
    expect(message).toContain('Rename the file in content/images/ to team-photo.jpg and write source: team-photo.jpg');
    expect(message).not.toContain('a file name in content/images/');
  });
});
