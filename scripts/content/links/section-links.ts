/**
 * Links to parts of pages (`/contact#contact-form`, `#how-it-works`) and the
 * ids they end in, checked against the ids each page has as it is rendered
 * (render/page-ids.tsx): every id of the page is known, the layout's and
 * the blocks' as well as the headings'. A heading whose id another part of
 * the page has already, and two blocks that give the page one id, are
 * refused at their line: a link to that id would lead to the first of them.
 * A page that holds no id twice, and no two headings of one id, has nothing
 * to refuse: its ids are looked at only where a link leads into it.
 */
import { codeFrame } from '../../problems/code-frame';
import type { ContentProblem } from '../../problems/errors';
import { nearestName } from '../../problems/describe-value';
import { withoutBase } from '../../../templates/model/url';
import { linkProblem, problemAt, writtenLink } from './check-references';
import { filePosition } from '../markdown/markdown-checks';
import type { InternalLink, PageHeading, PageSummary } from '../model';
import type { ContentSource } from '../yaml/source';
import { allDistinct, type RenderedIds } from './rendered-ids';
import { formatFieldPath } from '../yaml/validate';

type Detail = Pick<ContentProblem, 'title' | 'expected' | 'found' | 'hint'>;

/** Fragments a browser handles without an element: the top of the page. */
const BUILT_IN = new Set(['', 'top']);
/** Ids named in a message, at most. */
const SHOWN = 10;

export interface SectionInput {
  /** The pages of the site, drafts included when the site shows them. */
  pages: ReadonlyArray<Pick<PageSummary, 'file' | 'route' | 'links' | 'headings' | 'blockTypes'>>;
  /** site.yaml's links, when it was read; its text is asked for only to show where a mistake is. */
  site?: { links: readonly InternalLink[]; source: () => ContentSource } | undefined;
  /** The ids of each rendered page; undefined for a page not rendered. */
  idsOf: (route: string) => RenderedIds | undefined;
  /** The site's base path: links may be written with it. */
  base: string;
  sourceOf: (file: string) => ContentSource;
}

export function sectionLinkProblems(input: SectionInput): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const rendered = input.pages.flatMap((page) => {
    const ids = input.idsOf(page.route);
    return ids ? [{ page, ids }] : [];
  });
  // The layout's ids are those every page has: valid targets, but not worth naming in a message (so worked out only for one).
  let layoutIds: ReadonlySet<string> | undefined;
  const everywhere = () => {
    if (layoutIds) return layoutIds;
    const common = new Set(rendered[0]?.ids.list ?? []);
    for (const { ids } of rendered) for (const id of [...common]) if (!ids.has(id)) common.delete(id);
    layoutIds = common;
    return common;
  };

  for (const { page, ids } of rendered)
    if (!ids.unique || !allDistinct(page.headings.map((heading) => heading.id)))
      problems.push(...collisions(page, ids.list, everywhere, input.sourceOf));

  const idsByRoute = new Map(rendered.map(({ page, ids }) => [page.route, ids]));
  const check = (links: readonly InternalLink[], source: () => ContentSource, from: string) => {
    for (const link of links) {
      const hash = link.value.indexOf('#');
      if (hash === -1) continue;
      const fragment = decoded(link.value.slice(hash + 1));
      // "#team" and "?a#team" lead into the page itself; "/#team" into the home page.
      const address = withoutBase(input.base, link.value.slice(0, hash)).split('?')[0]!;
      const target = address === '' ? from : address.replace(/\/$/, '') || '/';
      const ids = idsByRoute.get(target);
      if (!ids || BUILT_IN.has(fragment) || ids.has(fragment)) continue;
      const headings = input.pages.find((page) => page.route === target)?.headings ?? [];
      problems.push(linkProblem(source(), link, missingPart(link, fragment, target, ids.list, headings, everywhere())));
    }
  };
  if (input.site) check(input.site.links, input.site.source, '/');
  for (const page of input.pages) check(page.links, () => input.sourceOf(page.file), page.route);
  return problems;
}

