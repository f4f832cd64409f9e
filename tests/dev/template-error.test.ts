/**
 * A template that throws is named by its own file, line and column, with
 * a code frame, never by a position in a bundle: in the terminal of
 * `npm run build` (the real command, rendering in workers) and on the dev
 * server's error screen in Chromium.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTestContext } from '../support/run/chromium';
import { createScratchProject, type ScratchProject } from '../../scripts/shared/scratch-project';
import { startDevServer } from '../../scripts/dev/server';
import { DESKTOP, preparePage } from '../support/browser';
import { FIXTURE_CONTENT, PROJECT_ROOT } from '../support/fixture';

// biome-ignore lint/suspicious/noTemplateCurlyInString: template source written into a scratch copy of Footer.tsx
const THROW = '  if (site.name) throw new Error(`The footer cannot show ${site.name}`);';
let scratch: ScratchProject;
/** Where the throw is: line and column (of `new Error`) in templates/layout/Footer.tsx. */
let line: number;
const column = THROW.indexOf('new Error') + 1;

beforeAll(async () => {
  scratch = await createScratchProject(PROJECT_ROOT, FIXTURE_CONTENT);
  const footer = path.join(scratch.root, 'templates/layout/Footer.tsx');
  const lines = (await readFile(footer, 'utf8')).split('\n');
  const at = lines.findIndex((text) => text.includes('const { contact } = site;'));
  expect(at).toBeGreaterThan(0);
  lines.splice(at + 1, 0, THROW);
  line = at + 2;
  await writeFile(footer, lines.join('\n'));
});
afterAll(async () => {
  await scratch?.remove();
});

describe('a template that throws', () => {
  // The edited template is part of the web editor's preview too, so this build makes the editor again: slow on a busy machine.
  it('is named by its file, line and column with a code frame when npm run build fails', {
    timeout: 180_000,
  }, async () => {
    const failure = await promisify(execFile)(process.execPath, ['scripts/launch.mjs', 'scripts/build.ts'], {
      cwd: scratch.root,
    }).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const output = failure!.stderr;
    expect(output).toContain('✖ The page / failed to render: The footer cannot show Fixture Consulting');
    expect(output).toContain(`  at templates/layout/Footer.tsx:${line}:${column}\n`);
    expect(output).toContain(`    > ${line} | ${THROW}`);
    expect(output).toContain(`    at Footer (templates/layout/Footer.tsx:${line}:${column})`);
    expect(output).not.toMatch(/render-entry\.mjs/);
  });

  it("is named by its file, line and column with a code frame on the dev server's error screen", async () => {
    const server = await startDevServer({ root: scratch.root, contentDir: scratch.contentDir, port: 0 });
    const context = await newTestContext();
    try {
      const { page } = await preparePage(context, DESKTOP);
      await page.goto(`${server.url}/about`);
      const screen = page.getByRole('alert');
      await expect.poll(() => screen.getByRole('heading').textContent()).toBe('Unexpected Application Error!');
      expect(await screen.textContent()).toContain(`In templates/layout/Footer.tsx:${line}:${column}`);
      const frame = await screen.locator('.dev-frame-mark').first().textContent();
      expect(frame).toBe(`> ${line} | ${THROW}`);
      expect(await screen.locator('details pre').textContent()).toContain(
        `at Footer (templates/layout/Footer.tsx:${line}:${column})`,
      );
    } finally {
      await context.close();
      await server.close();
    }
  });
});
