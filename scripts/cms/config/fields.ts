/**
 * The web editor's form fields, walked from the zod schemas: each field's
 * widget, label, hint (the schema's description), whether it is required,
 * its default, bounds, pattern and choices, and `check_path`, where the
 * field's value sits in the file's data (`blocks.*.heading`), so the build's
 * message for a value can be shown beside its field.
 */
import { blockLabelOf, labelOf } from './labels';

/** One field of a Decap CMS collection, as config.yml holds it. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  /** Dotted path of the value in the file's data; `*` stands for any item of a list. */
  check_path: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  step?: number;
  options?: string[];
  multiple?: boolean;
  field?: CmsField;
  fields?: CmsField[];
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  label_singular?: string;
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  modes?: string[];
  buttons?: string[];
  editor_components?: string[];
  comment?: string;
}

/** What the walker needs from the world outside the schemas. */
export interface FieldContext {
  /** Choices of fields that name one of site.yaml's forms.serviceOptions (the page's `service`). */
  serviceOptions: readonly string[];
  /** Choices of fields that name a service group: the folders of content/pages with a _group.yaml. */
  groups: readonly string[];
}

interface Def {
  type: string;
  [key: string]: unknown;
}
/** A zod schema as its definition shows it (zod 4): enough to walk it whatever its kind. */
export interface ZodLike {
  _zod: { def: Def };
  description?: string;
}

export const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' &&
  value !== null &&
  '_zod' in value &&
  typeof (value as ZodLike)._zod?.def?.type === 'string';

/** Wrappers that say whether a value may be left out, and what it then is. */
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

/** A schema without its wrappers, with what they said: optional, its default, and its description (the outermost one). */
export interface Unwrapped {
  schema: ZodLike;
  optional: boolean;
  default?: unknown;
  description?: string;
}

export function unwrap(outer: ZodLike): Unwrapped {
  let schema = outer;
  let optional = false;
  let fallback: unknown;
  let description = outer.description;
  for (let depth = 0; depth < 20; depth++) {
    const def = schema._zod.def;
    let inner: unknown;
    if (WRAPPERS.has(def.type)) {
      inner = def.innerType;
      if (def.type === 'optional') optional = true;
      if (def.type === 'default' || def.type === 'prefault') {
        optional = true;
        if (fallback === undefined) fallback = def.defaultValue;
      }
    } else if (def.type === 'pipe') inner = def.in;
    else if (def.type === 'lazy' && typeof def.getter === 'function') inner = (def.getter as () => unknown)();
    if (!isZod(inner)) break;
    schema = inner;
    description ??= schema.description;
  }
  return {
    schema,
    optional,
    ...(fallback !== undefined ? { default: fallback } : {}),
    ...(description !== undefined ? { description } : {}),
  };
}

/** The definitions of a schema's checks (min, max, regex…). */
export function checksOf(schema: ZodLike): Def[] {
  const checks = schema._zod.def.checks;
  const hasDef = (check: unknown): check is { _zod: { def: Def } } =>
    typeof check === 'object' &&
    check !== null &&
    '_zod' in check &&
    typeof (check as { _zod: { def?: unknown } })._zod.def === 'object';
  return Array.isArray(checks) ? checks.filter(hasDef).map((check) => check._zod.def) : [];
}

