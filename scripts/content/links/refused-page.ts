/**
 * What can still be checked in a page that is not built as it is (its schema refused it, or a link of its
 * own is wrong): its links and Markdown, read from the file as written, so that every mistake of the page
 * shows at once, not one more each time one is fixed; and its links into the site, checked across files
 * as a built page's are. The build's loader and the web editor both read it from here.
 */
import type { OwnSite } from '../../../templates/model/own-site';
import type { ContentProblem } from '../../problems/errors';
import { filePosition, markdownLinksOf, markdownProblems, markdownTextsOf } from '../markdown/markdown-checks';
import type { InternalLink } from '../model';
import type { ContentSource } from '../yaml/source';
import { formatFieldPath } from '../yaml/validate';
import { internalLinks } from './check-references';
import { fieldLinkProblems } from './field-links';
import { unvalidatedData } from './invalid-site';

/** A page not built, as the checks across files read it. */
export interface RefusedPage {
  /** Its file, as messages name it. */
  file: string;
  /** Its links into the site, but those at a field already refused. */
  links: InternalLink[];
  /** Whether it says it is a draft (its links may lead to other drafts). */
  draft: boolean;
}

/**
 * The page of `source` read without its schema: its refused fields (`problems`) aside, the slips in its
 * links and Markdown (`slips`), and what the checks across files need (`page`). Undefined when the YAML
 * itself cannot be read.
 */
export function refusedPageOf(
  source: ContentSource,
  problems: readonly ContentProblem[],
  route: string,
  own: OwnSite,
): { page: RefusedPage; slips: ContentProblem[] } | undefined {
  const data = unvalidatedData(source);
  if (data === undefined) return undefined;
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const texts = markdownTextsOf(fields, source.body ?? '');
  // A mistake already reported is reported once, in the words it was reported with: a field, or a place in a text.
  const slips = [...fieldLinkProblems(source, fields, own), ...markdownProblems(source, texts, route, own)].filter(
    (slip) => !problems.some((problem) => sameMistake(problem, slip)),
  );
  const reported = [...problems, ...slips];
  const links = [...internalLinks(fields, own), ...markdownLinksOf(texts, route, own)].filter((link) => {
    const field = formatFieldPath(link.path);
    // A link in a field refused as a whole (unknown, or of the wrong kind) goes with it.
    if (reported.some((problem) => within(field, problem.field))) return false;
    if (link.at === undefined) return !reported.some((problem) => problem.field === field);
    const { line, column } = filePosition(source, link.path, link.at, link.written ?? link.value);
    return !reported.some(
      (problem) => problem.field === field && problem.location.line === line && problem.location.column === column,
    );
  });
  return { page: { file: source.file, links, draft: fields.draft === true }, slips };
}

/** Two reports of one mistake: at one field, on one line (a Markdown text holds many places). */
const sameMistake = (a: ContentProblem, b: ContentProblem) =>
  a.field === b.field && a.location.line === b.location.line;

/** Whether `field` lies inside `outer` (blocks[0].action.href inside blocks[0].action). */
const within = (field: string, outer: string) =>
  outer !== '' && (field.startsWith(`${outer}.`) || field.startsWith(`${outer}[`));
