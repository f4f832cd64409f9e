/**
 * The one rule every write of the web editor's local backend goes through,
 * whichever action asks for it: a save, both ends of a rename, an upload,
 * an entry's pictures, a deletion. A write is refused when
 *
 * - its path leads out of the folders the editor changes, names a hidden
 *   file or folder, or is too long (editable-paths.ts);
 * - a name in it is not plain (plain-names.ts);
 * - it lands in a media folder (content/images/, public/images/, however
 *   the path reaches it) and is not a picture the editor takes
 *   (media-rules.ts), or lands elsewhere in content/ and is not a page or
 *   settings file (.md, .yaml);
 * - it changes, deletes or replaces content/site.yaml with other settings
 *   where staff log in and save (editing:) or where visitors' messages go
 *   (forms.endpoint), which a developer changes in the file;
 * - a request names one file twice.
 *
 * Each write is judged against the files as they are when it is made.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseContentSource } from '../content/yaml/source';
import { uploadProblem } from '../shared/media-rules';
import { SECURITY_SETTINGS } from './config/locked';
import { type Area, appPath, type EditablePlaces, realPathOf, resolveEditable } from './editable-paths';
import { nameProblem, shownName } from './plain-names';
import { Refused } from './refused';
import type { PlannedChange } from './save-check';

/** What a write makes: a content file (`entry`), a picture (`media`), or a deletion. */
export type WriteKind = 'entry' | 'media' | 'delete';

export interface RequestedWrite {
  /** The path as the app names it: content/… or public/…. */
  path: string;
  kind: WriteKind;
  /** The new contents; none for a deletion. */
  contents?: string | Uint8Array;
}

/** Where each kind of write may go. */
const AREAS: Readonly<Record<WriteKind, Area>> = { entry: 'entries', media: 'media', delete: 'any' };
/** The files of the content folder the editor saves: pages (Markdown) and settings (YAML). */
const ENTRY_EXTENSIONS = ['.md', '.yaml'];
/** Aliases the build lets a content file use (scripts/content/yaml/validate.ts). */
const MAX_ALIASES = 100;

/**
 * The changes `writes` make, once every one passes the rule; throws PathRefused or Refused, with the status to
 * answer, for the first that does not. Call it when the writes are about to be made: it reads site.yaml as it is.
 */
export async function allowedChanges(
  places: EditablePlaces,
  writes: readonly RequestedWrite[],
): Promise<PlannedChange[]> {
  const changes: PlannedChange[] = [];
  const named = new Set<string>();
  for (const write of writes) {
    const file = await resolveEditable(places, write.path, AREAS[write.kind]);
    refuseOddNames(write.path);
    const real = await realPathOf(file);
    // Case-blind: a Mac's or Windows' disk holds About.md and about.md as one file.
    if (named.has(real.toLowerCase()))
      throw new Refused(422, `Not saved: the request names ${appPath(places, file)} more than once.`);
    named.add(real.toLowerCase());
    const contents = write.kind === 'delete' ? null : (write.contents ?? '');
    if (contents !== null) await refuseWrongKind(places, write.kind, file, real, contents);
    await refuseLockedChanges(places, file, real, contents);
    changes.push({ file, contents });
  }
  return changes;
}

/** A write with a name that is not plain, in any folder of its path: 400. */
function refuseOddNames(requested: string): void {
  for (const name of requested.split('/').slice(1)) {
    const problem = nameProblem(name);
    if (problem)
      throw new Refused(
        400,
        `The name "${shownName(name)}" ${problem}: use letters, digits and hyphens (nothing was saved).`,
      );
  }
}

/** A picture that is not one the editor takes, anywhere in a media folder; a file of content/ that is no page or settings. */
async function refuseWrongKind(
  places: EditablePlaces,
  kind: WriteKind,
  file: string,
  real: string,
  contents: string | Uint8Array,
): Promise<void> {
  const mediaDirs = await Promise.all(places.mediaDirs.map(realPathOf));
  const mediaDir = mediaDirs.find((dir) => real.startsWith(dir + path.sep));
  if (mediaDir !== undefined) {
    const problem = uploadProblem(path.basename(real), typeof contents === 'string' ? Buffer.from(contents) : contents);
    if (problem && kind === 'media') throw new Refused(422, `Not uploaded: ${problem}`);
    if (problem) throw new Refused(422, `Not saved: ${appPath(places, file)} is in a folder of pictures. ${problem}`);
    return;
  }
  if (!ENTRY_EXTENSIONS.includes(path.extname(real)))
    throw new Refused(
      422,
      `Not saved: ${appPath(places, file)} is not a page or settings file; the web editor saves ${ENTRY_EXTENSIONS.join(' and ')} files in content/.`,
    );
}

/**
 * A write that leaves content/site.yaml (however the path names it) with other settings where staff log in and
 * save, or where visitors' messages go, than it has now: the editor shows them locked (config/locked.ts), so only
 * a request made around it changes them.
 */
async function refuseLockedChanges(
  places: EditablePlaces,
  file: string,
  real: string,
  contents: string | Uint8Array | null,
): Promise<void> {
  const siteFile = path.join(places.contentDir, 'site.yaml');
  const isSiteFile = real.toLowerCase() === (await realPathOf(siteFile)).toLowerCase();
  if (!isSiteFile && file.toLowerCase() !== siteFile.toLowerCase()) return;
  const now = await readFile(siteFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const before = lockedSettingsOf(now);
  if (before === undefined)
    throw new Refused(
      422,
      "Not saved: content/site.yaml cannot be read as it is, so the editor cannot tell whether this save changes where staff log in and save (editing) or where visitors' messages go (forms.endpoint). A developer mends the file first.",
    );
  const text =
    contents === null ? '' : typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
  const after = lockedSettingsOf(text);
  // Text the build cannot read: its own check refuses the save, with the build's message.
  if (after !== undefined && after !== before)
    throw new Refused(
      422,
      "Not saved: where staff log in and save (editing) and where visitors' messages go (forms.endpoint) are changed by a developer in content/site.yaml, not in the web editor.",
    );
}

/** The locked settings of a site.yaml text as the build reads it (one text for comparing); undefined when it cannot. */
function lockedSettingsOf(text: string): string | undefined {
  const source = parseContentSource('content/site.yaml', text);
  let data: unknown;
  try {
    if (source.quick) data = source.quick.value;
    else if (source.document.errors.length === 0) data = source.document.toJS({ maxAliasCount: MAX_ALIASES });
    else return undefined;
  } catch {
    return undefined;
  }
  return JSON.stringify([...SECURITY_SETTINGS].map((setting) => valueAt(data, setting.split('.')) ?? null));
}

function valueAt(data: unknown, keys: readonly string[]): unknown {
  let value = data;
  for (const key of keys)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}
