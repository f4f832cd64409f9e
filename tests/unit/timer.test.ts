/** The build's stage report: stages that run side by side are shown overlapping, from the build's start. */
import { describe, expect, it } from 'vitest';
import { createTimer } from '../../scripts/shared/timer';

describe('the stage report', () => {
  it('gives each stage when it began and ended, so stages run side by side overlap', async () => {
    const lines: string[] = [];
    const timer = createTimer((line) => lines.push(line), performance.now());
    let finishOuter = () => {};
    const outer = timer.stage('load content', () => new Promise<void>((resolve) => (finishOuter = resolve)));
    await timer.stage('copy public', async () => {});
    finishOuter();
    await outer;
    const [inner, whole] = timer.timings;
    expect(inner?.stage).toBe('copy public');
    expect(whole?.stage).toBe('load content');
    // The one that ran inside the other: it began no sooner and ended no later.
    expect(inner!.startMs).toBeGreaterThanOrEqual(whole!.startMs);
    expect(inner!.endMs).toBeLessThanOrEqual(whole!.endMs);
    expect(whole!.ms).toBeCloseTo(whole!.endMs - whole!.startMs);
    expect(lines[0]).toMatch(/^ {2}stage\s+from\s+to ms \(from the start; stages side by side overlap\)$/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}copy public\s+\d+\s+\d+ ms$/),
      expect.stringMatching(/^ {2}load content\s+\d+\s+\d+ ms$/),
    ]);
  });
});
