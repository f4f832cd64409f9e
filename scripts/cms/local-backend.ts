/**
 * The web editor's local backend: answers POST /api/v1 as decap-server's
 * file-system mode does (the protocol of Decap's "proxy" backend), on the
 * project's own files. It reads only the content folder and the media
 * folders. Its actions either read (READ_ACTIONS) or ask for writes
 * (WRITE_ACTIONS), which they never make themselves: every write, whichever
 * action asks for it, is made in its turn by write-turns.ts, through the one
 * rule of write-rule.ts (paths, names, pictures, the locked settings) and
 * the build's own checks, and is refused, with the reason, otherwise.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import * as z from 'zod';
import { readApiRequest } from './api-request';
import { appPath, PathRefused, resolveEditable, type Area, type EditablePlaces } from './editable-paths';
import { Refused } from './refused';
import type { CheckPlaces } from './save-check';
import { type AskedWrite, createWriteTurns } from './write-turns';

export const API_PATH = '/api/v1';

export interface LocalBackendOptions {
  root: string;
  contentDir: string;
  publicDir: string;
  siteUrl?: string | undefined;
  formsEndpoint?: string | undefined;
  log?: (line: string) => void;
}

export type LocalBackend = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const dataFile = z.object({
  slug: z.string().optional(),
  path: z.string(),
  raw: z.string(),
  newPath: z.string().optional(),
});
const asset = z.object({ path: z.string(), content: z.string(), encoding: z.literal('base64') });
/** The actions that read, and what each takes. */
const READ_PARAMS = {
  info: z.unknown(),
  entriesByFolder: z.object({ folder: z.string(), extension: z.string(), depth: z.number().int().min(1).max(20) }),
  entriesByFiles: z.object({ files: z.array(z.object({ path: z.string(), label: z.string().optional() })) }),
  getEntry: z.object({ path: z.string() }),
  getMedia: z.object({ mediaFolder: z.string() }),
  getMediaFile: z.object({ path: z.string() }),
  getDeployPreview: z.unknown(),
} as const;
/** The actions that write, and what each takes. */
const WRITE_PARAMS = {
  persistEntry: z.object({
    entry: dataFile.optional(),
    dataFiles: z.array(dataFile).optional(),
    assets: z.array(asset).default([]),
    // Decap says whether the entry is new: its file must not be there yet, or must still be.
    options: z.object({ newEntry: z.boolean().optional() }).optional(),
  }),
  persistMedia: z.object({ asset }),
  deleteFile: z.object({ path: z.string() }),
  deleteFiles: z.object({ paths: z.array(z.string()).min(1) }),
} as const;
/** Every action the backend answers, and what each takes. */
export const PARAMS = { ...READ_PARAMS, ...WRITE_PARAMS } as const;
export const READ_ACTIONS = Object.keys(READ_PARAMS) as ReadonlyArray<keyof typeof READ_PARAMS>;
export const WRITE_ACTIONS = Object.keys(WRITE_PARAMS) as ReadonlyArray<keyof typeof WRITE_PARAMS>;
type ReadAction = keyof typeof READ_PARAMS;
type WriteAction = keyof typeof WRITE_PARAMS;
type Action = keyof typeof PARAMS;
type Params<A extends Action> = z.infer<(typeof PARAMS)[A]>;

/** What a write action asks for: its writes, and its answer once they are made. */
interface AskedWrites {
  writes: AskedWrite[];
  answer: () => unknown;
}

