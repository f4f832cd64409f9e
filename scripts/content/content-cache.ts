/**
 * Keeps every content file's parsed and validated form between loads, so
 * that after an edit the dev server re-reads all files but parses and
 * validates only the ones whose text changed.
 */
import type * as z from 'zod';
import { parseContentSource, type ContentSource } from './yaml/source';
import { validateSource, type Validation } from './yaml/validate';

interface Entry {
  source: ContentSource;
  schema?: z.ZodType;
  result?: Validation<unknown>;
}

export class ContentCache {
  private readonly entries = new Map<string, Entry>();

  /** The parsed file: the previous one when its text is unchanged. */
  source(file: string, text: string): ContentSource {
    const known = this.entries.get(file);
    if (known && known.source.text === text) return known.source;
    const source = parseContentSource(file, text);
    this.entries.set(file, { source });
    return source;
  }

  /** The validation of a parsed file against a schema, reused while both are the same. */
  validate<S extends z.ZodType>(source: ContentSource, schema: S): Validation<z.output<S>> {
    const known = this.entries.get(source.file);
    // The entry holds the result of this very source and schema, so its data has the schema's type.
    if (known?.source === source && known.schema === schema && known.result)
      return known.result as Validation<z.output<S>>;
    const result = validateSource(source, schema);
    this.entries.set(source.file, { source, schema, result });
    return result;
  }
}
