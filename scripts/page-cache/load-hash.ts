/**
 * A page file's load (its summary and problems), hashed by the worker that made it, before it crosses to
 * another thread: two loads hash alike when they are the same to every check and every list, so a quick rebuild
 * (quick-rebuild.ts) knows the site's index is as it was. Every hash is made the same way, by the same code, from
 * a load just made (v8 writes an array read from another thread's message otherwise than one made in this
 * thread: a copy would hash apart). Where v8 writes the same text in two ways (one or two bytes a character), two
 * equal loads may hash apart, and the whole site is built: never the other way.
 */
import { createHash } from 'node:crypto';
import { serialize } from 'node:v8';
import type { LoadedFile } from '../content/load-content';
import type { PageSummary } from '../content/model';

export const loadHashOf = (loaded: LoadedFile<PageSummary>) =>
  createHash('sha256').update(serialize(loaded)).digest('base64url');
