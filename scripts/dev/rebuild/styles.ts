/**
 * Tailwind for the dev server: the compiler is kept between changes and
 * only made again when templates/site.css changes; a template or island
 * change rescans the sources for classes. Not minified, for speed.
 */
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

type Compiler = Awaited<ReturnType<typeof compile>>;

export interface DevStyles {
  /** The stylesheet; `full` reads site.css again, otherwise only the classes in use are rescanned. */
  build: (full: boolean) => Promise<string>;
}

export function createDevStyles(root: string): DevStyles {
  const input = path.join(root, 'templates', 'site.css');
  let compiler: Compiler | undefined;
  return {
    async build(full) {
      if (full || !compiler) {
        const css = await readFile(input, 'utf8');
        compiler = await compile(css, { base: path.dirname(input), onDependency: () => {} });
      }
      const scanner = new Scanner({ sources: compiler.sources });
      return compiler.build(scanner.scan());
    },
  };
}
