/**
 * One file of content/ read as the loader reads it: its bytes as UTF-8 text without control characters,
 * parsed with positions and validated against its schema (through the dev server's cache when there is
 * one), or the problem that says why it cannot be read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as z from 'zod';
import { codeFrame } from '../../problems/code-frame';
import type { ContentProblem } from '../../problems/errors';
import { toPosix } from '../../shared/files';
import type { ContentCache } from '../content-cache';
import { parseContentSource, type ContentSource } from '../yaml/source';
import { validateSource, type Validation } from '../yaml/validate';
import { notUtf8, type NotUtf8 } from './text-encoding';

/** Where files are read from, and the cache of an earlier load (the loader's options). */
export interface ReadPlace {
  /** Folder the files' paths are relative to. */
  contentDir: string;
  /** Project root; file names in messages are relative to it. */
  root: string;
  cache?: ContentCache | undefined;
}

export type ReadSource = { source: ContentSource } | { problem: ContentProblem };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a file of the content folder (path relative to it); a file that is not text is a problem. */
export function readSource(options: ReadPlace, relative: string): ReadSource {
  const absolute = path.resolve(options.contentDir, relative);
  const bytes = readFileSync(absolute);
  const file = displayPath(options.root, absolute);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    const where = notUtf8(bytes);
    if (where?.encoding) return { problem: encodingProblem(file, where) };
    return { problem: notTextProblem(file, 'bytes that are not UTF-8 text') };
  }
  // Text has no control characters but tabs, line breaks and form feeds.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
  const control = /[\u0000-\u0008\u000e-\u001f\u007f]/.exec(text);
  if (control)
    return {
      problem: notTextProblem(
        file,
        `a control character (code ${control[0].charCodeAt(0)}), as in a program or a picture`,
      ),
    };
  return { source: options.cache ? options.cache.source(file, text) : parseContentSource(file, text) };
}

/** Reads a file of the project for messages (the checks across files). */
export function readSourceForMessages(options: ReadPlace, relative: string): ContentSource {
  const read = readSource(options, relative);
  return 'source' in read ? read.source : parseContentSource(read.problem.location.file, '');
}

/** A parsed file against its schema: the earlier load's result while the file and schema are the same. */
export function validateCached<S extends z.ZodType>(
  options: Pick<ReadPlace, 'cache'>,
  source: ContentSource,
  schema: S,
): Validation<z.output<S>> {
  return options.cache ? options.cache.validate(source, schema) : validateSource(source, schema);
}

/** A file's name as messages show it: relative to the project, or absolute when outside it. */
export function displayPath(root: string, absolute: string): string {
  const relative = path.relative(root, absolute);
  return toPosix(relative.startsWith('..') ? absolute : relative);
}

/** A text file saved in another encoding than UTF-8, at its first byte that UTF-8 cannot read. */
function encodingProblem(file: string, where: NotUtf8): ContentProblem {
  const { line, column, encoding, character, byte } = where;
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  const shown = encoding === 'UTF-16' ? 'UTF-16 LE' : 'Windows 1252';
  return {
    title: 'Text not saved as UTF-8',
    location: { file, line, column },
    field: '',
    expected: 'text saved as UTF-8, as every content file is',
    found:
      encoding === 'UTF-16'
        ? 'text saved as UTF-16'
        : `the byte ${hex}, "${character}" in Windows-1252, the encoding Word and Notepad use on Windows`,
    hint: `Save the file as UTF-8: in VS Code, click "${shown}" at the bottom right, then Save with Encoding, then UTF-8; in Notepad, File > Save As with Encoding: UTF-8.${character ? ` Then check that "${character}" shows as it should.` : ''}`,
    frame: codeFrame(where.text, line, column),
  };
}

function notTextProblem(file: string, found: string): ContentProblem {
  return {
    title: 'Not a text file',
    location: { file, line: 1, column: 1 },
    field: '',
    expected: 'text saved as UTF-8, as every content file is',
    found,
    hint: 'Open the file in a text editor and save it as UTF-8 text, or remove it if it landed in content/ by mistake.',
    frame: '',
  };
}
