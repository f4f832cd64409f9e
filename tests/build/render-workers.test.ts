/**
 * Rendering in worker threads: the same bytes as rendering in the build's
 * own thread, and a template that throws in a worker fails the build with
 * a RenderError naming the route.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { createScratchProject, type ScratchProject } from '../../scripts/lib/dev/scratch-project';
import { RenderError } from '../../scripts/lib/errors';
import { copyFixture, PROJECT_ROOT, type FixtureSite } from '../support/fixture';

async function digest(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const hashes = await Promise.all(
    files.map(async (file) => [path.relative(dir, file), createHash('sha256').update(await readFile(file)).digest('hex')] as const),
  );
  return Object.fromEntries(hashes.sort(([a], [b]) => a.localeCompare(b)));
}

describe('render workers', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await copyFixture();
    // A group larger than its menus, so workers also splice shared chrome.
    for (let order = 3; order < 15; order += 1) {
      await site.write(`pages/advice/extra-${order}.md`, `---\ntitle: Extra ${order}\ndescription: Extra page ${order}.\norder: ${order}\n---\n## Extra ${order}\n\nText with a [link](/about).\n`);
    }
  });
  afterAll(async () => {
    await site.remove();
  });

  it('write the same files as the build thread does', async () => {
    const build = (outDir: string, renderWorkers: number) =>
      buildSite({ root: PROJECT_ROOT, contentDir: site.contentDir, outDir: path.join(site.dir, outDir), year: 2031, renderWorkers });
    await build('alone', 0);
    await build('workers', 2);
    const [alone, workers] = await Promise.all([digest(path.join(site.dir, 'alone')), digest(path.join(site.dir, 'workers'))]);
    expect(Object.keys(alone).filter((file) => file.endsWith('.html'))).toHaveLength(17);
    expect(workers).toEqual(alone);
  });
});

describe('a template that throws in a worker', () => {
  let scratch: ScratchProject;
  beforeAll(async () => {
    scratch = await createScratchProject(PROJECT_ROOT, path.join(PROJECT_ROOT, 'tests/fixtures/basic/content'));
    const layout = path.join(scratch.root, 'templates/pages/ServiceLayout.tsx');
    const source = await readFile(layout, 'utf8');
    await writeFile(
      layout,
      source.replace('const { page } = useSite();', "const { page } = useSite();\n  if (page.route === '/advice/tax') throw new Error('No tax today');"),
    );
  });
  afterAll(async () => {
    await scratch?.remove();
  });

  it('fails the build with a RenderError naming the route and the cause', async () => {
    const failure = await buildSite({ root: scratch.root, renderWorkers: 2, year: 2031 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RenderError);
    expect((failure as RenderError).route).toBe('/advice/tax');
    expect((failure as RenderError).message).toBe('The page /advice/tax failed to render: No tax today');
    expect(((failure as RenderError).cause as Error).stack).toContain('ServiceLayout');
  });
});