/** The message a check's author wrote (`.regex(pattern, 'a time like 08:00')`). */
function messageOf(def: Def): string | undefined {
  if (typeof def.error !== 'function') return undefined;
  try {
    const message: unknown = (def.error as (issue: unknown) => unknown)({ code: 'invalid_format', input: undefined });
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The pattern a text must match, as Decap takes it: the expression's source and the message shown when it does not. */
export function patternOf(schema: ZodLike): [string, string] | undefined {
  const def = schema._zod.def;
  for (const check of [def, ...checksOf(schema)]) {
    if (check.pattern instanceof RegExp)
      return [check.pattern.source, messageOf(check) ?? `a value matching ${check.pattern.source}`];
    // A web address with a required protocol (z.url({ protocol: /^https$/ })): it starts with that protocol.
    if (check.format === 'url' && check.protocol instanceof RegExp) {
      const protocol = check.protocol.source.replace(/^\^|\$$/g, '');
      return [`^${protocol}://`, messageOf(check) ?? `a web address starting with ${protocol}://`];
    }
  }
  return undefined;
}

/** Bounds of a number (inclusive; a whole number above 0 is at least 1) or of a list's length. */
export function boundsOf(schema: ZodLike): { min?: number; max?: number; int: boolean } {
  const checks = checksOf(schema);
  const int = checks.some((check) => check.check === 'number_format' && /int/.test(String(check.format)));
  let min: number | undefined;
  let max: number | undefined;
  for (const check of checks) {
    const value = typeof check.value === 'number' ? check.value : undefined;
    if (check.check === 'greater_than' && value !== undefined) min = check.inclusive ? value : int ? value + 1 : value;
    if (check.check === 'less_than' && value !== undefined) max = check.inclusive ? value : int ? value - 1 : value;
    if (check.check === 'min_length' && typeof check.minimum === 'number') min = check.minimum;
    if (check.check === 'max_length' && typeof check.maximum === 'number') max = check.maximum;
    if (check.check === 'length_equals' && typeof check.length === 'number') min = max = check.length;
  }
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}), int };
}

/** Added to the hint of a switch that is on when the file leaves it out. */
export const ON_BY_DEFAULT =
  'On unless switched off: a file that does not set it is on, though the switch then shows off.';

/** Texts written in Markdown: markdown() in templates/model/common.ts ends their description so. */
export const MARKDOWN_NOTE = 'Markdown is allowed.';

/** Plain texts of a sentence or more, given a box of several lines rather than one. */
const LONG_TEXTS = new Set(['description', 'intro', 'text', 'successText', 'summary']);

/** Formatting buttons of a Markdown text inside a block; a page's body may also have headings and quotes. */
export const MARKDOWN_BUTTONS = ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'];
export const BODY_BUTTONS = [
  'bold',
  'italic',
  'link',
  'heading-two',
  'heading-three',
  'bulleted-list',
  'numbered-list',
  'quote',
];

/**
 * The Markdown widget opens on its plain-text mode, which keeps every character as typed; its
 * rich-text mode is a click away, but it writes the whole text again in its own style
 * (line breaks joined, `*` lists) once anything in it changes. No editor components: the site
 * shows no images inside text (they belong in blocks).
 */
export const markdownWidget = (buttons: string[]) => ({
  widget: 'markdown',
  modes: ['raw', 'rich_text'],
  buttons,
  editor_components: [] as string[],
});

/** Where the images a field names live, and how the field writes them. */
export interface ImageFolders {
  media_folder: string;
  public_folder: string;
}

/** The sources of pictures (content/images/), saved as the bare file name. */
export const CONTENT_IMAGES: ImageFolders = { media_folder: '/content/images', public_folder: '' };
/** Images served as they are from public/images/, saved as their address (/images/logo.svg). */
export const PUBLIC_IMAGES: ImageFolders = { media_folder: '/public/images', public_folder: '/images' };

/** Logos kept in their own folder of public/images/, by the field's check_path. */
const PUBLIC_IMAGE_FOLDERS: Record<string, ImageFolders> = {
  'blocks.*.partners.*.logo.src': { media_folder: '/public/images/partners', public_folder: '/images/partners' },
  'blocks.*.projects.*.logo.src': { media_folder: '/public/images/projects', public_folder: '/images/projects' },
};

