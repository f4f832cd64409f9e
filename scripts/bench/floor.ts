/**
 * The floor a build of this shape stands on, measured beside Hugo by
 * npm run bench -- --against hugo (bench.ts).
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * The floor a build of this shape stands on, in a new process as a build is: Node started and nothing else, or
 * Node with the page renderer's bundle loaded (the templates, React and the content schemas), rendering nothing.
 * A build that renders even one page does both first. Resolves to the wall time in ms.
 */
export function startOnly(rendererFile?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const args = rendererFile
      ? ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(rendererFile).href)});`]
      : ['-e', '0'];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`node ${args.join(' ')} failed (${code}):\n${stderr}`)),
    );
  });
}
