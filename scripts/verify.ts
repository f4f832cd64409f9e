/**
 * `npm run verify`: checks the site as CI would, with no browser. In order, stopping at the first step that
 * fails: the content check (npm run check), the build (npm run build), html-validate over every built page,
 * then linkinator over the built site (internal links, assets and fragments). Each problem is printed as
 * `file:line:col` and its reason; any problem exits 1.
 * Usage: npm run verify [-- --format human|github] [-- --content DIR --out DIR]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { readPathOptions } from './shared/cli-args';
import { checkBuiltFragments } from './verify/check-fragments';
import { crawlBuiltLinks } from './verify/crawl-links';
import { formatSiteProblem, siteProblemAsGithub, type SiteProblem } from './verify/site-problem';
import { validateBuiltHtml } from './verify/validate-html';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const format = formatOf(args);
const { contentDir = path.join(root, 'content'), outDir = path.join(root, 'dist') } = readPathOptions(args);
const pathArgs = ['--content', contentDir, '--out', outDir];

process.exitCode = format ? await verify(format) : 2;

async function verify(chosen: 'human' | 'github'): Promise<number> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

  console.log('1/4 Checking the content (npm run check)');
  if ((await runScript('scripts/check.ts', [...pathArgs.slice(0, 2), '--format', chosen])) !== 0) {
    console.log(`\n✖ The content check failed: nothing was built (${seconds()} s).`);
    return 1;
  }
  console.log('\n2/4 Building the site (npm run build)');
  if ((await runScript('scripts/build.ts', pathArgs)) !== 0) {
    console.log(`\n✖ The build failed: the HTML and links were not checked (${seconds()} s).`);
    return 1;
  }

  console.log('\n3/4 Validating the HTML of every page (html-validate)');
  const html = await validateBuiltHtml({ outDir, contentDir });
  report(html.problems, chosen);
  console.log(`${html.pages} pages validated, ${plural(html.problems.length, 'problem')}.`);

  console.log('\n4/4 Checking every internal link, asset and fragment (linkinator)');
  const links = await crawlBuiltLinks({ outDir });
  const fragments = await checkBuiltFragments({ outDir });
  report([...links.problems, ...fragments], chosen);
  console.log(
    `${links.checked} internal links and assets answered, ${plural(links.problems.length, 'broken link')}, ${plural(fragments.length, 'link')} to a missing part of a page; ${links.external} links to other sites listed, not fetched.`,
  );

  const problems = html.problems.length + links.problems.length + fragments.length;
  console.log(
    problems === 0
      ? `\n✓ The site is ready to publish (${seconds()} s).`
      : `\n✖ ${plural(problems, 'problem')} in the built site (${seconds()} s): fix them, then run npm run verify again.`,
  );
  return problems === 0 ? 0 : 1;
}

function report(problems: readonly SiteProblem[], chosen: 'human' | 'github'): void {
  for (const problem of problems)
    console.log(chosen === 'github' ? siteProblemAsGithub(problem) : formatSiteProblem(problem));
}

/** Runs one of the project's scripts as its npm script does, its output straight to the terminal. */
function runScript(script: string, scriptArgs: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts/launch.mjs'), path.join(root, script), ...scriptArgs],
      {
        cwd: process.cwd(),
        stdio: 'inherit',
      },
    );
    child.once('error', (error) => {
      console.error(`${script} could not start: ${error.message}`);
      resolve(1);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The --format option; undefined (and a message) when it names no format this command prints. */
function formatOf(argv: readonly string[]): 'human' | 'github' | undefined {
  const index = argv.indexOf('--format');
  if (index === -1) return 'human';
  const given = argv[index + 1];
  if (given === 'human' || given === 'github') return given;
  console.error(`--format takes human or github${given ? `, not "${given}"` : ''}.`);
  return undefined;
}