/** A text naming an image file (its pattern ends with image extensions): a file of public/ when it starts with /, else of content/images/. */
export function imageFoldersOf(pattern: [string, string] | undefined, checkPath: string): ImageFolders | undefined {
  if (!pattern || !/\\\.\((?:[a-z?|]+)\)\$$/.test(pattern[0]) || !/(svg|png|jpe\?g)/.test(pattern[0])) return undefined;
  if (!pattern[0].startsWith('^\\/')) return CONTENT_IMAGES;
  return PUBLIC_IMAGE_FOLDERS[checkPath] ?? PUBLIC_IMAGES;
}

/**
 * An image field's pattern as Decap applies it: to the chosen file's name
 * alone (its image widget checks the base name), so only the extensions
 * are kept; the whole path is checked with the build's own words by the app.
 */
export function fileNamePattern(pattern: [string, string]): [string, string] {
  const extensions = /\\\.\(([a-z?|]+)\)\$$/.exec(pattern[0])?.[1];
  return extensions ? [`\\.(${extensions})$`, pattern[1]] : pattern;
}

/** The kind of a block (its `type:`), from the literal of its schema. */
export function blockKindOf(block: ZodLike, typeKey: string): string {
  const shape = block._zod.def.shape as Record<string, ZodLike> | undefined;
  const literal = shape?.[typeKey];
  const values = literal ? (unwrap(literal).schema._zod.def.values as unknown[] | undefined) : undefined;
  if (!values || typeof values[0] !== 'string') throw new Error(`A block schema has no literal "${typeKey}".`);
  return values[0];
}

/** The Decap fields of an object schema, in the order of its shape. */
export function fieldsOf(
  object: ZodLike,
  prefix: string,
  context: FieldContext,
  skip: readonly string[] = [],
): CmsField[] {
  const shape = (object._zod.def.shape ?? {}) as Record<string, ZodLike>;
  return Object.entries(shape)
    .filter(([name]) => !skip.includes(name))
    .map(([name, schema]) => fieldOf(name, schema, prefix ? `${prefix}.${name}` : name, context));
}

/** One field of a schema, with what zod says of it. */
export function fieldOf(name: string, outer: ZodLike, checkPath: string, context: FieldContext): CmsField {
  const { schema, optional, default: fallback, description } = unwrap(outer);
  const base: CmsField = {
    name,
    label: labelOf(name),
    widget: 'string',
    check_path: checkPath,
    required: !optional,
    ...(description !== undefined ? { hint: description } : {}),
  };
  const scalarDefault = fallback !== undefined && typeof fallback !== 'object' ? { default: fallback } : {};
  const def = schema._zod.def;
  switch (def.type) {
    case 'string': {
      if (description?.includes('one of forms.serviceOptions'))
        return { ...base, widget: 'select', options: [...context.serviceOptions], ...scalarDefault };
      if (description?.includes('folder name of a service group'))
        return { ...base, widget: 'select', options: [...context.groups], ...scalarDefault };
      const pattern = patternOf(schema);
      const images = imageFoldersOf(pattern, checkPath);
      if (images)
        return { ...base, widget: 'image', ...images, ...(pattern ? { pattern: fileNamePattern(pattern) } : {}) };
      if (description?.endsWith(MARKDOWN_NOTE))
        return { ...base, ...markdownWidget(MARKDOWN_BUTTONS), ...scalarDefault };
      return {
        ...base,
        widget: LONG_TEXTS.has(name) ? 'text' : 'string',
        ...(pattern ? { pattern } : {}),
        ...scalarDefault,
      };
    }
    case 'number': {
      const { min, max, int } = boundsOf(schema);
      return {
        ...base,
        widget: 'number',
        value_type: int ? 'int' : 'float',
        ...(int ? {} : { step: 0.01 }),
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...scalarDefault,
      };
    }
    case 'boolean':
      // Decap shows a switch the file does not set as off; one that is on unless set says so.
      return {
        ...base,
        widget: 'boolean',
        ...scalarDefault,
        ...(fallback === true ? { hint: `${description ?? ''} ${ON_BY_DEFAULT}`.trim() } : {}),
      };
    case 'enum':
      return {
        ...base,
        widget: 'select',
        options: Object.values(def.entries as Record<string, string>),
        ...scalarDefault,
      };
    case 'object': {
      const fields = fieldsOf(schema, checkPath, context);
      return { ...base, widget: 'object', collapsed: optional, fields: optional ? fields.map(notRequired) : fields };
    }
    case 'array':
      return listOf(base, schema, checkPath, context);
    case 'union':
      throw new Error(
        `The field ${checkPath} is a choice of shapes: only lists of them (like navigation.header) have a form.`,
      );
    default:
      throw new Error(`The field ${checkPath} is of a kind (${def.type}) the web editor has no form for.`);
  }
}

