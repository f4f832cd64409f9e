/**
 * The web editor's local backend: answers POST /api/v1 as decap-server's
 * file-system mode does (the protocol of Decap's "proxy" backend), on the
 * project's own files. It reads and writes only the content folder and the
 * media folders; every save is checked first by the build's own loader and
 * is refused, with the build's message, when the build would stop on it.
 * Every upload is checked as a picture (media-rules.ts): its type by its
 * content, its size, its name, and an SVG's drawing.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { formatProblems, problemsAsJson } from '../problems/format-problems';
import { readApiRequest } from './api-request';
import { appPath, PathRefused, resolveEditable, type Area, type EditablePlaces } from './editable-paths';
import { checkSave, type CheckPlaces, type PlannedChange } from './save-check';
import { writeAtomically } from '../shared/write-atomically';
import { uploadProblem } from '../shared/media-rules';

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

/** A request the backend answers with a 4xx status and `error` (and, for a refused save, the build's problems). */
class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const dataFile = z.object({
  slug: z.string().optional(),
  path: z.string(),
  raw: z.string(),
  newPath: z.string().optional(),
});
const asset = z.object({ path: z.string(), content: z.string(), encoding: z.literal('base64') });
const PARAMS = {
  info: z.unknown(),
  entriesByFolder: z.object({ folder: z.string(), extension: z.string(), depth: z.number().int().min(1).max(20) }),
  entriesByFiles: z.object({ files: z.array(z.object({ path: z.string(), label: z.string().optional() })) }),
  getEntry: z.object({ path: z.string() }),
  persistEntry: z.object({
    entry: dataFile.optional(),
    dataFiles: z.array(dataFile).optional(),
    assets: z.array(asset).default([]),
  }),
  getMedia: z.object({ mediaFolder: z.string() }),
  getMediaFile: z.object({ path: z.string() }),
  persistMedia: z.object({ asset }),
  deleteFile: z.object({ path: z.string() }),
  deleteFiles: z.object({ paths: z.array(z.string()).min(1) }),
  getDeployPreview: z.unknown(),
} as const;
type Action = keyof typeof PARAMS;
type Params<A extends Action> = z.infer<(typeof PARAMS)[A]>;

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
  /** An upload's file and bytes, once they are a picture the editor takes; Refused (422) with the reason otherwise. */
  const upload = async (item: z.infer<typeof asset>) => {
    const file = await resolve(item.path, 'media');
    const bytes = Buffer.from(item.content, 'base64');
    const problem = uploadProblem(path.basename(file), bytes);
    if (problem) throw new Refused(422, `Not uploaded: ${problem}`);
    return { file, bytes };
  };
  // Saves are made one at a time: each is checked against the content as the one before left it.
  let saving: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = saving.then(work);
    saving = turn.catch(() => {});
    return turn;
  };

  /** Checks the changes with the build's loader, then makes them; throws Refused with the build's message when it would stop on them. */
  const save = (changes: PlannedChange[]) =>
    inTurn(async () => {
      const { blocking } = await checkSave(checkPlaces, changes);
      if (blocking.length > 0) {
        throw new Refused(422, `Not saved: the site's build would stop on this.\n\n${formatProblems(blocking)}`, {
          problems: JSON.parse(problemsAsJson(blocking)) as unknown,
        });
      }
      for (const change of changes) if (change.contents !== null) await writeAtomically(change.file, change.contents);
      for (const change of changes) if (change.contents === null) await rm(change.file, { force: true });
      log(
        `Saved from the web editor: ${changes.map((change) => appPath(places, change.file) + (change.contents === null ? ' (deleted)' : '')).join(', ')}`,
      );
    });

  const actions: { [A in Action]: (params: Params<A>) => Promise<unknown> } = {
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
    persistEntry: async ({ entry, dataFiles, assets }) => {
      const changes: PlannedChange[] = [];
      for (const file of dataFiles ?? (entry ? [entry] : [])) {
        const target = await resolve(file.path, 'entries');
        if (target === path.join(contentDir, 'site.yaml')) await refuseSecurityChanges(target, file.raw);
        const moved = file.newPath === undefined ? target : await resolve(file.newPath, 'entries');
        changes.push({ file: moved, contents: file.raw });
        if (moved !== target) changes.push({ file: target, contents: null });
      }
      for (const item of assets) {
        const { file, bytes } = await upload(item);
        changes.push({ file, contents: bytes });
      }
      if (changes.length === 0) throw new Refused(422, 'The save holds no file.');
      await save(changes);
      return { message: 'entry persisted' };
    },
    getMedia: async ({ mediaFolder }) => {
      const files = await listFiles(await resolve(mediaFolder, 'media', true), 1, () => true);
      return Promise.all(files.map((file) => mediaFileOf(places, file)));
    },
    getMediaFile: async ({ path: file }) => mediaFileOf(places, await resolve(file, 'media')),
    persistMedia: async ({ asset: item }) => {
      const { file, bytes } = await upload(item);
      await inTurn(() => writeAtomically(file, bytes));
      log(`Saved from the web editor: ${appPath(places, file)}`);
      return mediaFileOf(places, file);
    },
    deleteFile: async ({ path: file }) => {
      await save([{ file: await resolve(file, 'any'), contents: null }]);
      return { message: `deleted file ${file}` };
    },
    deleteFiles: async ({ paths }) => {
      const files = await Promise.all(paths.map((file) => resolve(file, 'any')));
      await save(files.map((file) => ({ file, contents: null })));
      return { message: `deleted files ${paths.join(', ')}` };
    },
    getDeployPreview: async () => null,
  };

  return async (request, response) => {
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
      const run = actions[action as Action] as (params: unknown) => Promise<unknown>;
      send(200, await run(parsed.data));
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

/**
 * Refuses a save of site.yaml that changes `editing:` or `forms.endpoint`: the editor shows them locked
 * (config/locked.ts), so only a request made around it would; a developer changes them in the file.
 */
async function refuseSecurityChanges(file: string, raw: string): Promise<void> {
  const settings = (text: string) => {
    try {
      const data = (parse(text) ?? {}) as { editing?: unknown; forms?: { endpoint?: unknown } };
      return JSON.stringify([data.editing ?? null, data.forms?.endpoint ?? null]);
    } catch {
      // Text the build cannot read: its own check refuses it, with the build's message.
      return undefined;
    }
  };
  const before = settings(await readFile(file, 'utf8').catch(() => ''));
  const after = settings(raw);
  if (before !== undefined && after !== undefined && before !== after)
    throw new Refused(
      422,
      "Not saved: where staff log in and save (editing) and where visitors' messages go (forms.endpoint) are changed by a developer in content/site.yaml, not in the web editor.",
    );
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
