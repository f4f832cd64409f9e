/**
 * An island is a component file in islands/, found from the folder: a new
 * .tsx file at its top becomes an island with a chunk of its own, one in
 * islands/site-wide/ comes inside the boot module, and a file in another
 * subfolder stays a helper. No list is touched.
 */
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleIslands, type IslandBundle } from '../../scripts/assets/bundle';
import { listFiles } from '../../scripts/shared/files';
import { findIslands } from '../../scripts/assets/islands';
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
  // The boot module shares a name or two with the templates (the class a page wears when its islands cannot start).
  await symlink(path.join(PROJECT_ROOT, 'templates'), path.join(root, 'templates'), 'dir');
  await writeFile(
    path.join(root, 'islands/Greeting.tsx'),
    "import { useState } from 'react';\n\nexport default function Greeting({ name }: { name: string }) {\n  const [waved, setWaved] = useState(false);\n  return <button type=\"button\" onClick={() => setWaved(true)}>{waved ? 'Waved at' : 'Wave at'} {name}</button>;\n}\n",
  );
  await writeFile(
    path.join(root, 'islands/site-wide/Banner.tsx'),
    'export default function Banner() {\n  return <p>Banner everywhere</p>;\n}\n',
  );
  await writeFile(
    path.join(root, 'islands/forms/Helper.tsx'),
    'export default function Helper() {\n  return <p>A helper</p>;\n}\n',
  );
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

/** Each <Island name="…" component={…}> of a template: the name, and the file its component is imported from (from the project root). */
function placementsIn(file: string, text: string): Array<{ name: string | undefined; from: string | undefined }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imports = new Map<string, string>();
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.importClause?.name
    ) {
      imports.set(
        statement.importClause.name.text,
        path.posix.join(path.posix.dirname(file), statement.moduleSpecifier.text),
      );
    }
  }
  const found: Array<{ name: string | undefined; from: string | undefined }> = [];
  const visit = (node: ts.Node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText() === 'Island') {
      const attribute = (key: string) =>
        node.attributes.properties.find(
          (property): property is ts.JsxAttribute => ts.isJsxAttribute(property) && property.name.getText() === key,
        )?.initializer;
      const name = attribute('name');
      const component = attribute('component');
      const identifier =
        component && ts.isJsxExpression(component) && component.expression && ts.isIdentifier(component.expression)
          ? component.expression.text
          : undefined;
      found.push({
        name: name && ts.isStringLiteral(name) ? name.text : undefined,
        from: identifier === undefined ? undefined : imports.get(identifier),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the templates', () => {
  it('place each island under its file name, with the component of that file', async () => {
    const islands = new Map(
      findIslands(PROJECT_ROOT).map((island) => [
        path.relative(PROJECT_ROOT, island.file).replace(/\.tsx$/, ''),
        island.name,
      ]),
    );
    const wrong: string[] = [];
    let placed = 0;
    for (const file of (await listFiles(path.join(PROJECT_ROOT, 'templates'))).filter((name) =>
      name.endsWith('.tsx'),
    )) {
      const relative = `templates/${file}`;
      for (const { name, from } of placementsIn(relative, await readFile(path.join(PROJECT_ROOT, relative), 'utf8'))) {
        placed++;
        if (from === undefined || islands.get(from) !== name)
          wrong.push(`${relative}: <Island name="${name}"> with the component of ${from ?? 'no island file'}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(placed).toBeGreaterThanOrEqual(islands.size);
  });

  it('are checked by a rule that sees a name that is not the component’s file', () => {
    const text =
      'import KitOptions from \'../../islands/KitOptions\';\nexport const A = () => <Island name="PackageBuilder" component={KitOptions} props={{}} />;';
    expect(placementsIn('templates/blocks/A.tsx', text)).toEqual([
      { name: 'PackageBuilder', from: 'islands/KitOptions' },
    ]);
  });
});
