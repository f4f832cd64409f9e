/**
 * The web editor's configuration against the schemas the build validates
 * with: every field of every schema and every kind of block has a form field
 * with the schema's description, bounds, pattern and choices; the choices
 * taken from the content are those on disk; Decap CMS accepts the
 * configuration; and a save through Decap's own file format keeps the data.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import * as z from 'zod';
import { makeCmsConfig, type CmsConfig, type CmsField } from '../../scripts/cms/config';
import { loadDecapInNode, type DecapInNode } from '../../scripts/cms/config/decap-in-node';
import { fileNamePattern, ON_BY_DEFAULT } from '../../scripts/cms/config/fields';
import { changedLines, formOf, readEntry, writeEntry } from '../../scripts/cms/config/saves';
import { listFiles } from '../../scripts/shared/files';
import { parseContentSource } from '../../scripts/content/yaml/source';
import { groupSchema } from '../../templates/model/group';
import { pageSchema } from '../../templates/model/page';
import { siteSchema } from '../../templates/model/site';

const root = path.resolve(import.meta.dirname, '../..');

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as Json;

interface Collection {
  name: string;
  label: string;
  folder?: string;
  create?: boolean;
  format?: string;
  extension?: string;
  slug?: string;
  identifier_field?: string;
  sortable_fields?: unknown[];
  fields?: CmsField[];
  files?: Array<{ name: string; label: string; file: string; fields: CmsField[] }>;
}

const collectionsOf = (config: CmsConfig) => config.collections as Collection[];
const collection = (config: CmsConfig, name: string) => {
  const found = collectionsOf(config).find((item) => item.name === name);
  if (!found) throw new Error(`No collection ${name}`);
  return found;
};
const fieldNamed = (fields: CmsField[] | undefined, name: string) => {
  const found = fields?.find((field) => field.name === name);
  if (!found) throw new Error(`No field ${name}`);
  return found;
};

/** Zod gives every whole number the bounds ±(2^53 - 1); they are no bound to an editor. */
const bound = (value: unknown) =>
  typeof value === 'number' && Math.abs(value) !== Number.MAX_SAFE_INTEGER ? value : undefined;

/**
 * Compares one form field with the JSON Schema zod makes of the same schema field (the one
 * editors' YAML tools read), and every field inside it; returns the differences found.
 */
