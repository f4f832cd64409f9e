/**
 * Applies the watcher's batches of changes one after another and decides
 * what the open tabs are told. A change made in several steps (a folder
 * deleted file by file, a checkout, a template saved before the file it
 * imports) can pass through a state with problems that no editor meant.
 * Such a result is held for a moment; when another batch follows, the tabs
 * are told only where the steps end. Requests wait while a result is held,
 * so no page is answered from the passing state either.
 */
import type { DevEvent } from './rebuild/dev-site';

export interface ChangeQueueOptions<Kind> {
  /** Brings the site up to date with one batch; returns what the tabs should be told. */
  apply: (kinds: ReadonlySet<Kind>) => Promise<DevEvent[]>;
  /** Tells the tabs (and logs); `files` changed since the last delivery, whose first batch began at `startedAt`. */
  deliver: (events: DevEvent[], files: string[], startedAt: number) => void;
  /** A batch that failed to apply. */
  fail: (error: unknown) => void;
  /** How long a result with problems (content or code) waits for a following batch. */
  holdMs?: number;
}

export interface ChangeQueue<Kind> {
  push: (kinds: ReadonlySet<Kind>, files: string[]) => void;
  /** Resolves once every batch pushed so far is applied and told (or held over to a later one). */
  settled: () => Promise<void>;
}

/** The events of two deliveries as one: the pages either reloads, in the state of the later. */
export function mergeEvents(earlier: DevEvent[], later: DevEvent[]): DevEvent[] {
  const reloads = [...earlier, ...later].filter((event) => event.type === 'reload');
  const css = [...earlier, ...later].filter((event) => event.type === 'css');
  const merged: DevEvent[] = [];
  const last = reloads.at(-1);
  if (last) {
    const routes = reloads.some((event) => event.routes === 'all')
      ? 'all'
      : [...new Set(reloads.flatMap((event) => event.routes as string[]))];
    merged.push({ type: 'reload', routes, state: last.state });
  }
  const lastCss = css.at(-1);
  if (lastCss) merged.push(lastCss);
  return merged;
}

const hasProblems = (events: DevEvent[]) => events.some((event) => event.type === 'reload' && event.state === 'error');

export function createChangeQueue<Kind>(options: ChangeQueueOptions<Kind>): ChangeQueue<Kind> {
  const { apply, deliver, fail, holdMs = 200 } = options;
  let work: Promise<void> = Promise.resolve();
  let waiting = 0;
  let held: { events: DevEvent[]; files: string[]; startedAt: number } | undefined;
  let wake: (() => void) | undefined;

  /** Whether another batch comes within `holdMs` (or has come already). */
  const followed = (): Promise<boolean> =>
    waiting > 0
      ? Promise.resolve(true)
      : new Promise((resolve) => {
          const timer = setTimeout(() => {
            wake = undefined;
            resolve(false);
          }, holdMs);
          wake = () => {
            clearTimeout(timer);
            wake = undefined;
            resolve(true);
          };
        });

  return {
    push(kinds, files) {
      waiting += 1;
      wake?.();
      work = work
        .then(async () => {
          waiting -= 1;
          const before = held;
          held = undefined;
          const startedAt = before?.startedAt ?? performance.now();
          let applied: DevEvent[];
          try {
            applied = await apply(kinds);
          } catch (error) {
            // What was held is still news to the tabs.
            if (before) deliver(before.events, before.files, before.startedAt);
            throw error;
          }
          const events = mergeEvents(before?.events ?? [], applied);
          const changed = [...(before?.files ?? []), ...files];
          if (hasProblems(events) && (await followed())) {
            held = { events, files: changed, startedAt };
            return;
          }
          deliver(events, changed, startedAt);
        })
        .catch(fail);
    },
    async settled() {
      let seen: Promise<void> | undefined;
      while (seen !== work) {
        seen = work;
        await work;
      }
    },
  };
}
