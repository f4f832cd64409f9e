/** Files that editors' tools leave in content/pages/: left out of the site, each named in a warning. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadContent } from '../../scripts/render/load-checked-content';
import { formatProblem } from '../../scripts/problems/format-problems';
import { loadOptionsOf } from '../support/content-problems';
import { copyFixture, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

it('leaves out a Mac folder file, a swap file, backups and a merge leftover, with a warning for each', async () => {
  const about = '---\ntitle: About\n---\nAn old copy.\n';
  for (const name of ['.DS_Store', '.about.md.swp', 'about.md~', '~about.md', 'advice/tax.md.orig', 'Thumbs.db'])
    await site.write(`pages/${name}`, name.includes('.md') ? about : 'binary');
  const loaded = await loadContent(loadOptionsOf(site));
  expect(loaded.pages.map((page) => page.route)).not.toContain('/~about');
  const warnings = loaded.warnings.filter((warning) => warning.title === 'File left out');
  expect(warnings.map((warning) => `${warning.location.file}: ${warning.hint}`)).toEqual([
    "content/pages/.DS_Store: It is a Mac's folder settings (Finder), not a page: the build leaves it out. Delete it to tidy the folder.",
    "content/pages/.about.md.swp: It is a text editor's swap file (Vim), not a page: the build leaves it out. Delete it to tidy the folder.",
    "content/pages/Thumbs.db: It is Windows' folder settings, not a page: the build leaves it out. Delete it to tidy the folder.",
    "content/pages/about.md~: It is a text editor's backup copy, not a page: the build leaves it out. Delete it to tidy the folder.",
    'content/pages/advice/tax.md.orig: It is what a merge of two versions left, not a page: the build leaves it out. Delete it to tidy the folder.',
    "content/pages/~about.md: It is an editor's backup or lock file, not a page: the build leaves it out. Delete it to tidy the folder.",
  ]);
  expect(formatProblem(warnings[0]!)).toContain('File left out');
});
