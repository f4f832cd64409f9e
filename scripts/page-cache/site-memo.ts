/**
 * The last whole build of a content folder, as an edit of pages' text
 * alone can reuse it (quick-rebuild.ts): what every output but the pages
 * was made from (the keys), each page file's load hashed, every page's
 * kept copy with its ids and style source, the index the workers render
 * with, the warnings said, and the site's other files made from the index
 * (sitemap, robots.txt, _headers, redirects, the web editor) kept in
 * site/ as links to the output's files.
 *
 * Written by a whole build once it has published, after the page cache's
 * index (which removes the copies it does not name); removed before that
 * index is saved, so a memo never names a copy that is gone. A quick
 * rebuild rewrites it with the pages it rendered. Read only by a quick
 * rebuild: one that cannot be read, or was made by another version, is
 * not used, and the whole build runs (which says what it finds of the cache).
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { PagePicture } from '../assets/images';
import type { KeptIds } from '../content/links/rendered-ids';
import type { PageDefaults } from '../content/load-content';
import type { RenderIndex } from '../content/model';
import type { ContentProblem } from '../problems/errors';
import type { FileState } from './cache-keys';
import { PAGE_CACHE_FORMAT } from './site-cache';
import { writeAtomically } from '../shared/write-atomically';
import { cannotLink } from './copy-pages';

/** Changed whenever what the memo holds, or what its keys mean, changes. */
const MEMO_FORMAT = 1;
const MEMO_FILE = 'memo.bin';
const RENDER_INDEX_FILE = 'render-index.bin';
const EDITS_FILE = 'memo-edits.bin';
const SITE_DIR = 'site';

/** A file kept in the cache: its name there, and its size and time when kept (a copy changed since is not used). */
export interface KeptFile {
  name: string;
  size: number;
  mtimeMs: number;
}

export interface MemoPage {
  /** Its file in the output (about/index.html). */
  file: string;
  stored: KeptFile;
  styleSource: string | undefined;
  /** Its ids (as read from its HTML), hashed: idsHashOf. */
  ids: string;
}

export interface MemoFile extends FileState {
  /** The hash of its load: summary and problems (a page whose load is the same leaves the site's index as it was). */
  loadHash: string;
  /** The route of the page it loaded into, if any. */
  route: string | undefined;
}

export interface SiteMemo {
  format: string;
  /** The keys of everything but the pages' text: the loads' (cache-keys.ts), the renders', the build's own code. */
  loadKey: string;
  renderKey: string;
  /** The build's own code (codeStateOf). */
  code: CodeState;
  /** The images stage's pictures, as the workers were given them (JSON). */
  pictures: string;
  /** When the files' states were taken. */
  statedAt: number;
  defaults: PageDefaults;
  /** Every file of content/pages, by its path there. */
  files: Map<string, MemoFile>;
  /** Every page written, the 404 page included, by route. */
  pages: Map<string, MemoPage>;
  notFound: string | undefined;
  /** The files the build made from the site's index besides the pages, by their path in the output. */
  siteFiles: Map<string, KeptFile>;
  /** Every picture the pages show, for the images stage. */
  pagePictures: PagePicture[];
  warnings: ContentProblem[];
  /** The site's base path (below a folder of its host), for the scripts' report. */
  base: string;
  /** The file of the index the workers render with, beside the memo (written by a whole build, read by the worker). */
  renderIndexFile: string;
  /** Names the memo a whole build wrote: the quick rebuilds' edits of it name it. */
  id: string;
  /** What quick rebuilds changed since (applied to the fields above). */
  edits: MemoEdits;
}

/**
 * What quick rebuilds changed since the whole build that wrote the memo, kept in a file of its own: a quick rebuild
 * writes these few entries, not the whole memo again.
 */
export interface MemoEdits {
  /** The id of the memo they change: edits of another memo are never applied. */
  base: string;
  statedAt: number;
  files: Array<[string, MemoFile]>;
  pages: Array<[string, MemoPage]>;
  /** Copies kept by quick rebuilds, which the page cache's index does not name: removed once replaced. */
  quickCopies: string[];
}

/** What a whole build's render stage gives the memo; the rest comes once the build has published (writeSiteMemo). */
export type RenderedMemo = Omit<
  SiteMemo,
  'format' | 'id' | 'edits' | 'renderIndexFile' | 'pages' | 'siteFiles' | 'pagePictures' | 'base'
> & { renderIndex: RenderIndex };

/** Node's version is in the keys (cache-keys.ts): a memo of another Node is read, and its keys differ. */
const MEMO_FORMAT_NAME = `${PAGE_CACHE_FORMAT}.${MEMO_FORMAT}`;

