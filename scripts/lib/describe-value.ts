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
