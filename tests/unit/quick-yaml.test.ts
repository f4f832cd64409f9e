/**
 * The quick YAML reader gives exactly what the yaml package gives, or gives
 * up: on every content file of the project, on cases picked for their
 * traps, and on thousands of random documents made of such pieces.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/shared/files';
import { quickYaml } from '../../scripts/content/yaml/quick-yaml';
import { splitFrontMatter } from '../../scripts/content/yaml/source';
import { PROJECT_ROOT } from '../support/fixture';

/** What the build's full reader makes of a text: its value, or undefined when it has errors. */
function packageValue(yaml: string): unknown {
  const document = parseDocument(yaml, { prettyErrors: false, uniqueKeys: true });
  return document.errors.length > 0 ? undefined : document.toJS();
}

function expectSameOrGiveUp(yaml: string): boolean {
  const quick = quickYaml(yaml);
  const full = packageValue(yaml);
  if (full === undefined) expect(quick, yaml).toBeUndefined();
  else if (quick !== undefined) expect(quick, yaml).toEqual(full);
  return quick !== undefined;
}

describe('quickYaml', () => {
  it('reads the content files of the project as the yaml package does', async () => {
    let read = 0;
    let files = 0;
    for (const dir of ['content', 'tests/fixtures', 'tests/dev/fixtures']) {
      for (const file of await listFiles(path.join(PROJECT_ROOT, dir))) {
        if (!/\.(md|ya?ml)$/.test(file)) continue;
        const text = await readFile(path.join(PROJECT_ROOT, dir, file), 'utf8');
        files += 1;
        if (expectSameOrGiveUp(file.endsWith('.md') ? splitFrontMatter(text).yaml : text)) read += 1;
      }
    }
    expect(files).toBeGreaterThan(30);
    expect(read).toBeGreaterThan(10);
  });

  it('reads plain front matter', () => {
    const yaml = [
      'title: Tax Advice',
      'order: 2',
      'price: 3.99',
      'enquire: false',
      'service: ~',
      'blocks:',
      '  - type: feature-grid',
      '    items:',
      "      - { icon: check, title: \"One, two\", text: 'it''s' }",
      '      - [a, b, [c]]',
      '  -',
      '    type: cta',
      'links:',
      '- /contact',
      '- https://example.org/a?b=c',
      'empty:',
    ].join('\n');
    expect(quickYaml(yaml)).toBeUndefined(); // "One, two" inside a flow collection: left to the package
    const simpler = yaml.replace('"One, two"', '"One two"');
    expect(quickYaml(simpler)).toEqual(packageValue(simpler));
    expect(quickYaml(simpler)).toMatchObject({
      order: 2,
      price: 3.99,
      enquire: false,
      service: null,
      links: ['/contact', 'https://example.org/a?b=c'],
      empty: null,
    });
  });

  it('gives up on what it does not read', () => {
    for (const yaml of [
      'text: >-\n  folded\n  lines',
      'text: |\n  kept',
      'a: 1 # comment',
      'a: &x 1\nb: *x',
      'a: !!str 1',
      'a: "line\\nbreak"',
      'a: one\n  two',
      'a: 1\na: 2',
      'a:\n\t- b',
      'a: 007',
      'a: 1e3',
      'a: 0x1F',
      'a: .inf',
      'a: +5',
      '"quoted key": 1',
      'a: b: c',
      '- top level list',
    ]) {
      expect(quickYaml(yaml), yaml).toBeUndefined();
    }
  });

  it('agrees with the yaml package on random documents made of tricky pieces', () => {
    const values = [
      '',
      'plain text',
      'true',
      'True',
      'yes',
      'null',
      'Null',
      '~',
      '0',
      '-0',
      '42',
      '-7',
      '007',
      '+5',
      '3.99',
      '1.50',
      '-0.5',
      '1.',
      '.5',
      '1e3',
      '0x1F',
      '0o17',
      '.inf',
      '.NaN',
      'a: b',
      'a #b',
      'C#',
      'x:y',
      'ends:',
      "'it''s'",
      "''",
      "'a'b'",
      '"quoted"',
      '""',
      '"a\\nb"',
      '"a"b"',
      '{ a: 1, b: [x, y] }',
      '[a, b]',
      '{}',
      '[]',
      '{ a: "x, y" }',
      '{ a:1 }',
      '{a: 1}',
      '[a, [b, c]]',
      '{ a: { b: c } }',
      '{ a: 1, }',
      '[a,]',
      '{ a: 1, a: 2 }',
      '{ a }',
      'https://a.b/c?d=e',
      '/contact',
      '- x',
      '-x',
      '? q',
      '*alias',
      '&anchor v',
      '!tag v',
      '|',
      '>-',
      '%x',
      '@x',
      '`x',
      'Mon–Fri 8AM–5PM',
      'a,b',
      'a]b',
      'a}b',
      '08:00',
      '"08:00"',
      '+263 77 000 0000',
      'a  b',
      'trailing ',
      '#comment',
    ];
    const keys = ['title', 'order', 'a', 'b', 'items', 'x-y', 'k_1', '__proto__', '1a'];
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const pick = <T>(list: readonly T[]) => list[random(list.length)]!;
    let read = 0;
    for (let doc = 0; doc < 4000; doc += 1) {
      const lines: string[] = [];
      for (let count = 1 + random(6); count > 0; count -= 1) {
        const indent = ' '.repeat(pick([0, 0, 0, 1, 2, 2, 4, 6]));
        const form = random(7);
        if (form === 0) lines.push(`${indent}${pick(keys)}:`);
        else if (form === 1) lines.push(`${indent}- ${pick(values)}`);
        else if (form === 2) lines.push(`${indent}- ${pick(keys)}: ${pick(values)}`);
        else if (form === 3) lines.push(`${indent}-`);
        else lines.push(`${indent}${pick(keys)}: ${pick(values)}`);
      }
      if (expectSameOrGiveUp(lines.join('\n'))) read += 1;
    }
    expect(read).toBeGreaterThan(300);
  });
});
