/**
 * Prints an nginx server block for dist/, with the headers of dist/_headers and the redirects of dist/_redirects.
 * Usage: npm run build && npm run nginx-config -- [server_name] [root] > site.conf
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHeadersFile } from './output/headers';
import { parseRedirectsFile } from './output/redirects';
import { nginxServerBlock } from './serve/nginx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [serverName = 'www.example.co.zw', siteRoot = '/var/www/site/dist'] = process.argv.slice(2);
const rules = parseHeadersFile(await readFile(path.join(root, 'dist', '_headers'), 'utf8'));
// No _redirects: site.yaml has no redirects.
const redirects = parseRedirectsFile(await readFile(path.join(root, 'dist', '_redirects'), 'utf8').catch(() => ''));
process.stdout.write(nginxServerBlock(rules, { serverName, root: siteRoot, redirects }));