function driftOf(
  node: Json,
  field: CmsField,
  checkPath: string,
  required: boolean,
  context: { serviceOptions: string[] },
): string[] {
  // A locked field shows its value and lets nothing change it: the schema's bounds and choices do not apply.
  if (field.widget === 'locked')
    return field.check_path === checkPath ? [] : [`${checkPath}: check_path ${field.check_path}`];
  const problems: string[] = [];
  const expect = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      problems.push(`${checkPath}: ${what} is ${JSON.stringify(actual)}, the schema says ${JSON.stringify(expected)}`);
  };
  expect('check_path', field.check_path, checkPath);
  expect(
    'hint',
    field.hint,
    node.type === 'boolean' && node.default === true
      ? `${String(node.description)} ${ON_BY_DEFAULT}`
      : node.description,
  );
  expect('required', field.required, required && !('default' in node));
  if ('default' in node && typeof node.default !== 'object') expect('default', field.default, node.default);
  const description = typeof node.description === 'string' ? node.description : '';
  if (Array.isArray(node.enum)) {
    expect('widget', field.widget, 'select');
    expect('options', field.options, node.enum);
    return problems;
  }
  switch (node.type) {
    case 'string':
      if (description.includes('forms.serviceOptions')) {
        expect('widget', field.widget, 'select');
        expect('options', field.options, context.serviceOptions);
      } else if (description.endsWith('Markdown is allowed.')) expect('widget', field.widget, 'markdown');
      else if (field.widget === 'image')
        expect(
          'pattern',
          field.pattern,
          typeof node.pattern === 'string' ? fileNamePattern([node.pattern, field.pattern?.[1] ?? '']) : undefined,
        );
      else if (field.widget !== 'select')
        expect('pattern', field.pattern?.[0], node.pattern ?? (node.format === 'uri' ? '^https://' : undefined));
      if (field.pattern)
        expect('pattern message', typeof field.pattern[1] === 'string' && field.pattern[1].length > 0, true);
      break;
    case 'integer':
    case 'number': {
      expect('widget', field.widget, 'number');
      expect('value_type', field.value_type, node.type === 'integer' ? 'int' : 'float');
      const above = bound(node.exclusiveMinimum);
      expect(
        'min',
        field.min,
        bound(node.minimum) ?? (above !== undefined && node.type === 'integer' ? above + 1 : above),
      );
      expect('max', field.max, bound(node.maximum));
      break;
    }
    case 'boolean':
      expect('widget', field.widget, 'boolean');
      break;
    case 'object':
      expect('widget', field.widget, 'object');
      // Decap checks a group's fields even when the group is left out: inside a group that may be left out, none is required.
      problems.push(
        ...fieldsDrift(required ? node : { ...node, required: [] }, field.fields ?? [], checkPath, context),
      );
      break;
    case 'array': {
      expect('min', field.min, node.minItems);
      expect('max', field.max, node.maxItems);
      const items = isObject(node.items) ? node.items : {};
      const itemPath = `${checkPath}.*`;
      if (Array.isArray(items.enum)) {
        expect('widget', `${field.widget} multiple: ${field.multiple}`, 'select multiple: true');
        expect('options', field.options, items.enum);
      } else if (items.type === 'object') {
        expect('widget', field.widget, 'list');
        problems.push(...fieldsDrift(items, field.fields ?? [], itemPath, context));
      } else if (Array.isArray(items.oneOf)) {
        expect('widget', `${field.widget} by ${field.typeKey}`, 'list by type');
        const kinds = items.oneOf.filter(isObject);
        expect(
          'kinds',
          (field.types ?? []).map((type) => type.name),
          kinds.map((kind) => (kind.properties as { type: { const: string } }).type.const),
        );
        for (const kind of kinds) {
          const name = (kind.properties as { type: { const: string } }).type.const;
          const type = field.types?.find((item) => item.name === name);
          if (!type) continue;
          expect(`${name}'s hint`, type.hint, kind.description);
          const { type: _discriminator, ...properties } = kind.properties as Json;
          problems.push(
            ...fieldsDrift({ ...kind, properties }, type.fields ?? [], itemPath, context).map(
              (problem) => `${name}: ${problem}`,
            ),
          );
        }
      } else if (Array.isArray(items.anyOf)) {
        // Shapes with no key naming them (a menu's links and group drop-downs): one form with every shape's fields, none required.
        expect('widget', field.widget, 'list');
        const shapes = items.anyOf.filter(isObject);
        const names = [...new Set(shapes.flatMap((shape) => Object.keys(shape.properties as Json)))];
        expect(
          'fields',
          (field.fields ?? []).map((item) => item.name),
          names,
        );
        for (const shape of shapes) {
          for (const [name, property] of Object.entries(shape.properties as Json)) {
            const merged = field.fields?.find((item) => item.name === name);
            if (merged && isObject(property)) {
              const { default: _fallback, ...withoutDefault } = property;
              problems.push(...driftOf(withoutDefault, merged, `${itemPath}.${name}`, false, context));
            }
          }
        }
      } else {
        expect('widget', field.widget, 'list');
        if (!field.field) problems.push(`${checkPath}: a list of single values has no "field"`);
        else problems.push(...driftOf(items, field.field, itemPath, true, context));
      }
      break;
    }
    default:
      problems.push(`${checkPath}: the schema's type ${JSON.stringify(node.type)} has no check here`);
  }
  return problems;
}

/** Every property of an object schema against the form fields, in the same order, and no form field without a property. */
function fieldsDrift(
  object: Json,
  fields: CmsField[],
  prefix: string,
  context: { serviceOptions: string[] },
  overrides: { required?: string[] } = {},
): string[] {
  const properties = isObject(object.properties) ? object.properties : {};
  const required = new Set([
    ...(Array.isArray(object.required) ? (object.required as string[]) : []),
    ...(overrides.required ?? []),
  ]);
  const problems: string[] = [];
  const names = fields.map((field) => field.name);
  if (JSON.stringify(names) !== JSON.stringify(Object.keys(properties)))
    problems.push(
      `${prefix || 'top'}: fields ${names.join(', ')}; the schema has ${Object.keys(properties).join(', ')}`,
    );
  for (const [name, property] of Object.entries(properties)) {
    const field = fields.find((item) => item.name === name);
    if (!field || !isObject(property)) continue;
    problems.push(...driftOf(property, field, prefix ? `${prefix}.${name}` : name, required.has(name), context));
  }
  return problems;
}

