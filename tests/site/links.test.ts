/**
 * linkinator crawls the served build, from every page, as npm run verify does: no broken internal link or
 * asset, and every link to a part of a page finds its element. Links to other sites are listed, not fetched.
 */
import { expect, inject, it } from 'vitest';
import { checkBuiltFragments } from '../../scripts/verify/check-fragments';
import { crawlBuiltLinks } from '../../scripts/verify/crawl-links';
import { formatSiteProblem } from '../../scripts/verify/site-problem';

it('has no broken internal link, asset or fragment, crawling from every page', async () => {
  const outDir = inject('distDir');
  const links = await crawlBuiltLinks({ outDir });
  const fragments = await checkBuiltFragments({ outDir });
  expect([...links.problems, ...fragments].map(formatSiteProblem)).toEqual([]);
  expect(links.checked).toBeGreaterThan(60);
  expect(links.external).toBeGreaterThan(10);
});
