/**
 * The build's own checks, run in the web editor on an entry before it is
 * saved: the file the entry would write is made, read back and validated
 * with the same zod schemas and the same checks across files (links to pages
 * that do not exist, pictures, the service a page preselects), so the editor
 * refuses what the build would refuse, with the build's words.
 */
import { stringify } from 'yaml';
import { checkReferences, internalLinks } from '../../content/links/check-references';
import { fieldLinkProblems } from '../../content/links/field-links';
import { invalidSiteOf } from '../../content/links/invalid-site';
import { refusedPageOf } from '../../content/links/refused-page';
import { isWarning, type ContentProblem } from '../../problems/errors';
import { markdownLinksOf, markdownProblems, markdownTextsOf } from '../../content/markdown/markdown-checks';
import type { PageSummary } from '../../content/model';
import { routeOf } from '../../content/page-header';
import { picturesIn } from '../../content/files/pictures';
import { parseContentSource, type ContentSource } from '../../content/yaml/source';
import { validateSource } from '../../content/yaml/validate';
import { groupSchema } from '../../../templates/model/group';
import { pageSchema } from '../../../templates/model/page';
import { ownSiteOf } from '../../../templates/model/own-site';
import { siteSchema, type Site } from '../../../templates/model/site';
import type { AdminData } from '../admin-data';

/** An entry as the editor holds it: the file it saves to, and its fields (a page's Markdown in `body`). */
export interface EntryFile {
  /** Path of the file from the project root, like content/pages/about.md; empty for a page not yet saved. */
  path: string;
  data: Record<string, unknown>;
  /**
   * Files the save brings with it or that were uploaded since the editor opened (paths from the project
   * root, like content/images/team.png): pictures the site does not have yet, which a field may name.
   */
  media?: readonly string[];
}

/** The pictures of content/images/ and the files of public/ as the site will have them once the entry is saved. */
function filesAfterSave(entry: EntryFile, site: AdminData): { images: Set<string>; publicFiles: Set<string> } {
  const images = new Set(site.images);
  const publicFiles = new Set(site.publicFiles);
  const imagesDir = `${site.contentDir}/images/`;
  for (const file of entry.media ?? []) {
    if (file.startsWith(imagesDir)) images.add(file.slice(imagesDir.length));
    else if (file.startsWith('public/')) publicFiles.add(file.slice('public'.length));
  }
  return { images, publicFiles };
}

type Kind = 'site' | 'group' | 'page';

function kindOf(file: string): Kind {
  if (file.endsWith('/_group.yaml')) return 'group';
  if (file.endsWith('.yaml')) return 'site';
  return 'page';
}

/** The text the editor would write for the entry (what the build will read). */
export function fileText(entry: EntryFile): string {
  if (kindOf(entry.path) !== 'page') return stringify(entry.data);
  const { body, ...frontMatter } = entry.data;
  return `---\n${stringify(frontMatter)}---\n${typeof body === 'string' ? body : ''}`;
}

/** site.yaml as the site has it, checked, for the checks of a page against it. */
function knownSite(data: AdminData): { data: Site; source: ContentSource } | undefined {
  const source = parseContentSource(`${data.contentDir}/site.yaml`, stringify(data.site ?? {}));
  const parsed = siteSchema.safeParse(data.site);
  return parsed.success ? { data: parsed.data, source } : undefined;
}

