/**
 * Compiles Tailwind from templates/site.css, scanning templates/ and
 * islands/ for the classes in use, into one minified stylesheet.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cachedOutput } from '../shared/build-cache.mjs';
import { listFiles } from '../shared/files';

/** Folders whose files Tailwind scans for classes (the @source lines of site.css). */
const SCANNED = ['templates', 'islands'];

/**
 * The stylesheet depends on the code only (content is not scanned), so the build cache keeps it
 * (build-cache.mjs): made again when a scanned file, site.css or Tailwind changes, or a file is added.
 */
export async function compileStyles(root: string): Promise<string> {
  const input = path.join(root, 'templates', 'site.css');
  const scanned = (
    await Promise.all(
      SCANNED.map(async (dir) => (await listFiles(path.join(root, dir))).map((file) => `${dir}/${file}`)),
    )
  ).flat();
  const { dir } = await cachedOutput({
    root,
    name: 'styles',
    salt: JSON.stringify(scanned),
    async make() {
      // Loaded only here: Tailwind is slow to load, and a build whose stylesheet is in the cache never needs it.
      const [{ compile, optimize }, { Scanner }, css] = await Promise.all([
        import('@tailwindcss/node'),
        import('@tailwindcss/oxide'),
        readFile(input, 'utf8'),
      ]);
      const dependencies: string[] = [];
      const compiler = await compile(css, {
        base: path.dirname(input),
        onDependency: (file) => dependencies.push(file),
      });
      const scanner = new Scanner({ sources: compiler.sources });
      const built = compiler.build(scanner.scan());
      const packages = ['tailwindcss', '@tailwindcss/node', '@tailwindcss/oxide'].map(
        (name) => `node_modules/${name}/package.json`,
      );
      return {
        files: [{ path: 'site.css', contents: optimize(built, { minify: true }).code }],
        inputs: [input, ...dependencies, ...scanner.files, ...packages],
        meta: null,
      };
    },
  });
  return readFile(path.join(dir, 'site.css'), 'utf8');
}
