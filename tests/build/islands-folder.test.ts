/**
 * An island is a component file in islands/, found from the folder: a new
 * .tsx file at its top becomes an island with a chunk of its own, one in
 * islands/site-wide/ comes inside the boot module, and a file in another
 * subfolder stays a helper. No list is touched.
 */
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleIslands, type IslandBundle } from '../../scripts/lib/bundle';
import { findIslands } from '../../scripts/lib/islands';
import { PROJECT_ROOT } from '../support/fixture';

let root: string;
let bundle: IslandBundle;
const asset = (url: string) => readFile(path.join(root, 'dist', url), 'utf8');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-islands-'));
  await cp(path.join(PROJECT_ROOT, 'islands'), path.join(root, 'islands'), { recursive: true });
  await cp(path.join(PROJECT_ROOT, 'package.json'), path.join(root, 'package.json'));
  await cp(path.join(PROJECT_ROOT, 'tsconfig.json'), path.join(root, 'tsconfig.json'));
  await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  await writeFile(
    path.join(root, 'islands/Greeting.tsx'),
    "import { useState } from 'react';\n\nexport default function Greeting({ name }: { name: string }) {\n  const [waved, setWaved] = useState(false);\n  return <button type=\"button\" onClick={() => setWaved(true)}>{waved ? 'Waved at' : 'Wave at'} {name}</button>;\n}\n",
  );
  await writeFile(path.join(root, 'islands/site-wide/Banner.tsx'), "export default function Banner() {\n  return <p>Banner everywhere</p>;\n}\n");
  await writeFile(path.join(root, 'islands/forms/Helper.tsx'), 'export default function Helper() {\n  return <p>A helper</p>;\n}\n');
  bundle = await bundleIslands({ root, outDir: path.join(root, 'dist') });
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a component file dropped into islands/', () => {
  it('at the top is an island with a chunk of its own, in the boot module’s map under its file name', async () => {
    const [chunk] = bundle.islandChunks.get('Greeting') ?? [];
    expect(chunk).toMatch(/^\/assets\/chunks\/Greeting\.[A-Z0-9]+\.js$/);
    expect(await asset(chunk!)).toContain('Wave at');
    expect(await asset(bundle.boot)).toContain(`Greeting:()=>import("./${chunk!.slice('/assets/'.length)}")`);
    expect(await asset(bundle.boot)).not.toContain('Wave at');
  });

  it('in islands/site-wide/ is an island inside the boot module, loaded on every page', async () => {
    expect(await asset(bundle.boot)).toContain('Banner everywhere');
    expect(bundle.islandChunks.get('Banner')).toEqual(bundle.islandChunks.get('SiteHeader'));
    expect(findIslands(root).find((island) => island.name === 'Banner')).toMatchObject({ siteWide: true });
  });

  it('in another subfolder is a helper, not an island', async () => {
    expect(bundle.islandChunks.has('Helper')).toBe(false);
    const boot = await asset(bundle.boot);
    expect(boot).not.toContain('A helper');
    expect(boot).not.toContain('Helper:');
  });
});
