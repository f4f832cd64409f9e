/**
 * Checks content/ without building: every file is read and validated and
 * every mistake is reported. Usage: npm run check [-- --content DIR]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPathOptions } from './lib/cli-args';
import { loadContent } from './lib/load-content';
import { reportFailure } from './lib/report-failure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  const model = await loadContent({
    root,
    contentDir: readPathOptions(process.argv.slice(2)).contentDir ?? path.join(root, 'content'),
    publicDir: path.join(root, 'public'),
    siteUrl: process.env.SITE_URL,
  });
  console.log(`Content is valid: ${model.pages.length} pages in ${model.groups.length} groups.`);
} catch (error) {
  reportFailure(error, 'Fix the content above, then run npm run check again.');
  process.exitCode = 1;
}
