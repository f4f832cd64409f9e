/**
 * The editors' guide's catalogue of blocks, made from the zod schemas: for
 * each kind, what it shows, its fields and a copyable example; then the parts
 * many blocks share (links, logos, pictures, icons).
 */
import type * as z from 'zod';
import { blockSchema, type BlockType } from '../../templates/model/blocks';
import { pageSchema } from '../../templates/model/page';
import { formatProblem } from '../problems/format-problems';
import { parseContentSource } from '../content/yaml/source';
import { validateSource } from '../content/yaml/validate';
import { exampleOf, examplePage } from './block-examples';
import { anchorOfPart, fieldRows, jsonSchemaOf, SHARED_PARTS, type FieldRow, type JsonSchema } from './block-fields';
import { anchorOf, cell } from './markers';

export interface BlockKind {
  type: BlockType;
  /** What the block shows on the page: its schema's description. */
  description: string;
  schema: JsonSchema;
}

/** Every kind of block, in the order the schema lists them. */
export function blockKinds(): BlockKind[] {
  return (blockSchema.options as readonly z.ZodType[]).map((option) => {
    const schema = jsonSchemaOf(option);
    const type = (schema.properties as { type: { const: BlockType } }).type.const;
    return { type, description: typeof schema.description === 'string' ? schema.description : '', schema };
  });
}

/** Problems of an example (by default the guide's) read as a page's front matter by the site's own validator: none when it is right. */
export function exampleProblems(type: BlockType, example = exampleOf(type)): string[] {
  const source = parseContentSource(`guide example of ${type}.md`, examplePage(example));
  const result = validateSource(source, pageSchema);
  if (!result.ok) return result.problems.map(formatProblem);
  const kinds = result.data.blocks.map((block) => block.type);
  return kinds.length === 1 && kinds[0] === type
    ? []
    : [`the example of ${type} must be one block of that type, not ${kinds.join(', ') || 'none'}`];
}

function fieldTable(rows: readonly FieldRow[]): string {
  const lines = ['| Field | Required | Takes | What it is |', '| --- | --- | --- | --- |'];
  for (const row of rows)
    lines.push(`| \`${row.path}\` | ${row.required} | ${cell(row.takes)} | ${cell(row.description)} |`);
  return lines.join('\n');
}

function kindSection(kind: BlockKind): string {
  const rows = fieldRows(kind.schema, '', ['type']);
  return [
    `### \`${kind.type}\``,
    kind.description,
    fieldTable(rows),
    `\`\`\`yaml\n${exampleOf(kind.type)}\n\`\`\``,
  ].join('\n\n');
}

function partsSection(): string {
  const parts = SHARED_PARTS.map((part) => {
    const heading = `#### ${part.heading}`;
    const said = typeof part.schema.description === 'string' ? part.schema.description : '';
    // The heading often says it already ("A link or button").
    const description = [said.replace(/\.$/, '') === part.heading ? '' : said, part.note ?? '']
      .filter(Boolean)
      .join(' ');
    if (Array.isArray(part.schema.enum)) {
      return [heading, description, part.schema.enum.map((name) => `\`${String(name)}\``).join(', ')]
        .filter(Boolean)
        .join('\n\n');
    }
    return [heading, description, fieldTable(fieldRows(part.schema))].filter(Boolean).join('\n\n');
  });
  return ['### Parts used by many blocks', ...parts].join('\n\n');
}

/** The fields of a page's front matter, its blocks last. */
function pageSection(): string {
  const schema = jsonSchemaOf(pageSchema);
  const blocks = (schema.properties as Record<string, JsonSchema>).blocks;
  const rows: FieldRow[] = [
    ...fieldRows(schema, '', ['blocks']),
    {
      path: 'blocks',
      required: 'no',
      takes: 'list of [blocks](#kinds-of-block)',
      description: typeof blocks?.description === 'string' ? blocks.description : '',
    },
  ];
  return [
    "### A page's own fields",
    'The front matter of a page (between its two `---` lines) can have these fields:',
    fieldTable(rows),
  ].join('\n\n');
}

/** The Markdown of the catalogue; throws when an example does not pass the site's validation. */
export function blockCatalogue(): string {
  const kinds = blockKinds();
  const invalid = kinds.flatMap((kind) => exampleProblems(kind.type));
  if (invalid.length > 0)
    throw new Error(`An example in scripts/guide/block-examples.ts is not valid:\n\n${invalid.join('\n\n')}`);
  const index = [
    '### Kinds of block',
    [
      '| Block | What it shows |',
      '| --- | --- |',
      ...kinds.map((kind) => `| [\`${kind.type}\`](#${anchorOf(kind.type)}) | ${cell(kind.description)} |`),
    ].join('\n'),
  ].join('\n\n');
  const linkPart = SHARED_PARTS[0]!;
  const reading = [
    'In the tables, **Required** "no" means the field can be left out; the value in brackets is',
    'the one used then. A field written `cards[].title` is the `title` of each item of the',
    '`cards` list, and `accounts.min` is the `min` under `accounts`, as in the error messages.',
    `Links, logos, pictures and icons work the same in every block: see [${linkPart.heading.toLowerCase()}](#${anchorOfPart(linkPart)}) and the parts after it.`,
  ].join('\n');
  return [reading, pageSection(), index, ...kinds.map(kindSection), partsSection()].join('\n\n');
}
