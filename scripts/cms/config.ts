/**
 * The web editor's configuration (Decap CMS), made from the same zod schemas
 * the build validates with, so its forms ask for what the build accepts.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { groupSchema } from '../../templates/model/group';
import { pageSchema } from '../../templates/model/page';
import { siteSchema, type Site } from '../../templates/model/site';
import {
  BODY_BUTTONS,
  CONTENT_IMAGES,
  fieldsOf,
  markdownWidget,
  type CmsField,
  type FieldContext,
  type ZodLike,
} from './config/fields';
import { labelOf } from './config/labels';
import { lockSecuritySettings } from './config/locked';

export type { CmsField } from './config/fields';

export interface CmsConfigOptions {
  /** Project root. */
  root: string;
  /** Folder holding site.yaml and pages/ (content/ unless told otherwise). */
  contentDir?: string;
  /** Edits the local checkout through the dev server's local backend (npm run cms). */
  localBackend?: boolean;
}

/** A Decap CMS configuration object, as config.yml would hold it. */
export type CmsConfig = Record<string, unknown>;

/** A service group on disk: its folder under pages/ and its title. */
export interface GroupFolder {
  id: string;
  title: string;
}

/** The field a new page's file is named after, so the form asks for it even though a page on disk may leave it out. */
export const IDENTIFIER_FIELD = 'title';

/** The first line of site.yaml and each _group.yaml, naming its JSON Schema for editors' YAML tools; a save writes it back above the first key. */
const schemaComment = (schemaFile: string) => `yaml-language-server: $schema=${schemaFile}`;

/** The content folder as the editing app names it, wherever it is (npm run cms -- --content DIR): the local backend maps it. */
export const EDITOR_CONTENT_DIR = 'content';

export async function makeCmsConfig(options: CmsConfigOptions): Promise<CmsConfig> {
  const contentDir = options.contentDir ?? path.join(options.root, 'content');
  const content = EDITOR_CONTENT_DIR;
  const site = await readSite(contentDir);
  const groups = await readGroups(contentDir);
  const context: FieldContext = { serviceOptions: site.serviceOptions, groups: groups.map((group) => group.id) };
  const pageFields = pageFormFields(context);
  const groupFields = withComment(
    fieldsOf(groupSchema as unknown as ZodLike, '', context),
    schemaComment('../../schemas/group.schema.json'),
  );
  return {
    ...backendOf(site.editing, options.localBackend ?? false),
    ...(site.url ? { site_url: site.url } : {}),
    // Pictures' sources; fields naming a file of public/ carry their own folders.
    media_folder: CONTENT_IMAGES.media_folder.slice(1),
    public_folder: CONTENT_IMAGES.public_folder,
    // New pages' file names: lower-case letters, digits and hyphens, as the build accepts.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'site',
        label: 'Site settings',
        // Named, so the app's own writer for it is used (it keeps the file's lines that did not change).
        format: 'yml',
        files: [
          {
            name: 'site',
            label: 'Site settings',
            file: `${content}/site.yaml`,
            fields: withComment(
              lockSecuritySettings(fieldsOf(siteSchema as unknown as ZodLike, '', context)),
              schemaComment('schemas/site.schema.json'),
            ),
          },
        ],
      },
      {
        name: 'groups',
        label: 'Service groups',
        label_singular: 'Service group',
        format: 'yml',
        files: groups.map((group) => ({
          name: group.id,
          label: group.title,
          file: `${content}/pages/${group.id}/_group.yaml`,
          fields: groupFields,
        })),
      },
      pagesCollection('pages', 'Pages', 'Page', `${content}/pages`, pageFields),
      ...groups.map((group) => ({
        ...pagesCollection(
          `pages-${group.id}`,
          `${group.title} pages`,
          `${group.title} page`,
          `${content}/pages/${group.id}`,
          pageFields,
        ),
        // In the order of the group's menus.
        sortable_fields: [{ field: 'order', default_sort: 'asc' }, 'title'],
      })),
    ],
  };
}

