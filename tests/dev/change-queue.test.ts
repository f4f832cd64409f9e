/**
 * What the open tabs are told when changes come in steps: a passing state
 * with content problems (a folder deleted file by file) is never told when
 * the next step follows within the hold; a lasting one is told once the
 * hold is over; a valid result is told at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeQueue, mergeEvents } from '../../scripts/dev/change-queue';
import type { DevEvent } from '../../scripts/dev/rebuild/dev-site';

const broken: DevEvent[] = [{ type: 'reload', routes: 'all', state: 'error' }];
const mended: DevEvent[] = [{ type: 'reload', routes: 'all', state: 'ok' }];

/** A queue whose batches give the listed results in turn, and what it told. */
function queueGiving(...results: DevEvent[][]) {
  const told: { events: DevEvent[]; files: string[] }[] = [];
  const queue = createChangeQueue<string>({
    apply: async () => results.shift() ?? [],
    deliver: (events, files) => told.push({ events, files }),
    fail: (error) => {
      throw error;
    },
    holdMs: 200,
  });
  return { queue, told };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a batch of changes', () => {
  it('with a valid result is told at once', async () => {
    const { queue, told } = queueGiving(mended);
    queue.push(new Set(['content']), ['pages/about.md']);
    await queue.settled();
    expect(told).toEqual([{ events: mended, files: ['pages/about.md'] }]);
  });

  it('with content problems, followed by a mending one within the hold, is never told', async () => {
    const { queue, told } = queueGiving(broken, mended);
    queue.push(new Set(['content']), ['pages/training/_group.yaml']);
    await vi.advanceTimersByTimeAsync(60);
    expect(told).toEqual([]);
    queue.push(new Set(['content']), ['pages/training/courses.md']);
    await queue.settled();
    expect(told).toEqual([{ events: mended, files: ['pages/training/_group.yaml', 'pages/training/courses.md'] }]);
  });

  it('with content problems and nothing after it is told once the hold is over, and requests wait for it', async () => {
    const { queue, told } = queueGiving(broken);
    queue.push(new Set(['content']), ['pages/about.md']);
    let answered = false;
    void queue.settled().then(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect({ told, answered }).toEqual({ told: [], answered: false });
    await vi.advanceTimersByTimeAsync(1);
    expect({ told, answered }).toEqual({ told: [{ events: broken, files: ['pages/about.md'] }], answered: true });
  });

  it('with content problems, followed by one that leaves them, is told once, with the later problems', async () => {
    const { queue, told } = queueGiving(broken, [{ type: 'reload', routes: ['/about'], state: 'error' }]);
    queue.push(new Set(['content']), ['a.md']);
    queue.push(new Set(['content']), ['b.md']);
    await vi.advanceTimersByTimeAsync(200);
    await queue.settled();
    expect(told).toEqual([{ events: broken, files: ['a.md', 'b.md'] }]);
  });
});

describe('two deliveries merged', () => {
  it('reload the pages of either, in the later state, and keep the later stylesheet', () => {
    expect(
      mergeEvents(
        [
          { type: 'reload', routes: ['/about'], state: 'error' },
          { type: 'css', href: '/a.css' },
        ],
        [
          { type: 'reload', routes: ['/contact', '/about'], state: 'ok' },
          { type: 'css', href: '/b.css' },
        ],
      ),
    ).toEqual([
      { type: 'reload', routes: ['/about', '/contact'], state: 'ok' },
      { type: 'css', href: '/b.css' },
    ]);
    expect(mergeEvents(broken, [])).toEqual(broken);
    expect(mergeEvents([{ type: 'reload', routes: ['/'], state: 'ok' }], mended)).toEqual(mended);
  });
});
