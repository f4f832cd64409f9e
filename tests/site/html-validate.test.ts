/** Every built page is valid HTML (html-validate, recommended rules), checked as npm run verify checks it. */
import { expect, inject, it } from 'vitest';
import { formatSiteProblem } from '../../scripts/verify/site-problem';
import { validateBuiltHtml } from '../../scripts/verify/validate-html';
import { PROJECT_ROOT } from '../support/fixture';

it('has no html-validate error on any built page', async () => {
  const { problems, pages } = await validateBuiltHtml({
    outDir: inject('distDir'),
    contentDir: `${PROJECT_ROOT}/content`,
  });
  expect(pages).toBeGreaterThan(25);
  expect(problems.map(formatSiteProblem)).toEqual([]);
});
