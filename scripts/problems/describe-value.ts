/** Editors' words for a value: what kind it is and how it reads, for validation messages. */

/** Describes a value the way an editor would read it: its kind and a short preview. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return value === '' ? 'an empty text' : `the text ${preview(JSON.stringify(value))}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value} (yes/no)`;
  if (Array.isArray(value)) return `a list of ${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (typeof value === 'object') return `a group of fields (${preview(Object.keys(value).join(', '))})`;
  return String(value);
}

function preview(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Names a zod type in editor's words. */
export function describeType(type: string): string {
  const words: Record<string, string> = {
    string: 'a text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    object: 'a group of fields',
    array: 'a list',
    date: 'a date',
    undefined: 'nothing',
  };
  return words[type] ?? type;
}

/** A zod schema as its definition shows it: enough to walk and describe, whatever the schema's kind. */
interface SchemaDef {
  type: string;
  [key: string]: unknown;
}
type AnySchema = { _zod: { def: SchemaDef } };

const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' &&
  value !== null &&
  '_zod' in value &&
  typeof (value as AnySchema)._zod?.def?.type === 'string';

const hasDef = (value: unknown): value is { _zod: { def: SchemaDef } } =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as AnySchema)._zod?.def === 'object';

/** The schema inside wrappers that do not change what is written (optional, default, pipe, lazy...). */
function unwrap(schema: AnySchema): AnySchema {
  for (let depth = 0; depth < 20; depth++) {
    const def = schema._zod.def;
    const inner =
      def.type === 'lazy' && typeof def.getter === 'function'
        ? (def.getter as () => unknown)()
        : ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success'].includes(
              def.type,
            )
          ? def.innerType
          : def.type === 'pipe'
            ? def.in
            : undefined;
    if (!isSchema(inner)) return schema;
    schema = inner;
  }
  return schema;
}

/** The schema of the value at `path` in `data`, when the schema can tell (the block of a list by its type, for example). */
export function schemaAt(schema: unknown, data: unknown, path: ReadonlyArray<string | number>): unknown {
  let current: unknown = schema;
  let value = data;
  for (const key of path) {
    if (!isSchema(current)) return undefined;
    const chosen = chooseOption(unwrap(current), value);
    if (!chosen) return undefined;
    const def = chosen._zod.def;
    if (def.type === 'object') current = (def.shape as Record<string, unknown>)[String(key)] ?? def.catchall;
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else if (def.type === 'tuple') current = (def.items as unknown[])[Number(key)] ?? def.rest;
    else return undefined;
    value = isRecordOrList(value) ? (value as Record<string | number, unknown>)[key] : undefined;
  }
  return current;
}

const isRecordOrList = (value: unknown) => typeof value === 'object' && value !== null;

/** A union's option that fits the value: by its discriminator, or the first object with the value's fields. */
function chooseOption(schema: AnySchema, value: unknown): AnySchema | undefined {
  const def = schema._zod.def;
  if (def.type !== 'union') return schema;
  const options = (def.options as unknown[]).filter(isSchema).map(unwrap);
  const discriminator = typeof def.discriminator === 'string' ? def.discriminator : undefined;
  if (discriminator && isRecordOrList(value)) {
    const given = (value as Record<string, unknown>)[discriminator];
    const match = options.find((option) => {
      const field = option._zod.def.shape && (option._zod.def.shape as Record<string, unknown>)[discriminator];
      return (
        isSchema(field) &&
        (field as unknown as { safeParse: (input: unknown) => { success: boolean } }).safeParse(given).success
      );
    });
    if (match) return match;
  }
  return options.length === 1
    ? options[0]
    : options.find((option) => option._zod.def.type === 'object' && isRecordOrList(value));
}

/** The field names of the group of fields at a schema, in the schema's order. */
export function fieldsOf(schema: unknown, data: unknown): string[] {
  if (!isSchema(schema)) return [];
  const chosen = chooseOption(unwrap(schema), data);
  const shape = chosen?._zod.def.type === 'object' ? (chosen._zod.def.shape as Record<string, unknown>) : undefined;
  return shape ? Object.keys(shape) : [];
}

/** What a schema expects, in an editor's words; undefined when it cannot say better than the type's name. */
export function describeSchema(schema: unknown, data?: unknown): string | undefined {
  if (!isSchema(schema)) return undefined;
  const inner = chooseOption(unwrap(schema), data) ?? unwrap(schema);
  const def = inner._zod.def;
  const checks = (Array.isArray(def.checks) ? (def.checks as unknown[]) : [])
    .filter(hasDef)
    .map((check) => check._zod.def);
  switch (def.type) {
    case 'string': {
      const own =
        ownMessage(def) ??
        checks
          .filter((check) => check.check === 'string_format')
          .map(ownMessage)
          .find((message) => message !== undefined);
      if (own) return own;
      const format =
        typeof def.format === 'string' ? def.format : checks.find((check) => typeof check.format === 'string')?.format;
      return FORMATS[String(format)] ?? 'a text';
    }
    case 'number': {
      const whole = checks.some((check) => check.check === 'number_format' && /int/.test(String(check.format)));
      const min = checks.find((check) => check.check === 'greater_than');
      const max = checks.find((check) => check.check === 'less_than');
      const kind = whole ? 'a whole number' : 'a number';
      if (typeof min?.value === 'number' && typeof max?.value === 'number' && min.inclusive && max.inclusive)
        return `${kind} from ${min.value} to ${max.value}`;
      const limits = [
        typeof min?.value === 'number'
          ? min.inclusive
            ? `of at least ${min.value}`
            : `above ${min.value}`
          : undefined,
        typeof max?.value === 'number' ? (max.inclusive ? `of at most ${max.value}` : `below ${max.value}`) : undefined,
      ].filter((text) => text !== undefined);
      return [kind, ...limits].join(' ');
    }
    case 'int':
      return 'a whole number';
    case 'boolean':
      return 'true or false';
    case 'enum':
      return `one of ${Object.values(def.entries as Record<string, unknown>)
        .map((value) => JSON.stringify(value))
        .join(', ')}`;
    case 'literal':
      return (def.values as unknown[]).map((value) => JSON.stringify(value)).join(' or ');
    case 'date':
      return 'a date, like 2025-03-31';
    case 'array':
      return 'a list';
    case 'object':
      return 'a group of fields';
    case 'union': {
      const described = (def.options as unknown[])
        .map((option) => describeSchema(option))
        .filter((text): text is string => text !== undefined);
      return described.length > 0 ? [...new Set(described)].join(', or ') : undefined;
    }
    default:
      return undefined;
  }
}

const FORMATS: Record<string, string> = {
  email: 'an email address, like name@example.co.zw',
  url: 'a web address, like https://example.co.zw',
  date: 'a date, like 2025-03-31',
  datetime: 'a date and time, like 2025-03-31T09:00',
  time: 'a time, like 09:00',
};

/** The message a schema's author wrote for it, which names what is expected in editors' words. */
function ownMessage(def: SchemaDef | undefined): string | undefined {
  if (!def || typeof def.error !== 'function') return undefined;
  try {
    const message: unknown = (def.error as (issue: unknown) => unknown)({ code: 'invalid_format', input: undefined });
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The name closest to a misspelt one (at most 2 letters added, dropped, changed or swapped, and less than half of it), if any. */
export function nearestName(name: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance <= 2 && distance * 2 < Math.max(name.length, candidate.length) && (!best || distance < best.distance))
      best = { candidate, distance };
  }
  return best?.candidate;
}

/** Letters added, dropped, changed or swapped with a neighbour to turn one word into another. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}
