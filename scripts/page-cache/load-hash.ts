/**
 * A page file's load (its summary and problems), hashed, by the thread that loaded it: two loads hash alike when
 * they are the same to every check and every list, so a quick rebuild (quick-rebuild.ts) knows the site's index
 * is as it was. Hashed as a copy between threads gives it (serialized, read back, serialized again): v8 writes an
 * array made in this thread and one read from another thread's message in two ways, and either must hash alike.
 */
import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import type { LoadedFile } from '../content/load-content';
import type { PageSummary } from '../content/model';

export const loadHashOf = (loaded: LoadedFile<PageSummary>) =>
  createHash('sha256')
    .update(serialize(deserialize(serialize(loaded))))
    .digest('base64url');
