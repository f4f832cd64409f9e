/** html-validate over every page of a built site: each problem at its file, line and column. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { htmlFilesOf, routeOfFile, sourceOfRoute } from './built-pages';
import { HTML_RULES } from './html-rules';
import type { SiteProblem } from './site-problem';
import { excerptAt } from './text-position';

export async function validateBuiltHtml(options: {
  outDir: string;
  contentDir: string;
  cwd?: string;
}): Promise<{ problems: SiteProblem[]; pages: number }> {
  const validator = new HtmlValidate(HTML_RULES);
  const cwd = options.cwd ?? process.cwd();
  const files = await htmlFilesOf(options.outDir);
  const problems: SiteProblem[] = [];
  for (const file of files) {
    const absolute = path.join(options.outDir, file);
    const html = await readFile(absolute, 'utf8');
    const report = await validator.validateString(html, file);
    const source = sourceOfRoute(options.contentDir, routeOfFile(file));
    for (const result of report.results) {
      for (const message of result.messages) {
        const details = [`at ${excerptAt(html, message.offset)}`];
        if (source) details.push(`made from ${path.relative(cwd, source)}`);
        problems.push({
          file: path.relative(cwd, absolute),
          line: message.line,
          column: message.column,
          title: 'Invalid HTML',
          reason: `${message.message} (${message.ruleId})`,
          detail: details.join('; '),
        });
      }
    }
  }
  return { problems, pages: files.length };
}