/** The backend of site.yaml's `editing:` (Netlify's git-gateway on main when it has none), and the local one for npm run cms. */
function backendOf(editing: Site['editing'], localBackend: boolean): CmsConfig {
  const backend = {
    name: editing?.backend ?? 'git-gateway',
    branch: editing?.branch ?? 'main',
    ...(editing?.repo ? { repo: editing.repo } : {}),
    ...(editing?.baseUrl ? { base_url: editing.baseUrl } : {}),
    ...(editing?.authEndpoint ? { auth_endpoint: editing.authEndpoint } : {}),
  };
  return {
    backend,
    // The local backend writes each save to the file at once: it keeps no pull requests.
    publish_mode: editing?.editorialWorkflow && !localBackend ? 'editorial_workflow' : 'simple',
    // The admin app gives the local backend's address at run time.
    ...(localBackend ? { local_backend: true } : {}),
  };
}

/** A page's form: its front matter, with the title asked for (new pages are named after it), then its Markdown body. */
function pageFormFields(context: FieldContext): CmsField[] {
  const fields = fieldsOf(pageSchema as unknown as ZodLike, '', context).map((field) =>
    field.name === IDENTIFIER_FIELD ? { ...field, required: true } : field,
  );
  const body: CmsField = {
    name: 'body',
    label: 'Text of the page',
    check_path: 'body',
    required: false,
    hint: "The text under the page's blocks, in Markdown: ## headings, **bold**, [links](/contact) and lists.",
    ...markdownWidget(BODY_BUTTONS),
  };
  return [...fields, body];
}

function pagesCollection(name: string, label: string, singular: string, folder: string, fields: CmsField[]) {
  return {
    name,
    label,
    label_singular: singular,
    folder,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    identifier_field: IDENTIFIER_FIELD,
    slug: '{{slug}}',
    summary: '{{title}}',
    fields,
  };
}

/** Fields with the first one carrying the comment a save writes above the file's first key. */
function withComment(fields: CmsField[], comment: string): CmsField[] {
  const [first, ...rest] = fields;
  return first ? [{ ...first, comment }, ...rest] : fields;
}

/** What the configuration takes from site.yaml: its address, service options and editing settings, as far as they can be read. */
interface SiteSettings {
  url?: string;
  serviceOptions: string[];
  editing?: Site['editing'];
}

/** site.yaml's settings; a file the build rejects still gives what it can (the build reports the rest). */
/** Where staff log in and save, as site.yaml's `editing:` says (Netlify's git-gateway when it says nothing). */
export const editingOf = async (contentDir: string): Promise<Site['editing']> => (await readSite(contentDir)).editing;

async function readSite(contentDir: string): Promise<SiteSettings> {
  const data = await readYaml(path.join(contentDir, 'site.yaml'));
  const parsed = siteSchema.safeParse(data);
  if (parsed.success)
    return { url: parsed.data.url, serviceOptions: parsed.data.forms.serviceOptions, editing: parsed.data.editing };
  const record = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const options = record(record(data).forms).serviceOptions;
  const editing = siteSchema.shape.editing.safeParse(record(data).editing);
  return {
    serviceOptions: Array.isArray(options)
      ? options.filter((option): option is string => typeof option === 'string')
      : [],
    ...(editing.success ? { editing: editing.data } : {}),
  };
}

async function readYaml(file: string): Promise<unknown> {
  try {
    return parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The group folders of pages/ (those with a _group.yaml), in the groups' order, with their titles. */
export async function readGroups(contentDir: string): Promise<GroupFolder[]> {
  const pagesDir = path.join(contentDir, 'pages');
  const entries = await readdir(pagesDir, { withFileTypes: true }).catch(() => []);
  const groups: Array<GroupFolder & { order: number }> = [];
  for (const entry of entries.filter((item) => item.isDirectory())) {
    const file = path.join(pagesDir, entry.name, '_group.yaml');
    if (!existsSync(file)) continue;
    const group = groupSchema.partial().safeParse(await readYaml(file));
    const title = group.success && group.data.title ? group.data.title : labelOf(entry.name);
    const order = group.success && group.data.order !== undefined ? group.data.order : Number.MAX_SAFE_INTEGER;
    groups.push({ id: entry.name, title, order });
  }
  return groups.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)).map(({ id, title }) => ({ id, title }));
}
