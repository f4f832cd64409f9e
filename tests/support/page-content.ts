/**
 * Reads a block of a page's front matter from content/pages, so that tests
 * pin what the content says (a price, a plan's features) and follow an
 * editor's change instead of breaking on it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const PAGES = path.resolve(import.meta.dirname, '../../content/pages');

/** The first block of `type` on the page at `page` (like 'website-design/web-hosting.md'). */
export function pageBlock<T>(page: string, type: string): T {
  const found = pageBlocks(page).find((candidate) => candidate.type === type);
  if (!found) throw new Error(`${path.join(PAGES, page)} has no ${type} block`);
  return found as T;
}

/** Every block on the page at `page`, in order, as the content states them. */
export function pageBlocks<T extends { type: string } = { type: string }>(page: string): T[] {
  const file = path.join(PAGES, page);
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1];
  if (frontMatter === undefined) throw new Error(`${file} has no front matter`);
  return (parse(frontMatter) as { blocks?: T[] }).blocks ?? [];
}
