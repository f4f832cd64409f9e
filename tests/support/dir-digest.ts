/** A folder's files and a hash of each, to compare builds byte for byte. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dir` (relative path, sorted) with the SHA-256 of its bytes. */
export async function digestDir(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const hashes = await Promise.all(
    files.map(
      async (file) =>
        [
          path.relative(dir, file),
          createHash('sha256')
            .update(await readFile(file))
            .digest('hex'),
        ] as const,
    ),
  );
  return Object.fromEntries(hashes.sort(([a], [b]) => a.localeCompare(b)));
}
