/**
 * Checks what a schema cannot: that menu groups exist and that every link
 * to a page or file of this site points at something that will be built.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../schemas/site';
import { codeFrame } from './code-frame';
import type { ContentProblem } from './errors';
import { locateOffset } from './locate';
import type { InternalLink, PageSummary } from './model';
import { positionOf, type ContentSource } from './source';
import { formatFieldPath } from './validate';

interface ReferenceInput {
  site: Site;
  siteSource: ContentSource;
  pages: PageSummary[];
  groups: ReadonlyArray<{ id: string }>;
  publicDir: string;
  /** A content file by the name messages show, read again to point at a problem in it. */
  sourceOf: (file: string) => ContentSource;
}

type PathKey = string | number;

export function checkReferences(input: ReferenceInput): ContentProblem[] {
  const routes = new Set(input.pages.map((page) => page.route));
  const groupIds = new Set(input.groups.map((group) => group.id));
  const problems: ContentProblem[] = [];

  input.site.navigation.header.forEach((item, index) => {
    if ('group' in item && !groupIds.has(item.group)) {
      problems.push(
        problemAt(input.siteSource, ['navigation', 'header', index, 'group'], {
          title: 'Unknown group',
          expected: `one of ${[...groupIds].map((id) => JSON.stringify(id)).join(', ')}`,
          found: `the group "${item.group}"`,
          hint: 'Use the folder name of a group under content/pages/.',
        }),
      );
    }
  });

  const isKnownTarget = (href: string): boolean => {
    const target = href.split(/[?#]/)[0] ?? '';
    if (target === '' || routes.has(target.replace(/\/$/, '') || '/')) return true;
    return existsSync(path.join(input.publicDir, target));
  };
  const checkLinks = (links: readonly InternalLink[], source: () => ContentSource) => {
    for (const { path: fieldPath, value } of links) {
      if (!isKnownTarget(value)) {
        problems.push(
          problemAt(source(), fieldPath, {
            title: 'Link to a page that does not exist',
            expected: 'the path of a page of this site, like /contact',
            found: `the link "${value}"`,
            hint: 'Check the spelling; pages are named after their files in content/pages/.',
          }),
        );
      }
    }
  };
  checkLinks(internalLinks(input.site), () => input.siteSource);
  for (const page of input.pages) checkLinks(page.links, () => input.sourceOf(page.file));
  return problems;
}

/** Every `href` (and image `src`) value that points inside the site, in document order. */
export function internalLinks(data: unknown): InternalLink[] {
  const found: InternalLink[] = [];
  // One path, grown and shrunk while walking; copied only for a link found.
  const at: PathKey[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        at.push(index);
        walk(value[index]);
        at.pop();
      }
    } else if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        const item: unknown = (value as Record<string, unknown>)[key];
        at.push(key);
        if ((key === 'href' || key === 'src') && typeof item === 'string' && item.startsWith('/')) found.push({ path: [...at], value: item });
        else walk(item);
        at.pop();
      }
    }
  };
  walk(data);
  return found;
}

function problemAt(
  source: ContentSource,
  fieldPath: PathKey[],
  detail: Pick<ContentProblem, 'title' | 'expected' | 'found' | 'hint'>,
): ContentProblem {
  const { line, column } = positionOf(source, locateOffset(source, fieldPath));
  return {
    ...detail,
    field: formatFieldPath(fieldPath),
    location: { file: source.file, line, column },
    frame: codeFrame(source.text, line, column),
  };
}
