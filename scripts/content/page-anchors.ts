/**
 * The ids the blocks of a page give their sections, which links may end in
 * (`/website-design/web-hosting#package-builder`). They are the templates'
 * (templates/blocks); tests/build/markdown-pages.test.ts checks each is on
 * the built page. The site map's columns are named after the groups too,
 * which check-references.ts adds.
 */
const SECTION_IDS: Readonly<Record<string, readonly string[]>> = {
  'package-builder': ['package-builder'],
  'trusted-by': ['trusted-by'],
  'site-map': ['company', 'quick-access'],
  'project-brief-form': ['start-your-project'],
};

/** Every page's main content, the skip link's target. */
const PAGE_IDS = ['main'];

export function blockAnchors(blocks: ReadonlyArray<{ type: string }>): string[] {
  return [...PAGE_IDS, ...blocks.flatMap((block) => SECTION_IDS[block.type] ?? [])];
}