/** A page's ids as kept, hashed: the memo compares them, and never reads them. */
export const idsHashOf = (ids: KeptIds) => createHash('sha256').update(`${ids.unique} ${ids.text}`).digest('base64url');

/**
 * The memo as kept: its files and pages in columns, an array of each field (read in a fraction of the time of
 * an object for each), the index the workers render with in a file of its own.
 */
type StoredMemo = Omit<SiteMemo, 'files' | 'pages' | 'siteFiles' | 'edits' | 'renderIndexFile'> & {
  files: [string[], string[], number[], number[], string[], string[], Array<string | undefined>];
  pages: [string[], string[], string[], number[], number[], Array<string | undefined>, string[]];
  siteFiles: Array<[string, KeptFile]>;
};

function storedMemoOf({ edits: _edits, renderIndexFile: _file, ...memo }: SiteMemo): StoredMemo {
  const files = [...memo.files];
  const pages = [...memo.pages];
  return {
    ...memo,
    files: [
      files.map(([file]) => file),
      files.map(([, state]) => state.hash),
      files.map(([, state]) => state.size),
      files.map(([, state]) => state.mtimeMs),
      files.map(([, state]) => state.frontHash),
      files.map(([, state]) => state.loadHash),
      files.map(([, state]) => state.route),
    ],
    pages: [
      pages.map(([route]) => route),
      pages.map(([, page]) => page.file),
      pages.map(([, page]) => page.stored.name),
      pages.map(([, page]) => page.stored.size),
      pages.map(([, page]) => page.stored.mtimeMs),
      pages.map(([, page]) => page.styleSource),
      pages.map(([, page]) => page.ids),
    ],
    siteFiles: [...memo.siteFiles],
  };
}

function memoOfStored(stored: StoredMemo, renderIndexFile: string): SiteMemo {
  const [names, hashes, sizes, mtimes, frontHashes, loadHashes, routes] = stored.files;
  const [pageRoutes, files, storedNames, storedSizes, storedMtimes, styleSources, ids] = stored.pages;
  return {
    ...stored,
    files: new Map(
      names.map((file, at) => [
        file,
        {
          hash: hashes[at]!,
          size: sizes[at]!,
          mtimeMs: mtimes[at]!,
          frontHash: frontHashes[at]!,
          loadHash: loadHashes[at]!,
          route: routes[at],
        },
      ]),
    ),
    pages: new Map(
      pageRoutes.map((route, at) => [
        route,
        {
          file: files[at]!,
          stored: { name: storedNames[at]!, size: storedSizes[at]!, mtimeMs: storedMtimes[at]! },
          styleSource: styleSources[at],
          ids: ids[at]!,
        },
      ]),
    ),
    siteFiles: new Map(stored.siteFiles),
    renderIndexFile,
    edits: { base: stored.id, statedAt: stored.statedAt, files: [], pages: [], quickCopies: [] },
  };
}

/** The memo with the quick rebuilds' edits applied, when they are edits of it. */
function withEdits(memo: SiteMemo, edits: MemoEdits | undefined): SiteMemo {
  if (edits?.base !== memo.id) return memo;
  for (const [file, state] of edits.files) memo.files.set(file, state);
  for (const [route, page] of edits.pages) memo.pages.set(route, page);
  return { ...memo, statedAt: edits.statedAt, edits };
}

/** Whether the cache folder `dir` holds a memo (which may still turn out unusable). */
export const hasSiteMemo = (dir: string) => existsSync(path.join(dir, MEMO_FILE));

/**
 * The memo of the cache folder `dir`; none when there is none, and then, when one is there but cannot be used
 * (unreadable, damaged, another version's), the line saying so.
 */
export async function readSiteMemo(dir: string): Promise<{ memo?: SiteMemo; problem?: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(dir, MEMO_FILE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    return { problem: `is damaged (its record of the last build could not be read: ${(error as Error).message})` };
  }
  let stored: StoredMemo | undefined;
  try {
    stored = deserialize(bytes) as StoredMemo;
  } catch {
    stored = undefined;
  }
  if (typeof stored?.format === 'string' && stored.format !== MEMO_FORMAT_NAME)
    return { problem: 'holds a record of the last build made by another version of the build' };
  try {
    const edits = await readFile(path.join(dir, EDITS_FILE)).then(
      (kept) => deserialize(kept) as MemoEdits,
      () => undefined,
    );
    // Its index beside it, wherever the project is now.
    return { memo: withEdits(memoOfStored(stored!, path.join(dir, RENDER_INDEX_FILE)), edits) };
  } catch {
    return { problem: 'is damaged (its record of the last build cannot be read)' };
  }
}

