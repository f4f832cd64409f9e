/**
 * What is wrong with a file as a file, whatever it holds: a name the site cannot take, a file that is
 * missing, a file in content/pages/ that is no page (a leftover of a tool, or a page saved under
 * another kind of name).
 */
import path from 'node:path';
import { wholeFileProblem, type ContentProblem } from '../../problems/errors';
import { slugOf, type NameMistake } from './file-names';
import { leftoverHint } from './leftover-files';

export function fileNameProblem(file: string, mistake: NameMistake): ContentProblem {
  return wholeFileProblem(file, { title: 'File name not allowed', ...mistake });
}

export function outsideMistake(route: string): NameMistake {
  return {
    found: `the address ${route}, which is outside the site`,
    expected: 'a name of lower-case letters, digits and hyphens, like tax-clearance.md',
    hint: 'Rename the file with lower-case letters, digits and hyphens.',
  };
}

export function missingFile(file: string): ContentProblem {
  return wholeFileProblem(file, {
    title: 'Missing file',
    expected: 'the file to exist',
    found: 'no such file',
    hint: 'Restore site.yaml: it holds the company name, contact details and menus.',
  });
}

export function leftoverFile(file: string, kind: string): ContentProblem {
  return wholeFileProblem(file, {
    title: 'File left out',
    expected: "only pages (.md) and groups' _group.yaml in content/pages/",
    found: `the file ${path.posix.basename(file)}`,
    hint: leftoverHint(kind),
    severity: 'warning',
  });
}

export function unusedFile(file: string): ContentProblem {
  return wholeFileProblem(file, {
    title: 'File not used',
    expected: "a page as a Markdown file (.md) or a group's _group.yaml",
    found: `the file ${path.posix.basename(file)}`,
    hint:
      meantName(path.posix.basename(file)) ??
      'Pages are .md files with front matter; rename the file or move it out of content/pages/.',
  });
}

/** The name a file was most likely meant to have: a page saved as .markdown or .MD, a group file as _group.yml. */
function meantName(base: string): string | undefined {
  if (/^_?group\.ya?ml$/i.test(base))
    return 'Rename it to _group.yaml: a group folder holds its title, order and description there.';
  const page = /^(.+)\.(md|markdown|mdown|mkd)$/i.exec(base);
  if (page) return `Rename it to ${slugOf(page[1]!) || 'a-page'}.md: pages are read from files whose names end in .md.`;
  return undefined;
}
