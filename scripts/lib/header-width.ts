/**
 * A matter of taste, said as a warning: a header menu with more groups than
 * fit on one line of a 1280 px wide screen wraps onto a second line.
 */
import type { Site } from '../schemas/site';
import { codeFrame } from './code-frame';
import type { ContentProblem } from './errors';
import { locateOffset } from './locate';
import { positionOf, type ContentSource } from './source';

/**
 * Measured in Chromium at 1280 px, the narrowest width with the wide menu
 * (scripts/bench/header-groups.ts, on the built site): the real header (4
 * groups, 3 links and the button) leaves 56 px beside the logo, and a group
 * menu takes 116 to 149 px, so a fifth group pushes the menu into the logo.
 */
export const HEADER_GROUPS_ON_ONE_LINE = 4;

export function checkHeaderWidth(site: Site, source: ContentSource): ContentProblem[] {
  const header = site.navigation.header;
  const groupIndexes = header.flatMap((item, index) => ('group' in item ? [index] : []));
  const extra = groupIndexes[HEADER_GROUPS_ON_ONE_LINE];
  if (extra === undefined) return [];
  const { line, column } = positionOf(source, locateOffset(source, ['navigation', 'header', extra]));
  return [
    {
      title: 'Too many groups in the header',
      severity: 'warning',
      location: { file: source.file, line, column },
      field: `navigation.header[${extra}]`,
      expected: `at most ${HEADER_GROUPS_ON_ONE_LINE} groups: more do not fit on one line of a 1280 px wide screen`,
      found: `${groupIndexes.length} groups`,
      hint: 'Leave a group out of the header (it stays in the footer and on the site map), or merge two groups.',
      frame: codeFrame(source.text, line, column),
    },
  ];
}
