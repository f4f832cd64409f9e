/**
 * Template edits in a scratch copy of the project: the dev server loads the
 * new render code without a restart, every open page reloads, and a template
 * that does not compile or throws shows the error screen until it is fixed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchProject, type ScratchProject } from '../../scripts/shared/scratch-project';
import type { DevEvent } from '../../scripts/dev/rebuild/dev-site';
import { startDevServer, type DevServer } from '../../scripts/dev/server';
import { FIXTURE_CONTENT, PROJECT_ROOT } from '../support/fixture';
import { openEvents } from './dev-support';
import { modulesOf } from '../../templates/layout/early-input';

let scratch: ScratchProject;
let server: DevServer;
let footer: string;
let original: string;

beforeAll(async () => {
  scratch = await createScratchProject(PROJECT_ROOT, FIXTURE_CONTENT);
  server = await startDevServer({ root: scratch.root, contentDir: scratch.contentDir, port: 0 });
  footer = path.join(scratch.root, 'templates/layout/Footer.tsx');
  original = await readFile(footer, 'utf8');
});
afterAll(async () => {
  await server?.close();
  await scratch?.remove();
});

const get = async (route: string) => {
  const response = await fetch(`${server.url}${route}`);
  return { status: response.status, text: await response.text() };
};

/** Writes the footer template with `change` applied, then the files of `more` in turn, and returns the first reload told. */
async function editFooter(change: (text: string) => string, ...more: (() => Promise<void>)[]): Promise<DevEvent> {
  const events = await openEvents(server.url);
  try {
    const changed = change(original);
    expect(changed).not.toBe(await readFile(footer, 'utf8'));
    await writeFile(footer, changed);
    for (const step of more) await step();
    const event = await events.next(undefined, 15_000);
    expect(event).toMatchObject({ type: 'reload', routes: 'all' });
    return event;
  } finally {
    events.close();
  }
}

describe('a template edit', () => {
  it('reloads every page with the new template, without a restart', async () => {
    expect((await get('/about')).status).toBe(200);
    const renders = server.site.pages.renders.get('/about') ?? 0;
    await editFooter((text) => text.replace('</footer>', '<p>Registered with ZIMRA</p></footer>'));
    const { status, text } = await get('/about');
    expect(status).toBe(200);
    expect(text).toContain('<p>Registered with ZIMRA</p></footer>');
    expect(server.site.pages.renders.get('/about')).toBeGreaterThan(renders);
  });

  it('that does not compile shows the error screen naming the file, then recovers', async () => {
    expect(await editFooter((text) => text.replace('</footer>', '<p>Unclosed</footer>'))).toMatchObject({
      state: 'error',
    });
    const broken = await get('/about');
    expect(broken.status).toBe(500);
    expect(broken.text).toContain('Unexpected Application Error!');
    expect(broken.text).toContain('templates/layout/Footer.tsx');
    await editFooter((text) => text.replace('</footer>', '<p>Fixed</p></footer>'));
    expect((await get('/about')).text).toContain('<p>Fixed</p></footer>');
  });

  it('that imports a file saved a moment later never shows the error screen in between', async () => {
    const badge = path.join(scratch.root, 'templates/layout/Badge.tsx');
    const event = await editFooter(
      (text) => `import { Badge } from './Badge';\n${text.replace('</footer>', '<Badge /></footer>')}`,
      // The second file comes after the footer was seen alone (which does not compile), as from a slow editor.
      () => new Promise((resolve) => setTimeout(resolve, 80)),
      () => writeFile(badge, 'export function Badge() {\n  return <p>Member of the ICTAZ</p>;\n}\n'),
    );
    expect(event).toMatchObject({ state: 'ok' });
    const { status, text } = await get('/about');
    expect(status).toBe(200);
    expect(text).toContain('<p>Member of the ICTAZ</p></footer>');
    // Badge.tsx stays: nothing imports it once the footer is back, and the scratch project goes at the end.
    await editFooter((text) => text);
  });

  it('that throws shows "Unexpected Application Error!" with the route and the message', async () => {
    await editFooter((text) =>
      text.replace('</footer>', "{(() => { throw new Error('The footer lost its links'); })()}</footer>"),
    );
    const { status, text } = await get('/advice/tax');
    expect(status).toBe(500);
    expect(text).toContain('<h1 id="dev-error-title" class="dev-title">Unexpected Application Error!</h1>');
    expect(text).toContain('/advice/tax');
    expect(text).toContain('The page /advice/tax failed to render: The footer lost its links');
    await editFooter((text) => text);
    expect((await get('/advice/tax')).status).toBe(200);
  });

  it('of an island bundles the islands again and reloads every page with their new files', async () => {
    const index = path.join(scratch.root, 'islands/KitOptions.tsx');
    const events = await openEvents(server.url);
    try {
      await writeFile(index, `${await readFile(index, 'utf8')}\n// Edited.\n`);
      expect(await events.next(undefined, 15_000)).toMatchObject({ type: 'reload', routes: 'all' });
    } finally {
      events.close();
    }
    const { status, text } = await get('/about');
    expect(status).toBe(200);
    const boot = modulesOf(text)[0];
    expect(boot).toBeDefined();
    expect((await fetch(`${server.url}${boot}`)).status).toBe(200);
  });
});
