/**
 * A message the visitor has sent, kept in localStorage until the form
 * service has it or the visitor discards it, so that a reload, a closed
 * tab or a restarted browser loses nothing. It holds exactly what is sent
 * (its submission id included, so every try is the same message) and the
 * form's values, to show it again. localStorage rather than a service
 * worker: every browser has it, it needs no other file, header or
 * registration, and nothing else on the device can read it but this site's
 * pages. What is typed and never sent stays in the tab's draft (draft.ts).
 */
import { SUBMISSION_FIELD, type Draft } from './draft';
import type { Failure } from './outcome';
import { readStored, removeStored, writeStored } from './stored';

export interface KeptMessage {
  /** The form service's address it goes to. */
  action: string;
  /** The fields as sent, in order. */
  fields: Array<[string, string]>;
  /** The form's values, shown while the message waits. */
  draft: Draft;
}

const PREFIX = 'form-kept:';

/** Keeps the message, unless the browser refuses (storage blocked or full). */
export const keepMessage = (key: string, message: KeptMessage) => writeStored('localStorage', PREFIX + key, message);

export function keptMessage(key: string): KeptMessage | undefined {
  const message = readStored<KeptMessage>('localStorage', PREFIX + key);
  return Array.isArray(message?.fields) ? message : undefined;
}

export const forgetMessage = (key: string) => removeStored('localStorage', PREFIX + key);

/** The fields to post, as the form would have posted them. */
export function fieldsOf(message: KeptMessage): FormData {
  const data = new FormData();
  for (const [name, value] of message.fields) data.append(name, value);
  return data;
}

/**
 * What became of a kept message, told to the form's other tabs: delivered (with its id), discarded, or
 * refused by the service (with what the form shows of the refusal, the message staying in the fields).
 */
export interface Settled {
  outcome: 'delivered' | 'discarded' | 'refused';
  id?: string;
  failure?: Failure;
}

const SETTLED = 'form-settled:';

/**
 * Ends the keeping of a message, saying why to the form's other tabs: the record is written and taken away at
 * once (nothing stays on the device), and each other tab hears it in its storage event (settledIn).
 */
export function settleMessage(key: string, settled: Settled): void {
  writeStored('localStorage', SETTLED + key, settled);
  forgetMessage(key);
  removeStored('localStorage', SETTLED + key);
}

/** What another tab said became of the form's kept message, when the storage event is that word. */
export function settledIn(event: StorageEvent, key: string): Settled | undefined {
  if (event.key !== SETTLED + key || !event.newValue) return undefined;
  try {
    return JSON.parse(event.newValue) as Settled;
  } catch {
    return undefined;
  }
}

/** The submission id a kept message carries. */
export const idOf = (message?: KeptMessage) => message?.fields.find(([name]) => name === SUBMISSION_FIELD)?.[1];

/** The submission id of the message kept for the form, if one is. */
export const keptId = (key: string) => idOf(keptMessage(key));

/**
 * Runs `run` in the form's turn: while it runs, no other tab of the site runs a turn of the same form (Web
 * Locks; a tab closed in its turn ends it). So one tab at a time tries or discards the kept message, and the
 * next reads, once its turn comes, what the last made of it. Where the browser has no Web Locks, at once.
 */
export const inTurn = <T>(key: string, run: () => Promise<T>): Promise<T> =>
  (navigator.locks?.request(PREFIX + key, run) as Promise<T> | undefined) ?? run();

/**
 * The lock that says a message is delivered or discarded, taken only if free (`then` gets null when another
 * tab holds it); undefined where the browser has no Web Locks, or for a message without an id (none kept).
 */
const doneLock = <T>(id: string | undefined, then: (lock: Lock | null) => T) =>
  id ? navigator.locks?.request(`form-done:${id}`, { ifAvailable: true }, then) : undefined;

/**
 * Says in the site's locks, for as long as this tab lives, that the message of this id is delivered or
 * discarded. A tab reads localStorage from a copy that may lag behind another tab's writes, so it may still
 * see the message kept when its turn comes; the locks it takes its turn from are the same for every tab, so
 * there it sees the word (isDone). Resolves once said, so before the turn ends.
 */
export const markDone = (id?: string) =>
  new Promise<void>((said) => {
    doneLock(id, () => {
      said();
      return new Promise(() => {});
    }) ?? said();
  });

/** Whether a tab said the message of this id delivered or discarded (markDone). */
export const isDone = (id?: string) => doneLock(id, (lock) => !lock);
