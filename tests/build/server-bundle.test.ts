/**
 * The renderer bundle is reused while nothing it was made from changed,
 * and made again after an edit to a template.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchProject, type ScratchProject } from '../../scripts/shared/scratch-project';
import { bundleRenderer } from '../../scripts/render/server-bundle';
import { PROJECT_ROOT } from '../support/fixture';

let scratch: ScratchProject;
beforeAll(async () => {
  scratch = await createScratchProject(PROJECT_ROOT, path.join(PROJECT_ROOT, 'tests/fixtures/basic/content'));
});
afterAll(async () => {
  await scratch?.remove();
});

it('is reused while its files are unchanged and made again after a template edit', async () => {
  const first = await bundleRenderer(scratch.root);
  expect((await bundleRenderer(scratch.root)).file).toBe(first.file);
  const footer = path.join(scratch.root, 'templates/layout/Footer.tsx');
  await writeFile(
    footer,
    (await readFile(footer, 'utf8')).replace('All rights reserved.', 'All rights kept after an edit.'),
  );
  const second = await bundleRenderer(scratch.root);
  expect(second.file).not.toBe(first.file);
  expect(await readFile(second.file, 'utf8')).toContain('All rights kept after an edit.');
});
