/**
 * Writes a file whole or not at all: into a temporary file beside it, then
 * renamed over it, so neither the build nor the preview ever reads half a
 * save. The temporary name (a dot-file ending in .tmp) is one the dev
 * server's watcher ignores.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeAtomically(file: string, contents: string | Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, contents, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
