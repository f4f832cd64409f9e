/**
 * The render code the dev server reloads after a template or island edit:
 * everything under templates/ and islands/ is in the bundle (so an edit
 * there is seen), and nothing else of the project is (so state such as the
 * list of made images is shared with the server).
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { createRendererLoader } from '../../scripts/dev/rebuild/renderer';
import { PROJECT_ROOT } from '../support/fixture';

const loader = createRendererLoader(PROJECT_ROOT);
afterAll(() => loader.dispose());

it('bundles templates/ and islands/ and imports the rest of the project as it is', async () => {
  const renderer = await loader.load();
  expect(typeof renderer.renderPage).toBe('function');
  const bundle = await readFile(loader.file, 'utf8');
  const projectImports = [...bundle.matchAll(/^import .* from "(file:[^"]+)";$/gm)].map((match) =>
    match[1]!.replace(pathToFileURL(PROJECT_ROOT).href, ''),
  );
  expect(projectImports.filter((file) => /^\/(templates|islands)\//.test(file))).toEqual([]);
  expect(projectImports.every((file) => file.startsWith('/scripts/'))).toBe(true);
  expect(bundle).toContain('// islands/KitOptions.tsx');
  expect(bundle).toContain('// templates/Document.tsx');
  expect(projectImports.length).toBeGreaterThan(0);
});

it('loads the code fresh each time', async () => {
  const first = await loader.load();
  const second = await loader.load();
  expect(second.renderPage).not.toBe(first.renderPage);
});