/** Keeps a whole build's memo, and the index the workers render with, once removeSiteMemo has removed the last. */
export async function writeSiteMemo(
  dir: string,
  { renderIndex, ...memo }: RenderedMemo & Pick<SiteMemo, 'pages' | 'siteFiles' | 'pagePictures' | 'base'>,
): Promise<void> {
  const renderIndexFile = path.join(dir, RENDER_INDEX_FILE);
  await writeAtomically(renderIndexFile, serialize(renderIndex));
  const id = randomBytes(8).toString('hex');
  const edits: MemoEdits = { base: id, statedAt: memo.statedAt, files: [], pages: [], quickCopies: [] };
  await writeAtomically(
    path.join(dir, MEMO_FILE),
    serialize(storedMemoOf({ ...memo, renderIndexFile, id, edits, format: MEMO_FORMAT_NAME })),
  );
}

/** Keeps a quick rebuild's edits of the memo (with those of the quick rebuilds before it). */
export async function writeMemoEdits(dir: string, edits: MemoEdits): Promise<void> {
  await writeAtomically(path.join(dir, EDITS_FILE), serialize(edits));
}

export async function removeSiteMemo(dir: string): Promise<void> {
  await rm(path.join(dir, MEMO_FILE), { force: true });
  await rm(path.join(dir, RENDER_INDEX_FILE), { force: true });
  await rm(path.join(dir, EDITS_FILE), { force: true });
}

/**
 * Keeps the files of the output `outDir` named in `files` in site/ (linked, or copied on another file system),
 * in place of those kept before; the memo must be removed first.
 */
export async function keepSiteFiles(
  dir: string,
  outDir: string,
  files: readonly string[],
): Promise<Map<string, KeptFile>> {
  const siteDir = path.join(dir, SITE_DIR);
  await rm(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  const kept = new Map<string, KeptFile>();
  files.forEach((file, number) => {
    const name = String(number);
    const target = path.join(siteDir, name);
    const from = path.join(outDir, file);
    try {
      linkSync(from, target);
    } catch (error) {
      if (!cannotLink(error)) throw error;
      copyFileSync(from, target);
    }
    const { size, mtimeMs } = statSync(target);
    kept.set(file, { name, size, mtimeMs });
  });
  return kept;
}

/** The folder of the site's kept files. */
export const siteFilesDir = (dir: string) => path.join(dir, SITE_DIR);

/** The build's own code as read: the key, and each file's state, to trust by its size and time next time. */
export interface CodeState {
  key: string;
  /** When the files were stated. */
  statedAt: number;
  /** Each file's size, time and hash, by its path in the project. */
  files: Map<string, { size: number; mtimeMs: number; hash: string }>;
}

/**
 * The build's own code: every file of scripts/, templates/ and islands/, and the project's settings and lockfile,
 * by the hash of its contents (a fresh checkout in CI gives every file a new time, and the same contents). What
 * makes the sitemap, _headers, the redirects and the web editor, which no render key covers: any change there,
 * and the whole build runs. A file whose size and time are those `known` holds, from before `known.statedAt`
 * (less two seconds, as file times may be that coarse), is taken as the same without reading it.
 */
export function codeStateOf(root: string, known?: CodeState): CodeState {
  const statedAt = Date.now();
  const files = new Map<string, { size: number; mtimeMs: number; hash: string }>();
  const trustBefore = (known?.statedAt ?? 0) - 2000;
  const paths = ['package.json', 'package-lock.json', 'tsconfig.json'];
  for (const folder of ['scripts', 'templates', 'islands'])
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }))
      if (entry.isFile()) paths.push(path.relative(root, path.join(entry.parentPath, entry.name)));
  paths.sort();
  const key = createHash('sha256');
  for (const file of paths) {
    let state: { size: number; mtimeMs: number; hash: string };
    try {
      const { size, mtimeMs } = statSync(path.join(root, file));
      const before = known?.files.get(file);
      state =
        before && before.size === size && before.mtimeMs === mtimeMs && mtimeMs < trustBefore
          ? before
          : {
              size,
              mtimeMs,
              hash: createHash('sha256')
                .update(readFileSync(path.join(root, file)))
                .digest('base64url'),
            };
    } catch {
      // A project without it (no tsconfig.json): named as missing.
      state = { size: -1, mtimeMs: 0, hash: '' };
    }
    files.set(file, state);
    key.update(`${file}\n${state.hash}\n`);
  }
  return { key: key.digest('base64url'), statedAt, files };
}
