/**
 * What the web editor writes when it saves a content file: the file read
 * and written again by Decap's own format, with the keys in the form's order
 * and the form's comments, as its backend does (entryToRaw). Used to measure
 * how far a save moves a file from how it was written by hand.
 */
import type { CmsConfig, CmsField } from '../config';
import type { DecapFormat, DecapInNode } from './decap-in-node';

/** The form a file is edited with: its top-level fields, from the collection that holds it. */
export function formOf(config: CmsConfig, file: string): CmsField[] | undefined {
  const collections = (config.collections ?? []) as Array<{
    folder?: string;
    extension?: string;
    files?: Array<{ file: string; fields: CmsField[] }>;
    fields?: CmsField[];
  }>;
  for (const collection of collections) {
    const fileEntry = collection.files?.find((entry) => entry.file === file);
    if (fileEntry) return fileEntry.fields;
    const folder = file.slice(0, file.lastIndexOf('/'));
    if (collection.folder === folder && collection.extension && file.endsWith(`.${collection.extension}`))
      return collection.fields;
  }
  return undefined;
}

const formatOf = (decap: DecapInNode, file: string): DecapFormat =>
  file.endsWith('.md') ? decap.frontmatter : decap.yaml;

/** The file's data as the editing app reads it. */
export function readEntry(decap: DecapInNode, file: string, text: string): Record<string, unknown> {
  return formatOf(decap, file).fromFile(text);
}

/** The file as the editing app writes `data` back with the form `fields`. */
export function writeEntry(
  decap: DecapInNode,
  file: string,
  data: Record<string, unknown>,
  fields: CmsField[],
): string {
  const order = fields.map((field) => field.name);
  const comments = Object.fromEntries(
    fields.filter((field) => field.comment !== undefined).map((field) => [field.name, field.comment as string]),
  );
  const text = formatOf(decap, file).toFile(data, order, comments);
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** Lines removed and added between two texts (a longest-common-subsequence diff, as git counts them). */
export function changedLines(before: string, after: string): { removed: number; added: number } {
  const a = before.split('\n');
  const b = after.split('\n');
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const same = common[0]![0]!;
  return { removed: a.length - same, added: b.length - same };
}
