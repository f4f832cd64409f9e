/**
 * A content file the preview could not read (no permission, a folder where
 * a file was expected, a disk error), as a problem the editor sees in the
 * browser and the terminal like any other, instead of a silent stale page.
 */
import path from 'node:path';
import type { ContentProblem } from '../../problems/errors';

const REASONS: Record<string, string> = {
  EACCES: 'no permission to read it',
  EPERM: 'no permission to read it',
  EISDIR: 'a folder, not a file',
  ENOENT: 'the file went away while it was being read',
  EIO: 'a disk error',
};

/** The problem for an error of reading a file below `root`, or undefined when `error` is not one. */
export function readFailureProblem(error: unknown, root: string): ContentProblem | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, path: file, syscall } = error as NodeJS.ErrnoException;
  if (!code || !file || !(syscall === 'open' || syscall === 'read' || syscall === 'scandir')) return undefined;
  const relative = path.relative(root, file);
  return {
    title: 'The preview cannot read a file',
    location: { file: (relative.startsWith('..') ? file : relative).split(path.sep).join('/'), line: 1, column: 1 },
    field: '',
    found: `${REASONS[code] ?? 'an error'} (${code})`,
    hint:
      code === 'EACCES' || code === 'EPERM'
        ? 'Let your user read the file (for example chmod a+r on it), then save it again.'
        : 'Check the file, then save it again: the preview applies the next save.',
    frame: '',
  };
}