/** Every problem the build would stop on in this entry (its warnings left out). */
export function problemsOfEntry(entry: EntryFile, site: AdminData): ContentProblem[] {
  const kind = kindOf(entry.path || '.md');
  const file = entry.path || `${site.contentDir}/pages/new-page.md`;
  const source = parseContentSource(file, fileText(entry));
  const schema = kind === 'site' ? siteSchema : kind === 'group' ? groupSchema : pageSchema;
  const validation = validateSource(source, schema);
  const refused = validation.ok ? [] : validation.problems.filter((problem) => !isWarning(problem));
  // site.yaml's other mistakes show with the schema's, as the build shows them (invalid-site.ts).
  const invalidSite = !validation.ok && kind === 'site' ? invalidSiteOf(source, validation.problems) : undefined;
  const pagesPrefix = `${site.contentDir}/pages/`;
  const ownRoute =
    kind === 'page' && file.startsWith(pagesPrefix) && entry.path ? routeOf(file.slice(pagesPrefix.length)) : undefined;
  const route = ownRoute ?? '/new-page';
  const siteRead =
    kind !== 'site' ? knownSite(site) : validation.ok ? { data: validation.data as Site, source } : undefined;
  // A link written with the site's own address is a link inside it, checked as the build checks it.
  const own = ownSiteOf([siteRead?.data.url]);
  // A page's other mistakes show with the schema's, as the build shows them (refused-page.ts).
  const refusedPage =
    !validation.ok && kind === 'page' ? refusedPageOf(source, validation.problems, route, own) : undefined;
  if (!validation.ok && !invalidSite && !refusedPage) return refused;

  const pages: Array<Pick<PageSummary, 'file' | 'route' | 'links' | 'pictures' | 'service' | 'draft'>> = site.pages
    .filter((page) => routeOf(page.file) !== ownRoute)
    .map((page) => ({
      file: `${pagesPrefix}${page.file}`,
      route: page.route,
      links: [],
      pictures: [],
      service: undefined,
      draft: page.draft,
    }));
  const markdown: ContentProblem[] = validation.ok
    ? fieldLinkProblems(source, validation.data, own)
    : (invalidSite?.linkSlips ?? refusedPage?.slips ?? []);
  if (refusedPage) pages.push({ ...refusedPage.page, file, route, pictures: [], service: undefined });
  if (kind === 'page' && validation.ok) {
    const data = validation.data as { blocks: Array<{ type: string }> } & Record<string, unknown>;
    const body = typeof entry.data.body === 'string' ? entry.data.body : '';
    const texts = markdownTextsOf(data, body);
    markdown.push(...markdownProblems(source, texts, route, own));
    pages.push({
      file,
      route,
      links: [...internalLinks(data, own), ...markdownLinksOf(texts, route, own)],
      pictures: picturesIn(data.blocks),
      service: typeof data.service === 'string' ? data.service : undefined,
      draft: data.draft === true,
    });
  }
  const { images, publicFiles } = filesAfterSave(entry, site);
  const empty = new Map<string, ContentSource>();
  const problems = [
    ...refused,
    ...markdown,
    ...checkReferences({
      site: siteRead,
      invalidSite,
      pages,
      groupIds: new Set(site.groups),
      unreadRoutes: new Set(),
      draftRoutes: new Set(site.pages.filter((page) => page.draft).map((page) => page.route)),
      publicFileExists: (sitePath) => publicFiles.has(sitePath),
      sourceImageExists: (name) => images.has(name),
      sourceOf: (name) => {
        if (name === file) return source;
        if (siteRead && name === siteRead.source.file) return siteRead.source;
        const known = empty.get(name) ?? parseContentSource(name, '');
        empty.set(name, known);
        return known;
      },
    }),
  ];
  // Only this entry's: the other files are the site as it is, checked by the build.
  return problems.filter((problem) => problem.location.file === file && !isWarning(problem));
}

/** A problem in one line, as the editor shows it beside its field. */
export function problemMessage(problem: ContentProblem): string {
  const found = problem.found ? ` Found ${problem.found}.` : '';
  const expected = problem.expected ? ` Expected ${problem.expected}.` : '';
  return `${problem.title}.${expected}${found}${problem.hint ? ` ${problem.hint}` : ''}`;
}

/** The field a problem is at, as the editor's configuration names fields: `blocks[2].items[0].title` → `blocks.*.items.*.title`. */
export function checkPathOf(problem: ContentProblem): string {
  return problem.field.replace(/\[\d+\]/g, '.*').replace(/^\./, '');
}

/** The value at a problem's field in the entry's data, to tell which list item it belongs to. */
export function valueAtField(data: unknown, field: string): unknown {
  let value = data;
  for (const key of field.match(/[^.[\]]+/g) ?? []) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
