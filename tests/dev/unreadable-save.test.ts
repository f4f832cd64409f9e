/**
 * A save the preview cannot apply says so: `npm run dev` (the real command,
 * in its own process) over a page file it may not read shows the problem in
 * the open page and prints it, and shows the page again once it is readable.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTestContext } from '../support/run/chromium';
import { DESKTOP, preparePage } from '../support/browser';
import { copyFixture, PROJECT_ROOT, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
let child: ChildProcess;
let output = '';
let url: string;
let context: BrowserContext;

/** Root reads any file whatever its mode: without these two capabilities it reads as any user does. */
const asUser = (command: string[]) =>
  process.getuid?.() === 0
    ? [
        'setpriv',
        '--bounding-set=-dac_override,-dac_read_search',
        '--inh-caps=-dac_override,-dac_read_search',
        ...command,
      ]
    : command;

beforeAll(async () => {
  site = await copyFixture();
  const [program, ...args] = asUser([
    process.execPath,
    'scripts/launch.mjs',
    'scripts/dev.ts',
    '--content',
    site.contentDir,
  ]);
  child = spawn(program!, args, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const found = /Preview at (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`npm run dev ended (${code}):\n${output}`)));
  });
  context = await newTestContext();
});
afterAll(async () => {
  await context?.close();
  child?.kill();
  await chmod(path.join(site.contentDir, 'pages/about.md'), 0o644).catch(() => {});
  await site?.remove();
});

describe('a page file the preview cannot read', () => {
  it('is named in the open page and the terminal, and the page comes back once it is readable', async () => {
    const { page } = await preparePage(context, DESKTOP);
    await page.goto(`${url}/about`);
    const file = path.join(site.contentDir, 'pages/about.md');
    await writeFile(
      file,
      '---\ntitle: About Us\ndescription: About the fixture company.\n---\nA page nobody may read.\n',
    );
    await chmod(file, 0o000);

    const overlay = page.getByRole('alertdialog');
    await overlay.waitFor({ timeout: 15_000 });
    expect(await overlay.textContent()).toContain('The preview cannot read a file');
    // Outside the project, the file is named by its full path.
    expect(await overlay.textContent()).toContain(`${file}:1:1`);
    expect(await overlay.textContent()).toContain('no permission to read it (EACCES)');
    await expect.poll(() => output, { timeout: 15_000 }).toContain('✖ The preview cannot read a file');

    await chmod(file, 0o644);
    await writeFile(file, '---\ntitle: About Us\ndescription: About the fixture company.\n---\nReadable again.\n');
    await page.getByText('Readable again.').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
