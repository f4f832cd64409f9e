/**
 * Writes a build into a fresh staging folder and moves it into dist/ only
 * once everything succeeded, so a failed build leaves the last good site.
 *
 * dist/ stays a plain folder, present at every instant: publishing renames
 * each new file over the old one (new assets first, so a new page never
 * names a file not there yet), then removes what the new build no longer
 * has. A request during a build gets the old file or the new one, never
 * nothing. The staging folder is renamed to a "publishing" one first: a
 * build killed while publishing is finished by the next build, and the
 * staging folders of killed builds are removed by it.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeFileSync, writevSync } from 'node:fs';
import {
  copyFile,
  lstat,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { BUILD_MARKER, BUILD_MARKER_TEXT, OutputError } from './output-safety';
import { isRunning } from '../shared/process-running';

/** The list of a publishing folder's files, kept in it until publishing ends. */
const PUBLISH_LIST = '.publish-files.json';

/** Names of the build's own folders beside the output: .<out>-staging-<pid>-<random>, .<out>-publishing-<pid>-<random>. */
const siblingPattern = (outDir: string) =>
  new RegExp(
    `^\\.${path.basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(staging|publishing)-(?:(\\d+)-)?[0-9a-f]+(-previous)?$`,
  );

export async function createStaging(outDir: string): Promise<string> {
  await recoverOutput(outDir);
  const staging = path.join(
    path.dirname(outDir),
    `.${path.basename(outDir)}-staging-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  await mkdir(staging, { recursive: true });
  return staging;
}

/**
 * Cleans up after builds that were killed: finishes a publishing they began,
 * restores an output an older build left renamed aside, and removes their
 * staging folders. Folders of builds still running are left alone.
 */
export async function recoverOutput(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const pattern = siblingPattern(outDir);
  const entries = await readdir(parent).catch(() => [] as string[]);
  const found = entries.flatMap((name) => {
    const match = pattern.exec(name);
    return match
      ? [
          {
            file: path.join(parent, name),
            kind: match[1],
            pid: Number(match[2] ?? 0),
            previous: match[3] !== undefined,
          },
        ]
      : [];
  });
  for (const entry of found.filter((item) => !item.pid || !isRunning(item.pid))) {
    if (entry.previous) {
      // An older build's last good site, renamed aside before a swap it never finished.
      const hasOutput = await lstat(outDir).then(
        () => true,
        () => false,
      );
      if (!hasOutput) await rename(entry.file, outDir);
      else await rm(entry.file, { recursive: true, force: true });
    } else if (
      entry.kind === 'publishing' &&
      (await stat(path.join(entry.file, PUBLISH_LIST)).then(
        () => true,
        () => false,
      ))
    ) {
      await completePublish(entry.file, outDir);
    } else {
      await rm(entry.file, { recursive: true, force: true });
    }
  }
}

export async function publish(staging: string, outDir: string): Promise<void> {
  await writeFile(path.join(staging, BUILD_MARKER), BUILD_MARKER_TEXT);
  // No output yet (a first build, CI): the staging folder becomes it, in one rename, with no list to keep.
  const hasOutput = await lstat(outDir).then(
    () => true,
    () => false,
  );
  if (!hasOutput) return rename(staging, outDir);
  const files = await listTree(staging);
  await writeFile(path.join(staging, PUBLISH_LIST), JSON.stringify(files));
  const publishing = path.join(
    path.dirname(staging),
    path.basename(staging).replace(/-staging-(\d+-[0-9a-f]+)$/, '-publishing-$1'),
  );
  await rename(staging, publishing);
  await completePublish(publishing, outDir);
}

/** Moves a whole build from its publishing folder into outDir; run again, it finishes what it began. */
async function completePublish(publishing: string, outDir: string): Promise<void> {
  const files = JSON.parse(await readFile(path.join(publishing, PUBLISH_LIST), 'utf8')) as string[];
  const hasOutput = await lstat(outDir).then(
    () => true,
    () => false,
  );
  if (!hasOutput) {
    await rm(path.join(publishing, PUBLISH_LIST), { force: true });
    await rename(publishing, outDir);
    return;
  }
  // Every folder first, parents before children; then the files, many at a time.
  const folders = [...new Set(files.flatMap((file) => ancestors(file)))];
  const depth = (relative: string) => relative.split('/').length;
  for (let level = 1; folders.some((relative) => depth(relative) >= level); level += 1) {
    await inBatches(
      folders.filter((relative) => depth(relative) === level),
      async (relative) => {
        const target = path.join(outDir, relative);
        const info = await lstat(target).catch(() => undefined);
        if (info?.isDirectory()) return;
        // An earlier build's file (or link) where this build has a folder: replaced.
        if (info) await rm(target, { force: true });
        await mkdir(target).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        });
      },
    );
  }
  const move = async (relative: string) => {
    const target = path.join(outDir, relative);
    await rename(path.join(publishing, relative), target).catch(async (error: NodeJS.ErrnoException) => {
      // Moved already, by the publishing this one finishes.
      if (error.code === 'ENOENT') return;
      // An earlier build's folder where this build has a file.
      if (error.code !== 'EISDIR' && error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(target, { recursive: true, force: true });
      await rename(path.join(publishing, relative), target);
    });
  };
  const isPage = (file: string) => file.endsWith('.html');
  // Assets before pages, and the marker last: an output with the new marker is the whole new build.
  await inBatches(
    files.filter((file) => !isPage(file) && file !== BUILD_MARKER),
    move,
  );
  await inBatches(files.filter(isPage), move);
  await removeOthers(outDir, new Set(files));
  await move(BUILD_MARKER);
  await rm(publishing, { recursive: true, force: true });
}

/** The folders holding a relative file, nearest the root first: a/b/c.html → a, a/b. */
function ancestors(file: string): string[] {
  const parts = file.split('/').slice(0, -1);
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

/** Runs `task` on every item, up to 32 at a time. */
async function inBatches<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(32, items.length) }, worker));
}

/** Every file below dir, relative to it with forward slashes. */
async function listTree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Removes from outDir every file the build did not write, and the folders left empty. */
async function removeOthers(outDir: string, keep: ReadonlySet<string>): Promise<void> {
  const walk = async (relative: string): Promise<boolean> => {
    const dir = path.join(outDir, relative);
    let empty = true;
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (await walk(child)) await rmdir(path.join(outDir, child));
        else empty = false;
      } else if (keep.has(child)) {
        empty = false;
      } else {
        await rm(path.join(outDir, child), { force: true });
      }
    }
    return empty;
  };
  await walk('');
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

/**
 * Copies public/ into the output. A link is replaced by the file it points
 * at when that lies inside the project (and is not hidden, like .env); a link
 * leading out of it fails the build, as the site must never publish a file
 * from elsewhere on the machine.
 */
export async function copyPublic(publicDir: string, outDir: string, root = path.dirname(publicDir)): Promise<void> {
  const project = await realpath(root);
  const publicReal = await realpath(publicDir).catch(() => publicDir);
  const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);
  const shownPublic = path.relative(process.cwd(), publicDir) || 'public';
  const seen = new Set<string>();
  const copyFolder = async (from: string, to: string): Promise<void> => {
    const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' && from === publicDir) return [];
      throw error;
    });
    if (entries.length > 0) await mkdir(to, { recursive: true });
    for (const entry of entries) {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isDirectory()) await copyFolder(source, target);
      else if (entry.isFile()) await copyFile(source, target);
      else if (entry.isSymbolicLink()) {
        const real = await realpath(source).catch(() => undefined);
        const shown = path.relative(process.cwd(), source);
        if (!real)
          throw new OutputError(
            `${shown} is a link to a file that does not exist. Copy the file into ${shownPublic}/ instead of linking to it, or delete the link.`,
          );
        if (!inside(real, project) && !inside(real, publicReal)) {
          throw new OutputError(
            `${shown} is a link to ${real}, which is outside the project: only files inside the project are published. Copy the file into ${shownPublic}/ instead of linking to it.`,
          );
        }
        // Inside the project, but hidden (.env, .git/): as private as a file elsewhere.
        if (
          inside(real, project) &&
          path
            .relative(project, real)
            .split(path.sep)
            .some((segment) => segment.startsWith('.'))
        ) {
          throw new OutputError(
            `${shown} is a link to ${path.relative(project, real)}, a hidden file of the project, which is never published. Copy the file into ${shownPublic}/ instead of linking to it.`,
          );
        }
        const info = await stat(real);
        if (info.isDirectory()) {
          // A folder reached twice through links would copy itself for ever.
          if (seen.has(real)) continue;
          seen.add(real);
          await copyFolder(real, target);
        } else await copyFile(real, target);
      }
    }
  };
  await copyFolder(publicDir, outDir);
}

/** dist-relative file of a route: / → index.html, /about → about/index.html. */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** The pages of a build and their files: every route, then the 404 page. */
export function pageFiles<P extends { route: string }>(model: {
  pages: readonly P[];
  notFound: P | undefined;
}): Array<{ page: P; file: string }> {
  const files = model.pages.map((page) => ({ page, file: htmlFileOf(page.route) }));
  if (model.notFound) files.push({ page: model.notFound, file: '404.html' });
  return files;
}
