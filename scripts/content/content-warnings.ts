/**
 * Matters of taste, said as warnings: printed by check and build, they do
 * not stop the build. A header with more groups than fit beside the logo at
 * 1280 px; two pages with one title (the browser tab and search results
 * cannot tell them apart); a group no published page is in (its menu is empty).
 */
import type { GroupData } from '../schemas/group';
import type { Site } from '../schemas/site';
import { codeFrame } from '../problems/code-frame';
import type { ContentProblem } from '../problems/errors';
import { locateOffset } from './locate';
import type { PageSummary } from './model';
import { positionOf, type ContentSource } from './source';
import { formatFieldPath } from './validate';

/**
 * Measured in Chromium at 1280 px, the narrowest width with the wide menu
 * (scripts/bench/header-groups.ts, on the built site): the real header (4
 * groups, 3 links and the button) leaves 56 px beside the logo, and a group
 * menu takes 116 to 149 px, so a fifth group pushes the menu into the logo.
 */
export const HEADER_GROUPS_ON_ONE_LINE = 4;

interface WarningInput {
  site: { data: Site; source: ContentSource } | undefined;
  /** The pages the site is built with. */
  pages: readonly PageSummary[];
  groups: ReadonlyArray<{ id: string; data: GroupData; pages: readonly PageSummary[] }>;
  sourceOf: (file: string) => ContentSource;
  /** A group's _group.yaml. */
  groupSourceOf: (id: string) => ContentSource;
}

type Detail = Pick<ContentProblem, 'title' | 'expected' | 'found' | 'hint'>;

export function contentWarnings(input: WarningInput): ContentProblem[] {
  const warnings: ContentProblem[] = [];
  if (input.site) warnings.push(...headerWidth(input.site.data, input.site.source));

  const byTitle = new Map<string, PageSummary>();
  for (const page of input.pages) {
    const earlier = byTitle.get(page.title);
    // Two files for one address are an error already.
    if (earlier?.route === page.route) continue;
    if (!earlier) {
      byTitle.set(page.title, page);
      continue;
    }
    warnings.push(
      warningAt(input.sourceOf(page.file), ['title'], {
        title: 'Two pages with one title',
        expected: 'a title of its own for each page',
        found: `"${page.title}", the title of ${earlier.file} too`,
        hint: 'Give one of the pages another title: browser tabs and search results show the title alone.',
      }),
    );
  }

  for (const group of input.groups) {
    if (group.pages.length > 0) continue;
    warnings.push(
      warningAt(input.groupSourceOf(group.id), [], {
        title: 'Group without pages',
        expected: 'at least one published page in the folder',
        found: 'no page, or drafts only',
        hint: `Add a page to content/pages/${group.id}/, or publish one of its drafts; its menu is empty until then.`,
      }),
    );
  }
  return warnings;
}

function headerWidth(site: Site, source: ContentSource): ContentProblem[] {
  const groupIndexes = site.navigation.header.flatMap((item, index) => ('group' in item ? [index] : []));
  const extra = groupIndexes[HEADER_GROUPS_ON_ONE_LINE];
  if (extra === undefined) return [];
  return [
    warningAt(source, ['navigation', 'header', extra], {
      title: 'Too many groups in the header',
      expected: `at most ${HEADER_GROUPS_ON_ONE_LINE} groups: more do not fit on one line of a 1280 px wide screen`,
      found: `${groupIndexes.length} groups`,
      hint: 'Leave a group out of the header (it stays in the footer and on the site map), or merge two groups.',
    }),
  ];
}

function warningAt(source: ContentSource, fieldPath: Array<string | number>, detail: Detail): ContentProblem {
  const { line, column } = positionOf(source, locateOffset(source, fieldPath));
  return {
    ...detail,
    severity: 'warning',
    field: formatFieldPath(fieldPath),
    location: { file: source.file, line, column },
    frame: codeFrame(source.text, line, column),
  };
}
