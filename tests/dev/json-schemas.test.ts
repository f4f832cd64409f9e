/**
 * The JSON Schemas editors' YAML tools read: made the same every time, the
 * committed files up to date, a description on every field, and every YAML
 * content file pointing at its schema on its first line.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/shared/files';
import { SCHEMAS_DIR, writeJsonSchemas } from '../../scripts/content/json-schemas';
import { CONTENT_SCHEMAS, generateJsonSchemas } from '../../scripts/content/json-schema-texts';
import { PROJECT_ROOT } from '../support/fixture';

const run = promisify(execFile);
const schemasDir = path.join(PROJECT_ROOT, SCHEMAS_DIR);

/** The committed text of a file, or undefined outside a git checkout. */
async function committed(relative: string): Promise<string | undefined> {
  try {
    await run('git', ['rev-parse', '--is-inside-work-tree'], { cwd: PROJECT_ROOT });
  } catch {
    return undefined;
  }
  return run('git', ['show', `HEAD:${relative}`], { cwd: PROJECT_ROOT, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout }) => stdout,
    () => '(not committed)',
  );
}

/** Paths of the properties that have no description, like blocks[].items[].title. */
function undescribed(schema: unknown, at = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const missing: string[] = [];
  for (const [key, value] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) {
    const field = at ? `${at}.${key}` : key;
    if (!value.description) missing.push(field);
    missing.push(...undescribed(value, field));
  }
  if (node.items) missing.push(...undescribed(node.items, `${at}[]`));
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    for (const option of (node[key] ?? []) as unknown[]) {
      const type = (option as { properties?: { type?: { const?: string } } }).properties?.type?.const;
      missing.push(...undescribed(option, type ? `${at}(${type})` : at));
    }
  }
  return missing;
}

describe('the JSON Schemas of the content', () => {
  it('are the same every time they are made', () => {
    expect(generateJsonSchemas()).toEqual(generateJsonSchemas());
    expect([...generateJsonSchemas().keys()]).toEqual(CONTENT_SCHEMAS.map((entry) => entry.file));
  });

  it('are up to date in content/schemas and committed', async () => {
    for (const [file, text] of generateJsonSchemas()) {
      const relative = `${SCHEMAS_DIR}/${file}`;
      const onDisk = await readFile(path.join(schemasDir, file), 'utf8').catch(() => '(missing)');
      expect(onDisk === text, `${relative} is out of date: run npm run schemas`).toBe(true);
      const inGit = await committed(relative);
      if (inGit !== undefined) expect(inGit === text, `${relative} differs from the last commit: commit it`).toBe(true);
    }
  });

  it('describe every field for the editor', () => {
    for (const [file, text] of generateJsonSchemas()) {
      expect(undescribed(JSON.parse(text)), `fields of ${file} without a .describe() text`).toEqual([]);
    }
  });

  it('are named on the first line of every YAML content file', async () => {
    const contentDir = path.join(PROJECT_ROOT, 'content');
    const groups = (await listFiles(path.join(contentDir, 'pages'))).filter(
      (file) => path.posix.basename(file) === '_group.yaml',
    );
    const files = [
      { file: 'site.yaml', schema: 'site.schema.json' },
      ...groups.map((file) => ({ file: `pages/${file}`, schema: 'group.schema.json' })),
    ];
    for (const { file, schema } of files) {
      const first = (await readFile(path.join(contentDir, file), 'utf8')).split('\n')[0];
      const relative = path.posix.relative(path.posix.dirname(`content/${file}`), `${SCHEMAS_DIR}/${schema}`);
      expect(first, `content/${file}`).toBe(`# yaml-language-server: $schema=${relative}`);
    }
  });
});

describe('writing the schemas', () => {
  it('makes a torn schema whole again, leaves untouched ones alone and no temporary file behind', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'schemas-'));
    try {
      const first = await writeJsonSchemas(dir);
      expect(first.length).toBeGreaterThan(1);
      const [torn, ...others] = first;
      const whole = await readFile(path.join(dir, torn!), 'utf8');
      await writeFile(path.join(dir, torn!), whole.slice(0, 100));
      expect(await writeJsonSchemas(dir)).toEqual([torn]);
      expect(await readFile(path.join(dir, torn!), 'utf8')).toBe(whole);
      expect((await readdir(dir)).sort()).toEqual([torn, ...others].sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
