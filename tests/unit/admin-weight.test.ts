/** How the editor's page weight is counted (scripts/cms/admin-weight.ts): the entry and what it imports statically. */
import { describe, expect, it } from 'vitest';
import { initialScriptWeightOf, staticImportsOf } from '../../scripts/cms/admin-weight';

describe("the editor's initial script", () => {
  it('follows static imports and exports, not import()', () => {
    expect(
      staticImportsOf(
        'import{a as b}from"./vendor.X.js";import"./side.js";export{c}from"./chunk.Y.js";const m=import("./lazy.js");',
      ),
    ).toEqual(['./vendor.X.js', './side.js', './chunk.Y.js']);
  });

  it('counts each module once, from the page named by index.html', async () => {
    const files: Record<string, string> = {
      'index.html': '<script type="module" src="./admin.A.js"></script>',
      'admin.A.js': 'import{x}from"./vendor.B.js";import"./chunks/c.C.js";import("./lazy.D.js");',
      'vendor.B.js': 'export const x=1;',
      'chunks/c.C.js': 'import{x}from"../vendor.B.js";',
      'lazy.D.js': 'export const y=2;',
    };
    const weight = await initialScriptWeightOf(async (file) => new TextEncoder().encode(files[file]));
    expect(weight.files).toEqual(['admin.A.js', 'vendor.B.js', 'chunks/c.C.js']);
    expect(weight.raw).toBe(
      ['admin.A.js', 'vendor.B.js', 'chunks/c.C.js'].reduce((sum, f) => sum + files[f]!.length, 0),
    );
  });
});