/** The form fields of a whole config, at every depth. */
function everyField(fields: CmsField[]): CmsField[] {
  return fields.flatMap((field) => [
    field,
    ...everyField([...(field.fields ?? []), ...(field.field ? [field.field] : []), ...(field.types ?? [])]),
  ]);
}

async function groupFoldersOnDisk(contentDir: string): Promise<string[]> {
  const entries = await readdir(path.join(contentDir, 'pages'), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && existsSync(path.join(contentDir, 'pages', entry.name, '_group.yaml')))
    .map((entry) => entry.name)
    .sort();
}

let config: CmsConfig;
let decap: DecapInNode;
let serviceOptions: string[];

beforeAll(async () => {
  [config, decap] = await Promise.all([makeCmsConfig({ root }), loadDecapInNode(root)]);
  serviceOptions = (
    parse(await readFile(path.join(root, 'content/site.yaml'), 'utf8')) as { forms: { serviceOptions: string[] } }
  ).forms.serviceOptions;
});

describe('the web editor configuration', () => {
  it('has a form field for every field of site.yaml, with its description, bounds, pattern and choices', () => {
    const [file] = collection(config, 'site').files ?? [];
    expect(file?.file).toBe('content/site.yaml');
    expect(fieldsDrift(jsonSchemaOf(siteSchema), file?.fields ?? [], '', { serviceOptions })).toEqual([]);
  });

  it('has each group folder on disk as a file of "Service groups" with every field of _group.yaml, and a collection of its pages', async () => {
    const folders = await groupFoldersOnDisk(path.join(root, 'content'));
    expect(folders.length).toBeGreaterThan(0);
    const files = collection(config, 'groups').files ?? [];
    expect(files.map((file) => file.name).sort()).toEqual(folders);
    for (const folder of folders) {
      const file = files.find((item) => item.name === folder);
      expect(file?.file).toBe(`content/pages/${folder}/_group.yaml`);
      expect(fieldsDrift(jsonSchemaOf(groupSchema), file?.fields ?? [], '', { serviceOptions })).toEqual([]);
      const pages = collection(config, `pages-${folder}`);
      expect({ folder: pages.folder, create: pages.create, format: pages.format, extension: pages.extension }).toEqual({
        folder: `content/pages/${folder}`,
        create: true,
        format: 'frontmatter',
        extension: 'md',
      });
      const title = (
        parse(await readFile(path.join(root, 'content/pages', folder, '_group.yaml'), 'utf8')) as { title: string }
      ).title;
      expect(pages.label).toBe(`${title} pages`);
    }
  });

  it('has every front matter field and every kind of block in each collection of pages, then the Markdown body', () => {
    const pageCollections = collectionsOf(config).filter((item) => item.folder !== undefined);
    expect(pageCollections.map((item) => item.name)).toContain('pages');
    for (const pages of pageCollections) {
      const fields = pages.fields ?? [];
      const body = fields.at(-1);
      expect(body).toMatchObject({ name: 'body', widget: 'markdown', check_path: 'body', required: false });
      // A new page's file is named after its title, so the form asks for it (see the test of titles below).
      expect(
        fieldsDrift(jsonSchemaOf(pageSchema), fields.slice(0, -1), '', { serviceOptions }, { required: ['title'] }),
      ).toEqual([]);
    }
  });

  it("offers site.yaml's service options as the choices of a page's service", () => {
    expect(serviceOptions.length).toBeGreaterThan(1);
    for (const pages of collectionsOf(config).filter((item) => item.folder !== undefined)) {
      expect(fieldNamed(pages.fields, 'service')).toMatchObject({
        widget: 'select',
        options: serviceOptions,
        required: false,
      });
    }
  });

  it('keeps the tagline, 25 kinds of block, pictures, logos and check paths as pinned here', () => {
    const site = collection(config, 'site').files?.[0]?.fields;
    expect(fieldNamed(site, 'tagline')).toEqual({
      name: 'tagline',
      label: 'Tagline',
      widget: 'string',
      check_path: 'tagline',
      required: true,
      hint: 'Tagline shown in the footer.',
    });
    expect(fieldNamed(fieldNamed(fieldNamed(site, 'contact').fields, 'hours').fields, 'opens')).toMatchObject({
      pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'a time like 08:00, from 00:00 to 23:59'],
      check_path: 'contact.hours.opens',
    });
    expect(fieldNamed(site, 'foundingYear')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1900,
      max: 2100,
    });
    expect(fieldNamed(fieldNamed(site, 'social').fields, 'url')).toMatchObject({
      check_path: 'social.*.url',
      pattern: ['^https://', 'a full web address starting with https://'],
    });
    expect(fieldNamed(site, 'ogImage')).toMatchObject({
      widget: 'image',
      media_folder: '/public/images',
      public_folder: '/images',
    });

    const pages = collection(config, 'pages').fields;
    expect(fieldNamed(pages, 'navLabel').label).toBe('Menu label');
    expect(fieldNamed(pages, 'order')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      default: 100,
      required: false,
    });
    expect(fieldNamed(pages, 'sitemap').hint).toBe(
      'List the page in sitemap.xml for search engines. On unless switched off: a file that does not set it is on, though the switch then shows off.',
    );
    expect(fieldNamed(pages, 'draft').hint).toBe(
      'A page still being written: npm run dev shows it with a Draft label; npm run build leaves it out of the site, its menus and sitemap.xml.',
    );
    expect(collection(config, 'pages-compliance').sortable_fields).toEqual([
      { field: 'order', default_sort: 'asc' },
      'title',
    ]);
    const blocks = fieldNamed(pages, 'blocks');
    expect(blocks).toMatchObject({ widget: 'list', typeKey: 'type', label_singular: 'Block' });
    expect(blocks.types).toHaveLength(25);
    // The closing band is named for what it is, not as a menu's button (a field named cta).
    expect(fieldNamed(blocks.types, 'cta').label).toBe('Closing call to action');
    const imageText = fieldNamed(blocks.types, 'image-text');
    expect(imageText.label).toBe('Image text');
    expect(fieldNamed(imageText.fields, 'heading').check_path).toBe('blocks.*.heading');
    expect(fieldNamed(imageText.fields, 'text')).toMatchObject({ widget: 'markdown', modes: ['raw', 'rich_text'] });
    // A picture's source is a file of content/images/, written as its bare name.
    expect(fieldNamed(fieldNamed(imageText.fields, 'image').fields, 'source')).toMatchObject({
      widget: 'image',
      media_folder: '/content/images',
      public_folder: '',
      check_path: 'blocks.*.image.source',
    });
    // A logo is a file of public/, written as its address.
    const partners = fieldNamed(fieldNamed(blocks.types, 'partners').fields, 'partners');
    expect(fieldNamed(fieldNamed(partners.fields, 'logo').fields, 'src')).toMatchObject({
      widget: 'image',
      media_folder: '/public/images/partners',
      public_folder: '/images/partners',
      check_path: 'blocks.*.partners.*.logo.src',
    });
    // A project may have no logo; Decap would check the logo's fields all the same, so none is required.
    const projects = fieldNamed(fieldNamed(blocks.types, 'projects').fields, 'projects');
    expect(fieldNamed(projects.fields, 'logo').required).toBe(false);
    expect(fieldNamed(fieldNamed(projects.fields, 'logo').fields, 'src')).toMatchObject({
      widget: 'image',
      required: false,
      public_folder: '/images/projects',
    });
    expect(fieldNamed(fieldNamed(blocks.types, 'home-hero').fields, 'areas')).toMatchObject({
      widget: 'list',
      min: 4,
      max: 4,
      field: { check_path: 'blocks.*.areas.*' },
    });
  });

  it('gives every form field a check path', () => {
    const fields = collectionsOf(config).flatMap((item) =>
      everyField([...(item.fields ?? []), ...(item.files ?? []).flatMap((file) => file.fields)]),
    );
    expect(fields.length).toBeGreaterThan(500);
    expect(
      fields
        .filter((field) => typeof field.check_path !== 'string' || field.check_path === '')
        .map((field) => field.name),
    ).toEqual([]);
  });

  it('asks for the title of a page, which every page on disk has, and names new pages in lower-case slugs', async () => {
    const files = (await listFiles(path.join(root, 'content/pages'))).filter((file) => file.endsWith('.md'));
    const untitled: string[] = [];
    for (const file of files) {
      const source = parseContentSource(file, await readFile(path.join(root, 'content/pages', file), 'utf8'));
      const data = source.document.toJS() as { title?: unknown };
      if (typeof data.title !== 'string') untitled.push(file);
    }
    expect(untitled).toEqual([]);
    for (const pages of collectionsOf(config).filter((item) => item.folder !== undefined)) {
      expect(pages).toMatchObject({ identifier_field: 'title', slug: '{{slug}}' });
      expect(fieldNamed(pages.fields, 'title').required).toBe(true);
    }
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
  });

  it('is a configuration Decap CMS accepts', () => {
    expect(() => decap.validateConfig(config)).not.toThrow();
    // As config.yml, the page form shared by the collections of pages is written once and referred to: Decap reads it back whole.
    const yaml = stringify(config, { lineWidth: 0 });
    expect(yaml).toMatch(/fields: \*/);
    expect(parse(yaml, { maxAliasCount: -1, merge: true })).toEqual(config);
    // The check reads each widget's own rules: a choice without its options is refused.
    const broken = {
      ...config,
      collections: [{ name: 'x', label: 'X', folder: 'content/x', fields: [{ name: 'a', widget: 'select' }] }],
    };
    expect(() => decap.validateConfig(broken)).toThrow(/must have required property 'options'/);
  });
});

