/**
 * Checks content/ without building: every file is read and validated, the
 * checks across files run, and every mistake is reported in one pass.
 * Usage: npm run check [-- --content DIR] [-- --format human|json|github]
 * Exits 1 when there is an error; warnings alone exit 0.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPathOptions } from './shared/cli-args';
import { ContentError, isWarning, type ContentProblem } from './problems/errors';
import {
  formatProblems,
  PROBLEM_FORMATS,
  problemsAsGithub,
  problemsAsJson,
  type ProblemFormat,
} from './problems/format-problems';
import { loadContent } from './render/load-checked-content';
import { reportFailure } from './problems/report-failure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const format = formatOf(args);

if (format) {
  let problems: ContentProblem[] = [];
  let summary = '';
  try {
    const model = await loadContent({
      root,
      contentDir: readPathOptions(args).contentDir ?? path.join(root, 'content'),
      publicDir: path.join(root, 'public'),
      siteUrl: process.env.SITE_URL,
    });
    problems = model.warnings ?? [];
    summary = `Content is valid: ${model.pages.length} ${model.pages.length === 1 ? 'page' : 'pages'} in ${model.groups.length} ${model.groups.length === 1 ? 'group' : 'groups'}${problems.length > 0 ? `, with ${problems.length === 1 ? 'a warning' : `${problems.length} warnings`}` : ''}.`;
  } catch (error) {
    if (!(error instanceof ContentError) || format === 'human') {
      reportFailure(error, 'Fix the content above, then run npm run check again.');
      process.exitCode = 1;
    } else {
      problems = error.problems;
    }
  }
  if (process.exitCode !== 1) {
    if (format === 'json') console.log(problemsAsJson(problems));
    else if (format === 'github') console.log(problemsAsGithub(problems));
    else console.log(problems.length > 0 ? `\n${formatProblems(problems)}\n${summary}` : summary);
    if (problems.some((problem) => !isWarning(problem))) process.exitCode = 1;
  }
}

/** The --format option; undefined (and a message) when it names no format. */
function formatOf(argv: readonly string[]): ProblemFormat | undefined {
  const index = argv.indexOf('--format');
  if (index === -1) return 'human';
  const given = argv[index + 1];
  const known = PROBLEM_FORMATS.find((name) => name === given);
  if (!known) {
    console.error(`--format takes one of ${PROBLEM_FORMATS.join(', ')}${given ? `, not "${given}"` : ''}.`);
    process.exitCode = 2;
  }
  return known;
}
