/**
 * Compiles Tailwind from templates/site.css, scanning templates/ and
 * islands/ for the classes in use, into one minified stylesheet.
 */
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export async function compileStyles(root: string): Promise<string> {
  const input = path.join(root, 'templates', 'site.css');
  const css = await readFile(input, 'utf8');
  const compiler = await compile(css, { base: path.dirname(input), onDependency: () => {} });
  const scanner = new Scanner({ sources: compiler.sources });
  const built = compiler.build(scanner.scan());
  return optimize(built, { minify: true }).code;
}