describe('the web editor backend', () => {
  const siteWith = async (editing: string | undefined, run: (contentDir: string) => Promise<void>) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cms-config-'));
    try {
      await cp(path.join(root, 'content/site.yaml'), path.join(dir, 'site.yaml'));
      if (editing)
        await writeFile(
          path.join(dir, 'site.yaml'),
          `${await readFile(path.join(dir, 'site.yaml'), 'utf8')}\n${editing}`,
        );
      await run(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it("saves to main through Netlify's git-gateway, as commits, when site.yaml says nothing", async () => {
    await siteWith(undefined, async (contentDir) => {
      const made = await makeCmsConfig({ root, contentDir });
      expect(made.backend).toEqual({ name: 'git-gateway', branch: 'main' });
      expect(made.publish_mode).toBe('simple');
      expect(made).not.toHaveProperty('local_backend');
    });
  });

  it('shows editing and forms.endpoint locked, with a note that a developer changes them in content/site.yaml', async () => {
    const made = await makeCmsConfig({ root });
    const site = (made.collections as Array<{ name: string; files?: Array<{ fields: CmsField[] }> }>).find(
      (collection) => collection.name === 'site',
    )!.files![0]!.fields;
    const editing = site.find((field) => field.name === 'editing')!;
    const endpoint = site.find((field) => field.name === 'forms')!.fields!.find((field) => field.name === 'endpoint')!;
    for (const field of [editing, endpoint]) {
      expect(field.widget).toBe('locked');
      expect(field.hint).toBe('A developer changes this in content/site.yaml; the web editor shows it only.');
      expect(field.fields).toBeUndefined();
    }
    // The other form settings stay editable.
    expect(
      site.find((field) => field.name === 'forms')!.fields!.find((field) => field.name === 'ids')!.widget,
    ).not.toBe('locked');
  });

  it("takes the backend, repository, login service and editorial workflow from site.yaml's editing:", async () => {
    const editing = [
      'editing:',
      '  backend: github',
      '  repo: mutapa/website',
      '  branch: live',
      '  baseUrl: https://auth.example.co.zw',
      '  authEndpoint: oauth/authorize',
      '  editorialWorkflow: true',
      '',
    ].join('\n');
    await siteWith(editing, async (contentDir) => {
      expect(siteSchema.safeParse(parse(await readFile(path.join(contentDir, 'site.yaml'), 'utf8'))).success).toBe(
        true,
      );
      const made = await makeCmsConfig({ root, contentDir });
      expect(made.backend).toEqual({
        name: 'github',
        branch: 'live',
        repo: 'mutapa/website',
        base_url: 'https://auth.example.co.zw',
        auth_endpoint: 'oauth/authorize',
      });
      expect(made.publish_mode).toBe('editorial_workflow');
      expect(() => decap.validateConfig(made)).not.toThrow();
      // npm run cms writes each save to its file: the local backend keeps no pull requests.
      const local = await makeCmsConfig({ root, contentDir, localBackend: true });
      expect(local.publish_mode).toBe('simple');
    });
  });

  it('lets npm run cms use the local backend', async () => {
    const made = await makeCmsConfig({ root, localBackend: true });
    expect(made.local_backend).toBe(true);
  });
});

describe('a save through the web editor', () => {
  const contentFiles = async () =>
    [
      'content/site.yaml',
      ...(await listFiles(path.join(root, 'content/pages'))).map((file) => `content/pages/${file}`),
    ].filter((file) => /\.(md|yaml)$/.test(file));

  /** A file's data and body as the build reads them. */
  const asBuilt = (file: string, text: string) => {
    const source = parseContentSource(file, text);
    return { data: source.document.toJS() as unknown, body: source.body };
  };

  it('leaves the data of every content file unchanged when nothing was changed', async () => {
    const files = await contentFiles();
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8');
      const fields = formOf(config, file);
      expect(fields, file).toBeDefined();
      const saved = writeEntry(decap, file, readEntry(decap, file, text), fields ?? []);
      expect(asBuilt(file, saved), file).toEqual(asBuilt(file, text));
    }
  });

  it("keeps the first line naming the schema for editors' YAML tools", async () => {
    for (const file of (await contentFiles()).filter((item) => item.endsWith('.yaml'))) {
      const text = await readFile(path.join(root, file), 'utf8');
      const saved = writeEntry(decap, file, readEntry(decap, file, text), formOf(config, file) ?? []);
      expect(saved.split('\n')[0], file).toBe(text.split('\n')[0]);
      expect(saved.split('\n')[0], file).toMatch(/^# yaml-language-server: \$schema=/);
    }
  });

  it('changes one line for a one-field change once the file has been saved by the editor before', async () => {
    const file = 'content/site.yaml';
    const fields = formOf(config, file) ?? [];
    const saved = writeEntry(
      decap,
      file,
      readEntry(decap, file, await readFile(path.join(root, file), 'utf8')),
      fields,
    );
    const changed = writeEntry(
      decap,
      file,
      { ...readEntry(decap, file, saved), tagline: 'Simple answers to hard problems' },
      fields,
    );
    expect(changedLines(saved, changed)).toEqual({ removed: 1, added: 1 });
    expect(changed).toContain('\ntagline: Simple answers to hard problems\n');
  });
});

describe('the YAML schemas in Visual Studio Code', () => {
  /** A glob of .vscode/settings.json as a pattern: `*` is any name within a folder. */
  const globPattern = (glob: string) =>
    new RegExp(
      `^${glob
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')}$`,
    );

  it('maps each YAML content file to the schema its first line names, for when that line is lost', async () => {
    const settings = JSON.parse(await readFile(path.join(root, '.vscode/settings.json'), 'utf8')) as {
      'yaml.schemas': Record<string, string[]>;
    };
    const mappings = Object.entries(settings['yaml.schemas']);
    const files = [
      'content/site.yaml',
      ...(await listFiles(path.join(root, 'content/pages')))
        .filter((file) => file.endsWith('_group.yaml'))
        .map((file) => `content/pages/${file}`),
    ];
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const firstLine = (await readFile(path.join(root, file), 'utf8')).split('\n')[0] ?? '';
      const named = path.posix.join(
        path.posix.dirname(file),
        firstLine.replace(/^# yaml-language-server: \$schema=/, ''),
      );
      const mapped = mappings
        .filter(([, globs]) => globs.some((glob) => globPattern(glob).test(file)))
        .map(([schema]) => path.posix.normalize(schema));
      expect(mapped, file).toEqual([named]);
    }
  });
});
