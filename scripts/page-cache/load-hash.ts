/**
 * A page file's load (its summary and problems), hashed: two loads hash alike when they are the same to every
 * check and every list, so a quick rebuild (quick-rebuild.ts) knows the site's index is as it was. Hashed as JSON,
 * which writes what a text says whatever way v8 holds it: v8's own serializer writes the same text in one byte
 * or two a character depending on what the thread did with it before (a title met among 8,000 files, or alone),
 * and would hash the same load apart. A load is plain data (it crosses between threads): a field left undefined
 * is written as such; a value JSON cannot write as it is (a Map, a class's object) makes a hash unlike any other,
 * so the whole site is built rather than a page served stale.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { LoadedFile } from '../content/load-content';
import type { PageSummary } from '../content/model';

const UNDEFINED = '\u0000undefined';
/** Differs in every thread and every run: a load holding such a value never hashes like another. */
const UNLIKE = `\u0000unlike ${randomBytes(8).toString('hex')}`;

function plain(_key: string, value: unknown): unknown {
  if (value === undefined) return UNDEFINED;
  if (typeof value === 'number' && !Number.isFinite(value)) return `\u0000${value}`;
  if (typeof value === 'bigint' || typeof value === 'function' || typeof value === 'symbol') return UNLIKE;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return UNLIKE;
  }
  return value;
}

/** Plain data hashed as above: a page as loaded (render-worker.ts's pageHash) is such data too. */
export const plainHashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value, plain)).digest('base64url');

export const loadHashOf = (loaded: LoadedFile<PageSummary>) => plainHashOf(loaded);
