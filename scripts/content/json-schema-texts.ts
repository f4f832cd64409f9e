/**
 * The JSON Schemas of the content files made from the zod schemas (json-schemas.ts writes them): kept apart,
 * as the zod schemas of every block take the build's thread about 150 ms to load, and a build reads the schemas
 * kept in .cache/build instead while the files they were made from are unchanged.
 */
import * as z from 'zod';
import { groupSchema } from '../../templates/model/group';
import { pageSchema } from '../../templates/model/page';
import { siteSchema } from '../../templates/model/site';
import { SCHEMA_FILES } from './json-schemas';

export const CONTENT_SCHEMAS = [
  { file: SCHEMA_FILES[0], title: 'Site settings: content/site.yaml', schema: siteSchema },
  { file: SCHEMA_FILES[1], title: 'Service group: content/pages/<group>/_group.yaml', schema: groupSchema },
  { file: SCHEMA_FILES[2], title: 'Page front matter: content/pages/**/*.md', schema: pageSchema },
] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Drops the bounds zod gives every integer (±2^53 - 1): they say nothing to an editor. */
function withoutSafeIntegerBounds(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutSafeIntegerBounds);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(
    ([key, item]) => !((key === 'minimum' || key === 'maximum') && Math.abs(Number(item)) === Number.MAX_SAFE_INTEGER),
  );
  return Object.fromEntries(entries.map(([key, item]) => [key, withoutSafeIntegerBounds(item)]));
}

/** Each schema file's name and text; the same schemas always give the same bytes. */
export function generateJsonSchemas(): Map<string, string> {
  const files = new Map<string, string>();
  for (const { file, title, schema } of CONTENT_SCHEMAS) {
    // The input side: fields with a default are optional to the editor, as they are in the files.
    const generated = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as Json;
    const { $schema, ...rest } = generated as { [key: string]: Json };
    const json: Json = {
      $schema: $schema ?? null,
      $comment: 'Made from templates/model by npm run schemas (and every build). Do not edit by hand.',
      title,
      ...(withoutSafeIntegerBounds(rest) as { [key: string]: Json }),
    };
    files.set(file, `${JSON.stringify(json, null, 2)}\n`);
  }
  return files;
}
