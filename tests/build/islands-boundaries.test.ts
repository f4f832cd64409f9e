/**
 * Templates and islands are plain components: nothing in templates/ or
 * islands/ imports from scripts/ (not even a type), and no module there
 * keeps state of its own at the top level, so what a component shows comes
 * from its props and the render context alone.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/shared/files';

const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['templates', 'islands'];

async function sourcesOf(folder: string): Promise<Array<{ file: string; text: string }>> {
  const files = (await listFiles(path.join(root, folder))).filter((file) => /\.tsx?$/.test(file));
  return Promise.all(
    files.map(async (file) => ({
      file: `${folder}/${file}`,
      text: await readFile(path.join(root, folder, file), 'utf8'),
    })),
  );
}

/** Every module a file imports or re-exports, types and dynamic imports included, resolved from the project root. */
function importsOf(file: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

const MUTATING_METHODS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);

/**
 * Top-level state of a module: a `let` or `var` at the top level, or a
 * top-level `const` that some code writes to (assigns a property or element
 * of, or calls a mutating method on: push, set, add, delete...).
 *
 * A static check, with limits: it sees writes through the binding's own name
 * only, not through an alias or a function the value is handed to, and not
 * state kept inside a closure (a memo created by a call at the top level).
 * Mutating a library's own settings object (Preact's `options`) is not a
 * binding of the module and is not reported.
 */
function topLevelStateOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const constants = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const flags = statement.declarationList.flags;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      const name = declaration.name.text;
      if (flags & ts.NodeFlags.Const) constants.add(name);
      else found.push(`${file}: top-level ${flags & ts.NodeFlags.Let ? 'let' : 'var'} ${name}`);
    }
  }
  const rootName = (node: ts.Expression): string | undefined => {
    while (
      ts.isPropertyAccessExpression(node) ||
      ts.isElementAccessExpression(node) ||
      ts.isParenthesizedExpression(node)
    )
      node = node.expression;
    return ts.isIdentifier(node) ? node.text : undefined;
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
    ) {
      const target = node.left;
      if (ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target)) {
        const name = rootName(target);
        if (name && constants.has(name)) found.push(`${file}: writes to top-level ${name}`);
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      MUTATING_METHODS.has(node.expression.name.text)
    ) {
      const name = rootName(node.expression.expression);
      if (name && constants.has(name)) found.push(`${file}: ${node.expression.name.text}() on top-level ${name}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('templates and islands', () => {
  it('import nothing from scripts/', async () => {
    const reaching: string[] = [];
    for (const folder of FOLDERS) {
      for (const { file, text } of await sourcesOf(folder)) {
        for (const target of importsOf(file, text))
          if (target.startsWith('scripts/') || target.startsWith('../')) reaching.push(`${file} imports ${target}`);
      }
    }
    expect(reaching).toEqual([]);
  });

  it('keep no state of their own at the top level of a module', async () => {
    const state: string[] = [];
    for (const folder of FOLDERS)
      for (const { file, text } of await sourcesOf(folder)) state.push(...topLevelStateOf(file, text));
    expect(state).toEqual([]);
  });

  it('are checked by rules that see a type import, a top-level let and a written top-level map', () => {
    expect(importsOf('templates/ui/A.tsx', "import type { Page } from '../../scripts/content/model';")).toEqual([
      'scripts/content/model',
    ]);
    expect(topLevelStateOf('islands/A.ts', 'let count = 0;\nexport const next = () => ++count;')).toEqual([
      'islands/A.ts: top-level let count',
    ]);
    expect(
      topLevelStateOf('islands/B.ts', 'const seen = new Map();\nexport function see(key) { seen.set(key, true); }'),
    ).toEqual(['islands/B.ts: set() on top-level seen']);
    expect(
      topLevelStateOf('islands/C.ts', 'const state = { open: false };\nexport function open() { state.open = true; }'),
    ).toEqual(['islands/C.ts: writes to top-level state']);
    expect(
      topLevelStateOf('islands/D.ts', "const labels = { a: 'A' };\nexport const label = (key) => labels[key];"),
    ).toEqual([]);
  });
});
