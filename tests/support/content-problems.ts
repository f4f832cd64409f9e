/** The problems loading a fixture's content reports, for tests of editors' messages. */
import path from 'node:path';
import { ContentError, type ContentProblem } from '../../scripts/problems/errors';
import type { LoadOptions } from '../../scripts/content/load-content';
import { loadContent } from '../../scripts/render/load-checked-content';
import { PROJECT_ROOT, type FixtureSite } from './fixture';

/** The load options of a fixture site, with the project's public/. */
export const loadOptionsOf = (fixture: FixtureSite, more: Partial<LoadOptions> = {}): LoadOptions => ({
  root: fixture.dir,
  contentDir: fixture.contentDir,
  publicDir: path.join(PROJECT_ROOT, 'public'),
  ...more,
});

/** Every problem the content of `fixture` has; throws when it loads without one. */
export async function contentProblemsOf(fixture: FixtureSite): Promise<ContentProblem[]> {
  try {
    await loadContent(loadOptionsOf(fixture));
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected the content to be invalid');
}