/**
 * A field of a group that may be left out (a project's logo): Decap checks the fields of a group
 * whether or not it is filled in, so none is required there; when the group is given, the
 * build's checks in the editor ask for its fields.
 */
function notRequired(field: CmsField): CmsField {
  return {
    ...field,
    required: false,
    ...(field.widget === 'object' && field.fields ? { fields: field.fields.map(notRequired) } : {}),
  };
}

/** A list: of texts (`field`), of choices (a select of several), of groups of fields (`fields`), or of blocks (`types`). */
function listOf(base: CmsField, schema: ZodLike, checkPath: string, context: FieldContext): CmsField {
  const { min, max } = boundsOf(schema);
  const bounds = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  const item = unwrap(schema._zod.def.element as ZodLike);
  const itemDef = item.schema._zod.def;
  const itemPath = `${checkPath}.*`;
  // The words of the list's Add button: "Add block", "Add feature".
  const list = { ...base, widget: 'list', label_singular: labelOf(singular(base.name)) };
  if (itemDef.type === 'enum') {
    return {
      ...base,
      widget: 'select',
      multiple: true,
      options: Object.values(itemDef.entries as Record<string, string>),
      ...bounds,
    };
  }
  if (itemDef.type === 'object') {
    return { ...list, collapsed: true, fields: fieldsOf(item.schema, itemPath, context), ...bounds };
  }
  if (itemDef.type === 'union' && typeof itemDef.discriminator === 'string') {
    const typeKey = itemDef.discriminator;
    const types = (itemDef.options as ZodLike[]).map((option) => {
      const block = unwrap(option);
      const kind = blockKindOf(block.schema, typeKey);
      const fields = fieldsOf(block.schema, itemPath, context, [typeKey]);
      const titled = fields.find((field) => field.name === 'heading' || field.name === 'title');
      return {
        name: kind,
        label: blockLabelOf(kind),
        widget: 'object',
        check_path: itemPath,
        ...(block.description !== undefined ? { hint: block.description } : {}),
        ...(titled ? { summary: `{{fields.${titled.name}}}` } : {}),
        fields,
      } satisfies CmsField;
    });
    return { ...list, typeKey, types, ...bounds };
  }
  if (itemDef.type === 'union') {
    // A list of several shapes with no key naming the shape (a menu's links and group drop-downs):
    // one form with the fields of every shape, none required on its own.
    const merged = new Map<string, CmsField>();
    for (const option of itemDef.options as ZodLike[]) {
      for (const { default: _fallback, ...field } of fieldsOf(unwrap(option).schema, itemPath, context)) {
        // No defaults either: a default of one shape's field would be a stray field in an item of another.
        if (!merged.has(field.name)) merged.set(field.name, { ...field, required: false });
      }
    }
    return { ...list, collapsed: true, fields: [...merged.values()], ...bounds };
  }
  return {
    ...list,
    field: fieldOf(singular(base.name), schema._zod.def.element as ZodLike, itemPath, context),
    ...bounds,
  };
}

/** The name of one item of a list of texts (`features` → `feature`), for its form. */
function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  return name.endsWith('s') ? name.slice(0, -1) : name;
}
