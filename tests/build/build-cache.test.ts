/**
 * The build cache keeps what is made from code only (bundles, the
 * stylesheet): reused while its files are unchanged, made again when one
 * changes, when its settings change, or, for the stylesheet, when a file
 * is added to the folders Tailwind scans.
 */
import { mkdtemp, readFile, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedOutput } from '../../scripts/lib/build-cache.mjs';
import { createScratchProject, type ScratchProject } from '../../scripts/lib/dev/scratch-project';
import { compileStyles } from '../../scripts/lib/style';
import { PROJECT_ROOT } from '../support/fixture';

describe('cachedOutput', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'build-cache-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('makes an output once, then again only when an input or the settings change', async () => {
    const input = path.join(root, 'input.txt');
    await writeFile(input, 'first');
    let made = 0;
    const output = (salt: string) =>
      cachedOutput({
        root,
        name: 'upper',
        salt,
        async make() {
          made += 1;
          const text = (await readFile(input, 'utf8')).toUpperCase();
          return { files: [{ path: 'out.txt', contents: text }], inputs: ['input.txt'], meta: { length: text.length } };
        },
      });
    const read = async (salt = 'a') => {
      const { dir, meta } = await output(salt);
      return { text: await readFile(path.join(dir, 'out.txt'), 'utf8'), meta };
    };

    expect(await read()).toEqual({ text: 'FIRST', meta: { length: 5 } });
    expect(await read()).toEqual({ text: 'FIRST', meta: { length: 5 } });
    expect(made).toBe(1);

    // Same size, new contents, and a time in the past: the hash tells.
    await writeFile(input, 'other');
    await utimes(input, new Date(2001, 0, 1), new Date(2001, 0, 1));
    expect((await read()).text).toBe('OTHER');
    expect(made).toBe(2);

    // Touched but the same: read and hashed, not made again.
    await utimes(input, new Date(), new Date());
    expect((await read()).text).toBe('OTHER');
    expect(made).toBe(2);

    expect((await read('b')).text).toBe('OTHER');
    expect(made).toBe(3);

    await unlink(input);
    await expect(read('b')).rejects.toThrow(/ENOENT/);
    expect(made).toBe(4);
  });
});

describe('compileStyles', () => {
  let scratch: ScratchProject;
  beforeAll(async () => {
    scratch = await createScratchProject(PROJECT_ROOT, path.join(PROJECT_ROOT, 'tests/fixtures/basic/content'));
  });
  afterAll(async () => {
    await scratch?.remove();
  });

  it('gives the classes of an edited template, and of a template just added', async () => {
    const first = await compileStyles(scratch.root);
    expect(first).not.toContain('letter-spacing:.37em');
    expect(await compileStyles(scratch.root)).toBe(first);

    const footer = path.join(scratch.root, 'templates/layout/Footer.tsx');
    await writeFile(footer, (await readFile(footer, 'utf8')).replace('className="', 'className="tracking-[0.37em] '));
    const edited = await compileStyles(scratch.root);
    expect(edited).toContain('letter-spacing:.37em');

    await writeFile(path.join(scratch.root, 'templates/ui/Badge.tsx'), 'export const Badge = () => <span className="tracking-[0.41em]" />;\n');
    expect(await compileStyles(scratch.root)).toContain('letter-spacing:.41em');
  });
});
