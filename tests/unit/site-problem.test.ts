/** How npm run verify prints a problem of the built site: plainly, or as a GitHub Actions annotation. */
import { expect, it } from 'vitest';
import { formatSiteProblem, siteProblemAsGithub } from '../../scripts/verify/site-problem';

const problem = {
  file: 'dist/about/index.html',
  line: 1,
  column: 1484,
  title: 'Broken link',
  reason: '/site-map answers 404',
  detail: 'at …<a href="/site-map">Site map</a>…',
};

it('prints the kind, file:line:col, the reason and the place', () => {
  expect(formatSiteProblem(problem)).toMatchInlineSnapshot(`
    "✖ Broken link: dist/about/index.html:1:1484
      /site-map answers 404
      at …<a href="/site-map">Site map</a>…"
  `);
});

it('escapes an annotation as the workflow commands require, one line whatever the message', () => {
  expect(siteProblemAsGithub({ ...problem, title: 'Broken link, twice: here' })).toMatchInlineSnapshot(
    `"::error file=dist/about/index.html,line=1,col=1484,title=Broken link%2C twice%3A here::/site-map answers 404%0Aat …<a href="/site-map">Site map</a>…"`,
  );
});
