/**
 * What can still be checked in a site.yaml its schema refused: the file as written, read without the
 * schema, so that its links, phone and WhatsApp numbers and redirects are checked with the schema's
 * mistakes and every mistake of the file shows at once, not one more each time one is fixed. The build's
 * loader and the web editor both read it from here.
 */
import { ownSiteOf } from '../../../templates/model/own-site';
import { redirects as redirectsSchema } from '../../../templates/model/redirects';
import type { Site } from '../../../templates/model/site';
import type { ContentProblem } from '../../problems/errors';
import { internalLinks } from './check-references';
import { fieldLinkProblems } from './field-links';
import type { InternalLink } from '../model';
import type { ContentSource } from '../yaml/source';
import { formatFieldPath } from '../yaml/validate';

export interface InvalidSite {
  source: ContentSource;
  /** Its links into the site, checked across files as a valid site.yaml's are. */
  links: readonly InternalLink[];
  /** Its redirects, when that part of the file is valid: checked against the pages as a valid file's are. */
  redirects?: Site['redirects'] | undefined;
  /** The slips in its links' fields (field-links.ts) where the schema found no mistake of its own. */
  linkSlips: ContentProblem[];
}

/** The YAML of `source` as written, without its schema; undefined when the YAML itself cannot be read. */
export function unvalidatedData(source: ContentSource): unknown {
  try {
    if (source.document.errors.length > 0) return undefined;
    return source.document.toJS({ maxAliasCount: 100 }) ?? {};
  } catch {
    return undefined;
  }
}

/** `source` read without its schema; undefined when the YAML itself cannot be read. */
export function invalidSiteOf(
  source: ContentSource,
  schemaProblems: readonly ContentProblem[],
  siteUrl?: string | undefined,
): InvalidSite | undefined {
  const data = unvalidatedData(source);
  if (data === undefined) return undefined;
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const own = ownSiteOf([typeof fields.url === 'string' ? fields.url : undefined, siteUrl]);
  // A field the schema refused is reported once, in the schema's words.
  const refused = new Set(schemaProblems.map((problem) => problem.field));
  const parsedRedirects = redirectsSchema.safeParse(fields.redirects ?? []);
  return {
    source,
    links: internalLinks(data, own).filter((link) => !refused.has(formatFieldPath(link.path))),
    redirects: parsedRedirects.success ? parsedRedirects.data : undefined,
    linkSlips: fieldLinkProblems(source, data, own).filter((problem) => !refused.has(problem.field)),
  };
}