export function createLocalBackend(options: LocalBackendOptions): LocalBackend {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(options.contentDir);
  const publicDir = path.resolve(options.publicDir);
  const places: EditablePlaces = {
    root,
    contentDir,
    publicDir,
    mediaDirs: [path.join(contentDir, 'images'), path.join(publicDir, 'images')],
  };
  const checkPlaces: CheckPlaces = {
    root,
    contentDir,
    publicDir,
    siteUrl: options.siteUrl,
    formsEndpoint: options.formsEndpoint,
  };
  const log = options.log ?? (() => {});
  const resolve = (requested: string, area: Area, folder = false) =>
    resolveEditable(places, requested, area, { folder });
  const turns = createWriteTurns(places, checkPlaces, log);
  const picture = (item: z.infer<typeof asset>): AskedWrite => ({
    path: item.path,
    kind: 'media',
    contents: Buffer.from(item.content, 'base64'),
  });

  const reads: { [A in ReadAction]: (params: Params<A>) => Promise<unknown> } = {
    info: async () => ({ repo: path.basename(root), publish_modes: ['simple'], type: 'local_fs' }),
    entriesByFolder: async ({ folder, extension, depth }) => {
      const files = await listFiles(await resolve(folder, 'any', true), depth, (name) =>
        name.endsWith(`.${extension.replace(/^\./, '')}`),
      );
      return Promise.all(files.map((file) => entryOf(places, file)));
    },
    entriesByFiles: async ({ files }) =>
      Promise.all(files.map(async (file) => entryOf(places, await resolve(file.path, 'any'), file.label))),
    getEntry: async ({ path: file }) => entryOf(places, await resolve(file, 'any')),
    getMedia: async ({ mediaFolder }) => {
      const files = await listFiles(await resolve(mediaFolder, 'media', true), 1, () => true);
      return Promise.all(files.map((file) => mediaFileOf(places, file)));
    },
    getMediaFile: async ({ path: file }) => mediaFileOf(places, await resolve(file, 'media')),
    getDeployPreview: async () => null,
  };

  // Write actions only say what they would write: turns.make makes it, or refuses it, for all of them alike.
  const writes: { [A in WriteAction]: (params: Params<A>) => AskedWrites } = {
    persistEntry: ({ entry, dataFiles, assets, options: saved }) => {
      const asked: AskedWrite[] = [];
      const isNew = saved?.newEntry;
      for (const file of dataFiles ?? (entry ? [entry] : [])) {
        const moved = file.newPath !== undefined && file.newPath !== file.path;
        const target = moved ? file.newPath! : file.path;
        const expect = moved || isNew === true ? 'absent' : isNew === false ? 'present' : undefined;
        asked.push({ path: target, kind: 'entry', contents: file.raw, ...(expect ? { expect } : {}) });
        if (moved) asked.push({ path: file.path, kind: 'delete', expect: 'present' });
      }
      asked.push(...assets.map(picture));
      if (asked.length === 0) throw new Refused(422, 'The save holds no file.');
      return { writes: asked, answer: () => ({ message: 'entry persisted' }) };
    },
    persistMedia: ({ asset: item }) => ({
      writes: [picture(item)],
      answer: async () => mediaFileOf(places, await resolve(item.path, 'media')),
    }),
    deleteFile: ({ path: file }) => ({
      writes: [{ path: file, kind: 'delete' }],
      answer: () => ({ message: `deleted file ${file}` }),
    }),
    deleteFiles: ({ paths }) => ({
      writes: paths.map((file) => ({ path: file, kind: 'delete' as const })),
      answer: () => ({ message: `deleted files ${paths.join(', ')}` }),
    }),
  };

  /** Runs one action: a read at once, a write's files in their turn (`arrived`: when its request came). */
  const run = async (action: Action, params: unknown, arrived: number): Promise<unknown> => {
    if (Object.hasOwn(reads, action))
      return (reads[action as ReadAction] as (params: unknown) => Promise<unknown>)(params);
    const asked = (writes[action as WriteAction] as (params: unknown) => AskedWrites)(params);
    await turns.make(asked.writes, arrived);
    return asked.answer();
  };

  return async (request, response) => {
    // Taken before anything is read: a write made while this request arrives is one it has not seen.
    const arrived = turns.arrival();
    const send = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          // Its answers are data for the app, never a page to show or frame.
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          ...headers,
        })
        .end(JSON.stringify(value));
    const read = await readApiRequest(request);
    if (!read.ok) return void send(read.status, { error: read.message }, read.headers);
    const { action, params } = (read.body ?? {}) as { action?: unknown; params?: unknown };
    try {
      if (typeof action !== 'string' || !Object.hasOwn(PARAMS, action))
        throw new Refused(422, `Unknown action ${String(action)}`);
      const parsed = PARAMS[action as Action].safeParse(params);
      if (!parsed.success) throw new Refused(422, `Bad ${action} request: ${z.prettifyError(parsed.error)}`);
      send(200, await run(action as Action, parsed.data, arrived));
    } catch (error) {
      if (error instanceof Refused) return void send(error.status, { error: error.message, ...error.extra });
      if (error instanceof PathRefused) return void send(error.status, { error: error.message });
      const code = (error as NodeJS.ErrnoException).code;
      // A name this computer cannot hold (too long, or a file where a folder is named): the request's fault, said plainly.
      if (code !== undefined && REQUEST_FAULTS.has(code))
        return void send(400, {
          error: `This computer cannot hold that file name (${code}): choose a shorter, plainer name.`,
        });
      log(
        `The web editor's ${String(action)} request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      send(500, { error: "The web editor's backend failed on this request; its terminal shows why." });
    }
  };
}

/** File system errors that a request's path causes, not a fault of the backend. */
const REQUEST_FAULTS = new Set(['ENAMETOOLONG', 'ENOTDIR', 'EISDIR', 'ELOOP', 'EEXIST', 'ENOTEMPTY']);

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** A content file as the app reads it: its text and its hash, or nulls when it does not exist. */
async function entryOf(places: EditablePlaces, file: string, label?: string) {
  const at = { path: appPath(places, file), ...(label === undefined ? {} : { label }) };
  const contents = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
    throw error;
  });
  return contents
    ? { data: contents.toString('utf8'), file: { ...at, id: sha256(contents) } }
    : { data: null, file: { ...at, id: null } };
}

/** A picture as the app reads it: base64, with its hash and name. */
async function mediaFileOf(places: EditablePlaces, file: string) {
  const contents = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Refused(404, `There is no file ${appPath(places, file)}.`);
    throw error;
  });
  return {
    id: sha256(contents),
    content: contents.toString('base64'),
    encoding: 'base64',
    path: appPath(places, file),
    name: path.basename(file),
  };
}

/** The plain files below `dir`, `depth` levels down at most (1: its own files), sorted; dot-files and links left out. */
async function listFiles(dir: string, depth: number, keep: (name: string) => boolean): Promise<string[]> {
  if (depth < 1) return [];
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
    throw error;
  });
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(full, depth - 1, keep)));
    else if (entry.isFile() && keep(entry.name)) found.push(full);
  }
  return found;
}
