/**
 * Writes a build into a fresh staging folder and swaps it in for dist/ only
 * once everything succeeded, so a failed build leaves the last good site.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeFileSync, writevSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function createStaging(outDir: string): Promise<string> {
  const staging = path.join(path.dirname(outDir), `.${path.basename(outDir)}-staging-${randomBytes(4).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  return staging;
}

export async function publish(staging: string, outDir: string): Promise<void> {
  const previous = `${staging}-previous`;
  const hadPrevious = await rename(outDir, previous).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(staging, outDir);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

export async function discard(staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true });
}

/** Writes a file, creating its folder. */
export async function writeOutput(dir: string, relative: string, contents: string | Uint8Array): Promise<void> {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, contents);
}

/** A file's contents in pieces written one after another: text, or bytes that many files share. */
export type HtmlPieces = ReadonlyArray<string | Uint8Array>;

type Contents = string | Uint8Array | HtmlPieces;

const bytesOf = (piece: string | Uint8Array): Uint8Array => (typeof piece === 'string' ? Buffer.from(piece) : piece);

/** The contents as one string or buffer. */
export function joinPieces(contents: Contents): string | Uint8Array {
  if (typeof contents === 'string' || contents instanceof Uint8Array) return contents;
  return contents.length === 1 && typeof contents[0] === 'string' ? contents[0] : Buffer.concat(contents.map(bytesOf));
}

/** The contents as text, decoded as UTF-8 where they are bytes. */
export function textOf(contents: Contents): string {
  const joined = joinPieces(contents);
  return typeof joined === 'string' ? joined : Buffer.from(joined).toString('utf8');
}

export interface Writer {
  /** Queues a file; waits only while the queue is full. */
  write: (relative: string, contents: Contents) => Promise<void>;
  /** Waits for every queued file; throws the first failure. */
  flush: () => Promise<void>;
}

/** Writes many files into dir: each folder is made once, and up to `concurrency` files are written at a time. */
export function createWriter(dir: string, concurrency = 16): Writer {
  const folders = new Map<string, Promise<unknown>>();
  const pending = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const folder = (relative: string) => {
    let made = folders.get(relative);
    if (!made) {
      made = mkdir(path.join(dir, relative), { recursive: true });
      folders.set(relative, made);
    }
    return made;
  };
  return {
    async write(relative, contents) {
      while (pending.size >= concurrency) await Promise.race(pending);
      if (failure) throw failure.error;
      const task: Promise<void> = folder(path.dirname(relative))
        .then(() => writeFile(path.join(dir, relative), joinPieces(contents)))
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async flush() {
      await Promise.all(pending);
      if (failure) throw failure.error;
    },
  };
}

/**
 * A writer that writes each file at once, for a render worker: the thread
 * has nothing else to do meanwhile, and a file written straight away costs
 * less than one queued through the thread pool, which its rendering holds up.
 */
export function createSyncWriter(dir: string): { write: (relative: string, contents: Contents) => void } {
  const folders = new Set<string>();
  return {
    write(relative, contents) {
      const folder = path.dirname(relative);
      if (!folders.has(folder)) {
        mkdirSync(path.join(dir, folder), { recursive: true });
        folders.add(folder);
      }
      const file = path.join(dir, relative);
      if (typeof contents === 'string' || contents instanceof Uint8Array) {
        writeFileSync(file, contents);
        return;
      }
      const fd = openSync(file, 'w');
      try {
        const buffers = contents.map(bytesOf);
        const written = writevSync(fd, buffers);
        // writev may write less than asked; the rest goes in plain writes.
        const total = buffers.reduce((sum, buffer) => sum + buffer.byteLength, 0);
        if (written < total) writeFileSync(fd, Buffer.concat(buffers).subarray(written));
      } finally {
        closeSync(fd);
      }
    },
  };
}

export async function copyPublic(publicDir: string, outDir: string): Promise<void> {
  await cp(publicDir, outDir, { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** dist-relative file of a route: / → index.html, /about → about/index.html. */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** The pages of a build and their files: every route, then the 404 page. */
export function pageFiles<P extends { route: string }>(model: { pages: readonly P[]; notFound: P | undefined }): Array<{ page: P; file: string }> {
  const files = model.pages.map((page) => ({ page, file: htmlFileOf(page.route) }));
  if (model.notFound) files.push({ page: model.notFound, file: '404.html' });
  return files;
}