/** A heading whose id the page has elsewhere, and blocks that give the page one id twice. */
function collisions(
  page: SectionInput['pages'][number],
  ids: readonly string[],
  everywhere: () => ReadonlySet<string>,
  sourceOf: (file: string) => ContentSource,
): ContentProblem[] {
  const count = new Map<string, number>();
  for (const id of ids) count.set(id, (count.get(id) ?? 0) + 1);
  const byHeadings = new Map<string, PageHeading[]>();
  for (const heading of page.headings) byHeadings.set(heading.id, [...(byHeadings.get(heading.id) ?? []), heading]);
  const problems: ContentProblem[] = [];
  for (const [id, headings] of byHeadings) {
    const others = (count.get(id) ?? 0) - headings.length;
    // With no other part of that id, the first heading keeps it.
    const refused = others > 0 ? headings : headings.slice(1);
    for (const heading of refused) {
      const holder =
        others === 0
          ? `the heading "${headings[0]!.written}" has it too`
          : everywhere().has(id)
            ? "the page's layout has it too, on every page"
            : 'a section of the page has it too';
      problems.push(headingProblem(sourceOf(page.file), heading, holder));
    }
  }
  const fromBlocks = [...count].filter(([id, times]) => times - (byHeadings.get(id)?.length ?? 0) > 1);
  if (fromBlocks.length > 0) {
    const seen = new Set<string>();
    const second = page.blockTypes.findIndex((type) => seen.size === seen.add(type).size);
    const [id] = fromBlocks[0]!;
    const source = sourceOf(page.file);
    problems.push(
      problemAt(source, second === -1 ? [] : ['blocks', second, 'type'], {
        title: 'Two blocks with one id',
        expected: 'at most one block of a kind that gives the page an id of its own',
        found: `${second === -1 ? 'parts of the page' : `a second ${page.blockTypes[second]} block`}, so the page has the id #${id} twice`,
        hint: `Keep one block of this kind on the page: a link to #${id} would lead to the first only.`,
      }),
    );
  }
  return problems;
}

function headingProblem(source: ContentSource, heading: PageHeading, holder: string): ContentProblem {
  const position = filePosition(source, heading.path, heading.at, heading.written);
  return {
    title: 'Heading with an id the page already has',
    expected: 'a heading whose id no other part of the page has: a link to an id leads to the first part that has it',
    found: `the heading "${heading.written}", linked to as #${heading.id}, and ${holder}`,
    hint: `Reword the heading: its id comes from its words, and #${heading.id} is taken.`,
    field: formatFieldPath(heading.path),
    location: { file: source.file, ...position },
    frame: codeFrame(source.text, position.line, position.column),
  };
}

function missingPart(
  link: InternalLink,
  fragment: string,
  route: string,
  ids: readonly string[],
  headings: readonly PageHeading[],
  everywhere: ReadonlySet<string>,
): Detail {
  // Headings first, then the page's own parts; not the layout's ids (on every page), nor the ids of a part's
  // own fields, which extend its id (#contact-form-email in #contact-form).
  const own = [...new Set([...headings.map((heading) => heading.id), ...ids])].filter((id) => !everywhere.has(id));
  const named = own.filter((id) => !own.some((other) => other !== id && id.startsWith(`${other}-`)));
  const shown = named.slice(0, SHOWN).map((id) => `#${id}`);
  const meant = nearestName(fragment, [...new Set(ids)]);
  return {
    title: 'Link to a part of a page that does not exist',
    expected:
      shown.length > 0
        ? `one of the ids of ${route}: ${shown.join(', ')}${named.length > SHOWN ? `, or another of its ${named.length - SHOWN} more` : ''}`
        : `a link to ${route} without #: the page has no headings or sections to link to`,
    found: `${writtenLink(link)}, and no #${fragment} on the page`,
    hint: `${meant ? `Did you mean #${meant}? ` : ''}A heading "## What we do for you" is linked to as #what-we-do-for-you: its words in lower case, with hyphens for spaces.`,
  };
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
