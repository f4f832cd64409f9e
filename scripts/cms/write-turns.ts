/**
 * Makes the local backend's writes, one at a time: each goes through the
 * one rule (write-rule.ts), then the build's checks on the content as it
 * would be after it (save-check.ts), against the files as the write before
 * left them. Two requests that change one file at once cannot both be
 * right, since neither saw the other's change: the one whose turn comes
 * second lost the race, and is refused with a message, never made over the
 * other's change. A write also finds its files as it expects them: a
 * rename's source and an entry being saved still there, a new entry's file
 * and a rename's target not yet.
 */
import { lstat, rm } from 'node:fs/promises';
import path from 'node:path';
import { formatProblems, problemsAsJson } from '../problems/format-problems';
import { writeAtomically } from '../shared/write-atomically';
import { appPath, type EditablePlaces, realPathOf } from './editable-paths';
import { Refused } from './refused';
import { type CheckPlaces, checkSave, type PlannedChange } from './save-check';
import { allowedChanges, type RequestedWrite } from './write-rule';

/** A write an action asks for: its files, and whether each must be there before (a rename's target must not). */
export interface AskedWrite extends RequestedWrite {
  expect?: 'present' | 'absent';
}

export interface WriteTurns {
  /** The moment a request arrives, to be given back with its writes: what was written after it, it has not seen. */
  arrival: () => number;
  /** Makes the writes in their turn, or throws Refused (PathRefused for a path) saying why none was made. */
  make: (writes: readonly AskedWrite[], arrived: number) => Promise<PlannedChange[]>;
}

/** Whether `file` lies below `dir`. */
function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

export function createWriteTurns(
  places: EditablePlaces,
  checkPlaces: CheckPlaces,
  log: (line: string) => void,
): WriteTurns {
  let made = 0;
  /** For each file (its real path, case-blind), the number of the write that last changed it. */
  const lastChanged = new Map<string, number>();
  let queue: Promise<unknown> = Promise.resolve();
  const keyOf = async (file: string) => (await realPathOf(file)).toLowerCase();

  const turn = async (writes: readonly AskedWrite[], arrived: number): Promise<PlannedChange[]> => {
    const changes = await allowedChanges(places, writes);
    const keys = await Promise.all(changes.map((change) => keyOf(change.file)));
    keys.forEach((key, index) => {
      if ((lastChanged.get(key) ?? 0) > arrived)
        throw new Refused(
          409,
          `Not saved: ${appPath(places, changes[index]!.file)} was changed by another save (from another tab?) while this one was on its way. Reload it to see that change, then make yours again.`,
        );
    });
    for (const [index, write] of writes.entries()) await refuseUnexpected(places, changes[index]!.file, write.expect);
    const { blocking, newWarnings } = await checkSave(checkPlaces, changes);
    const deletes = changes.filter((change) => change.contents === null);
    if (deletes.length === changes.length) {
      // A picture the site uses, deleted, would break a link on every page while the build only warns of it (its
      // icon, its sharing picture): deleting pictures is refused at any new problem, a warning too, naming the users.
      const pictures = deletes.every((change) => places.mediaDirs.some((dir) => isInside(dir, change.file)));
      const uses = [...blocking, ...(pictures ? newWarnings : [])];
      const deleted = deletes.map((change) => appPath(places, change.file));
      // Used by another file (a link, a picture field), or needed by the site itself (its page for missing addresses).
      const usedElsewhere = uses.some((problem) => !deleted.includes(problem.location.file));
      const why = usedElsewhere
        ? `the site uses ${deleted.join(', ')}. Change what uses it (below) first, then delete it.`
        : `the site needs ${deleted.join(', ')}, as said below.`;
      if (uses.length > 0)
        throw new Refused(422, `Not deleted: ${why}\n\n${formatProblems(uses)}`, {
          problems: JSON.parse(problemsAsJson(uses)) as unknown,
        });
    } else if (blocking.length > 0)
      throw new Refused(422, `Not saved: the site's build would stop on this.\n\n${formatProblems(blocking)}`, {
        problems: JSON.parse(problemsAsJson(blocking)) as unknown,
      });
    for (const change of changes) if (change.contents !== null) await writeAtomically(change.file, change.contents);
    for (const change of changes) if (change.contents === null) await rm(change.file, { force: true });
    made += 1;
    for (const key of keys) lastChanged.set(key, made);
    log(
      `Saved from the web editor: ${changes.map((change) => appPath(places, change.file) + (change.contents === null ? ' (deleted)' : '')).join(', ')}`,
    );
    return changes;
  };

  return {
    arrival: () => made,
    make: (writes, arrived) => {
      const result = queue.then(() => turn(writes, arrived));
      queue = result.catch(() => {});
      return result;
    },
  };
}

/** A file that is not as its write expects: a rename's source or a saved entry gone, a new entry's name taken. */
async function refuseUnexpected(places: EditablePlaces, file: string, expect: AskedWrite['expect']): Promise<void> {
  if (expect === undefined) return;
  const present = await lstat(file).then(
    () => true,
    () => false,
  );
  if (expect === 'present' && !present)
    throw new Refused(
      409,
      `Not saved: ${appPath(places, file)} is no longer there: it was renamed or deleted (from another tab?) while this was edited. Reload the list to see where it went.`,
    );
  if (expect === 'absent' && present)
    throw new Refused(
      409,
      `Not saved: there is already a file ${appPath(places, file)}. Choose another name, or reload the list to see it.`,
    );
}
