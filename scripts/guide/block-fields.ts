/**
 * The fields of a block as an editor reads them, made from its JSON Schema
 * (the same one the YAML extension shows on hover): each field's path, whether
 * it must be there, what it takes in plain words, and its description.
 */
import * as z from 'zod';
import { href, iconName, image, link } from '../../templates/model/common';
import { picture } from '../../templates/model/blocks/picture';
import { anchorOf } from './markers';

export type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface FieldRow {
  /** Path as messages print it: `cards[].title` is the `title` of each item of `cards`. */
  path: string;
  required: string;
  takes: string;
  description: string;
}

/** A piece many blocks share, described once in the catalogue. */
export interface SharedPart {
  /** What one is called in the "Takes" column, like "link". */
  name: string;
  plural: string;
  /** Heading of its description in the catalogue. */
  heading: string;
  /** Where the files it names live, when it names one. */
  note?: string;
  schema: JsonSchema;
}

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as JsonSchema;

export const SHARED_PARTS: SharedPart[] = [
  { name: 'link', plural: 'links', heading: 'A link or button', schema: jsonSchemaOf(link) },
  {
    name: 'logo',
    plural: 'logos',
    heading: 'A logo',
    note: 'The file is in `public/` and is used as it is; see [Pictures and logos](#pictures-and-logos).',
    schema: jsonSchemaOf(image),
  },
  {
    name: 'picture',
    plural: 'pictures',
    heading: 'A picture',
    note: 'The source file is in `content/images/`; see [Pictures and logos](#pictures-and-logos).',
    schema: jsonSchemaOf(picture),
  },
  { name: 'icon name', plural: 'icon names', heading: 'Icon names', schema: jsonSchemaOf(iconName) },
];

/** Zod gives every whole number the bounds ±(2^53 - 1); they say nothing to an editor. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** What a schema node says about itself without changing its shape. */
const ANNOTATIONS = new Set(['description', 'default', '$schema']);

/** A schema node without its annotations (descriptions, defaults), field names kept, to recognise shared parts. */
function withoutAnnotations(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutAnnotations);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !ANNOTATIONS.has(key))
      .map(([key, value]) => {
        if (key !== 'properties' || !isObject(value)) return [key, withoutAnnotations(value)];
        return [
          key,
          Object.fromEntries(Object.entries(value).map(([name, field]) => [name, withoutAnnotations(field)])),
        ];
      }),
  );
}

const shapeOf = (node: unknown): string => JSON.stringify(withoutAnnotations(node));

const SHAPES = new Map(SHARED_PARTS.map((part) => [shapeOf(part.schema), part]));
const HREF_SHAPE = shapeOf(jsonSchemaOf(href));

/** The shared part a schema node is, if any. */
export const sharedPartOf = (node: JsonSchema): SharedPart | undefined => SHAPES.get(shapeOf(node));

const code = (value: unknown) => `\`${String(value)}\``;

function listOf(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

function numberRange(node: JsonSchema): string {
  const whole = node.type === 'integer';
  const above = typeof node.exclusiveMinimum === 'number' ? node.exclusiveMinimum : undefined;
  // A whole number above 0 is 1 or more; any other number above 0 is just that.
  const min =
    typeof node.minimum === 'number' && node.minimum !== -UNBOUNDED
      ? node.minimum
      : whole && above !== undefined
        ? above + 1
        : undefined;
  const max = typeof node.maximum === 'number' && node.maximum !== UNBOUNDED ? node.maximum : undefined;
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return `, ${min} or more`;
  if (above !== undefined) return `, more than ${above}${max !== undefined ? ` and at most ${max}` : ''}`;
  if (max !== undefined) return `, at most ${max}`;
  return '';
}

function itemCount(node: JsonSchema): string {
  const min = typeof node.minItems === 'number' ? node.minItems : undefined;
  const max = typeof node.maxItems === 'number' ? node.maxItems : undefined;
  if (min !== undefined && min === max) return `exactly ${min} `;
  if (min !== undefined && max !== undefined) return `${min} to ${max} `;
  if (max !== undefined) return `up to ${max} `;
  if (min !== undefined && min > 1) return `at least ${min} `;
  if (min === 1) return 'one or more ';
  return '';
}

const partLink = (part: SharedPart, words: string) => `[${words}](#${anchorOfPart(part)})`;
export const anchorOfPart = (part: SharedPart) => anchorOf(part.heading);

/** What a field takes, in an editor's words ("text", "list of 1 to 3 links"…). */
function takesOf(node: JsonSchema, plural = false): string {
  const part = sharedPartOf(node);
  if (part) return partLink(part, plural ? part.plural : part.name);
  if ('const' in node) return code(node.const);
  if (Array.isArray(node.enum)) return plural ? 'values' : listOf(node.enum.map(code));
  switch (node.type) {
    case 'string':
      if (node.format === 'uri') return plural ? 'web addresses' : 'web address';
      if (shapeOf(node) === HREF_SHAPE) return plural ? 'page or web addresses' : 'page or web address';
      if (typeof node.description === 'string' && node.description.endsWith('Markdown is allowed.'))
        return plural ? 'texts' : 'text (Markdown)';
      return plural ? 'texts' : 'text';
    case 'integer':
      return plural ? 'whole numbers' : `whole number${numberRange(node)}`;
    case 'number':
      return plural ? 'numbers' : `number${numberRange(node)}`;
    case 'boolean':
      return '`true` or `false`';
    case 'array':
      return `list of ${itemCount(node)}${isObject(node.items) ? takesOf(node.items, true) : 'items'}`;
    case 'object':
      return plural ? 'items (fields below)' : 'fields below';
    default:
      return 'see the description';
  }
}

function requiredOf(node: JsonSchema, required: boolean): string {
  if (required && !('default' in node)) return 'yes';
  const fallback = node.default;
  return fallback === undefined || typeof fallback === 'object' ? 'no' : `no (${code(fallback)})`;
}

/** The fields of an object schema, nested ones after their parent (`accounts.min`, `cards[].title`). */
export function fieldRows(schema: JsonSchema, prefix = '', skip: readonly string[] = []): FieldRow[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const rows: FieldRow[] = [];
  for (const [name, value] of Object.entries(properties)) {
    if (skip.includes(name) || !isObject(value)) continue;
    const path = `${prefix}${name}`;
    rows.push({
      path,
      required: requiredOf(value, required.has(name)),
      takes: takesOf(value),
      description: typeof value.description === 'string' ? value.description : '',
    });
    if (sharedPartOf(value)) continue;
    if (value.type === 'object') rows.push(...fieldRows(value, `${path}.`));
    if (
      value.type === 'array' &&
      isObject(value.items) &&
      value.items.type === 'object' &&
      !sharedPartOf(value.items)
    ) {
      rows.push(...fieldRows(value.items, `${path}[].`));
    }
  }
  return rows;
}
