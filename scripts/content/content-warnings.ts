/**
 * Matters of taste, said as warnings: printed by check and build, they do
 * not stop the build. A header with more groups than fit beside the logo at
 * 1280 px; two pages with one title (the browser tab and search results
 * cannot tell them apart); a group no published page is in (its menu is empty);
 * a page that would show its banner alone; a description search results cut.
 */
import type { GroupData } from '../../templates/model/group';
import type { Site } from '../../templates/model/site';
import { codeFrame } from '../problems/code-frame';
import type { ContentProblem } from '../problems/errors';
import { locateOffset } from './yaml/locate';
import type { PageSummary } from './model';
import { positionOf, type ContentSource } from './yaml/source';
import { formatFieldPath } from './yaml/validate';

/**
 * Measured in Chromium at 1280 px, the narrowest width with the wide menu
 * (scripts/bench/header-groups.ts, on the built site): the real header (4
 * groups, 3 links and the button) leaves 56 px beside the logo, and a group
 * menu takes 116 to 149 px, so a fifth group pushes the menu into the logo.
 */
export const HEADER_GROUPS_ON_ONE_LINE = 4;

/** Characters of a description search results show; they cut a longer one (Google's snippets stop near 160). */
export const DESCRIPTION_LENGTH = 160;

/** Characters of a title search results show before they cut it (about 60), with room for the company name after it. */
export const TITLE_LENGTH = 70;

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

  for (const page of input.pages) {
    if (page.showsOnlyBanner) warnings.push(onlyBanner(input.sourceOf(page.file), page));
    const title = [...page.title];
    if (title.length > TITLE_LENGTH)
      warnings.push(
        warningAt(input.sourceOf(page.file), ['title'], {
          title: 'Title too long',
          expected: `a title of at most ${TITLE_LENGTH} characters: browser tabs, menus and search results show a few words`,
          found: `${title.length} characters, starting "${title.slice(0, 40).join('')}…"`,
          hint: 'Name the page in a few words; say the rest in its description: or its heading:.',
        }),
      );
    if (!page.ownDescription) {
      warnings.push(withoutDescription(input.sourceOf(page.file), page));
      continue;
    }
    const description = [...page.description];
    if (description.length > DESCRIPTION_LENGTH)
      warnings.push(
        warningAt(input.sourceOf(page.file), ['description'], {
          title: 'Description too long',
          expected: `a description of at most ${DESCRIPTION_LENGTH} characters: search results cut a longer one`,
          found: `${description.length} characters, cut after "…${description.slice(DESCRIPTION_LENGTH - 40, DESCRIPTION_LENGTH).join('')}"`,
          hint: 'Say what the page offers in one or two short sentences, the words that matter first.',
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

/** A page without a description: search results and shared links would show site.yaml's, as for every such page. */
function withoutDescription(source: ContentSource, page: PageSummary): ContentProblem {
  return warningAt(source, ['title'], {
    title: 'Page without description',
    expected: 'a description: of the page, in one or two sentences',
    found: `no description, so the page shows site.yaml's: "${[...page.description].slice(0, 60).join('')}${[...page.description].length > 60 ? '…' : ''}"`,
    hint: 'Add a line description: under the title, saying what this page offers; search results show it under the title.',
  });
}

/** A page with no text and no block but its banner, pointed at the end of its front matter, where its text goes. */
function onlyBanner(source: ContentSource, page: PageSummary): ContentProblem {
  const lines = source.text.split(/\r?\n/);
  const bodyLines = (source.body ?? '').split('\n').length;
  const line = Math.max(1, lines.length - bodyLines);
  return {
    title: 'Page without content',
    expected:
      page.layout === 'service'
        ? 'the text of the service below the front matter, or blocks after the banner'
        : 'blocks after the banner, or text below the front matter',
    found: 'a page that shows its banner alone',
    hint: "Write the page's text below the closing --- line, or add blocks to it; or make it a draft (draft: true) until it is ready.",
    severity: 'warning',
    field: '',
    location: { file: source.file, line, column: 1 },
    frame: codeFrame(source.text, line, 1),
  };
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
