/**
 * Turns a stack trace that points into a bundle (the renderer in
 * .cache/build, say) back into the project's own files: each bundle's
 * source map (`<bundle>.map`) is read only when a stack needs it, so no
 * process pays for source maps until something fails. Also finds the
 * template line where the error came from, with a code frame of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFrame } from './code-frame';

/** Where in the project's code an error came from. */
export interface CodeOrigin {
  /** Relative to the project, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** The lines around it with a caret under the column; empty when the file cannot be read. */
  frame: string;
}

export interface MappedStack {
  /** The stack, every position in the project's own files, relative to the project. */
  stack: string;
  origin: CodeOrigin | undefined;
}

/** `at name (file:line:column)` or `at file:line:column`. */
const FRAME = /^(\s*at (?:.*? \()?)((?:file:\/\/)?[^()\s]+?):(\d+):(\d+)(\)?)$/;

const maps = new Map<string, SourceMap | undefined>();

function sourceMapOf(file: string): SourceMap | undefined {
  if (!maps.has(file)) {
    let map: SourceMap | undefined;
    try {
      if (existsSync(`${file}.map`))
        map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapPayload);
    } catch {
      // An unreadable map leaves the positions as they are.
    }
    maps.set(file, map);
  }
  return maps.get(file);
}

/** The source position of a bundle position (1-based), or the position itself. */
function mapPosition(file: string, line: number, column: number): { file: string; line: number; column: number } {
  const map = sourceMapOf(file);
  const entry = map?.findEntry(line - 1, column - 1);
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return { file, line, column };
  const source = entry.originalSource.startsWith('file://')
    ? fileURLToPath(entry.originalSource)
    : path.resolve(path.dirname(file), entry.originalSource);
  return { file: source, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

const inProject = (root: string, file: string) => {
  const relative = path.relative(root, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};
const posix = (file: string) => file.split(path.sep).join('/');

export function mapStack(stack: string, root: string): MappedStack {
  const positions: Array<{ file: string; line: number; column: number }> = [];
  const lines = stack.split('\n').map((text) => {
    const found = FRAME.exec(text);
    if (!found) return text;
    const [, before, location, line, column, after] = found;
    const bundle = location!.startsWith('file://') ? fileURLToPath(location!) : location!;
    if (!path.isAbsolute(bundle)) return text;
    const mapped = mapPosition(bundle, Number(line), Number(column));
    positions.push(mapped);
    const shown = inProject(root, mapped.file) ? posix(path.relative(root, mapped.file)) : mapped.file;
    return `${before}${shown}:${mapped.line}:${mapped.column}${after}`;
  });
  return { stack: lines.join('\n'), origin: originOf(positions, root) };
}

/** The first position in a template or island; else the first in the project's code outside node_modules. */
function originOf(
  positions: ReadonlyArray<{ file: string; line: number; column: number }>,
  root: string,
): CodeOrigin | undefined {
  const own = positions.filter(
    (position) =>
      inProject(root, position.file) && !posix(path.relative(root, position.file)).includes('node_modules/'),
  );
  const found =
    own.find((position) => /^(templates|islands)\//.test(posix(path.relative(root, position.file)))) ?? own[0];
  if (!found) return undefined;
  let frame = '';
  try {
    frame = codeFrame(readFileSync(found.file, 'utf8'), found.line, found.column);
  } catch {
    // The file went away since: the position alone still helps.
  }
  return { file: posix(path.relative(root, found.file)), line: found.line, column: found.column, frame };
}
