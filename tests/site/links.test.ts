/**
 * linkinator crawls the served build: no broken internal link or asset.
 * Links to other sites are listed, not fetched.
 */
import { LinkChecker, LinkState } from 'linkinator';
import { expect, inject, it } from 'vitest';

it('has no broken internal link or asset, crawling from the home page', async () => {
  const siteUrl = inject('siteUrl');
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${siteUrl}/`,
    recurse: true,
    concurrency: 8,
    linksToSkip: async (link) => !link.startsWith(siteUrl),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} (from ${link.parent}): ${link.status}`);
  const internal = result.links.filter((link) => link.state === LinkState.OK);
  const external = new Set(result.links.filter((link) => link.state === LinkState.SKIPPED).map((link) => link.url));
  console.log(
    `linkinator: ${internal.length} internal links and assets checked, ${external.size} external links listed, not fetched:\n  ${[...external].sort().join('\n  ')}`,
  );
  expect(broken).toEqual([]);
  expect(internal.length).toBeGreaterThan(10);
});
