/**
 * Times the build's stages and reports each as it ends, with when it began
 * and ended, in ms from the start of the build: several stages run side by
 * side (scripts, styles and public files while the pages load), so their
 * times overlap and do not add up to the build's own, which the build prints
 * last. A stage's time includes any wait for the stages it needs.
 */
export interface StageTiming {
  stage: string;
  /** When it began and ended, from the start of the build. */
  startMs: number;
  endMs: number;
  /** endMs - startMs. */
  ms: number;
}

const column = (ms: number) => ms.toFixed(0).padStart(6);

export function createTimer(log: (line: string) => void, origin = performance.now()) {
  const timings: StageTiming[] = [];
  return {
    timings,
    async stage<T>(name: string, run: () => Promise<T> | T): Promise<T> {
      const startMs = performance.now() - origin;
      const result = await run();
      const endMs = performance.now() - origin;
      if (timings.length === 0)
        log(
          `  ${'stage'.padEnd(22)} ${'from'.padStart(6)} ${'to'.padStart(6)} ms (from the start; stages side by side overlap)`,
        );
      timings.push({ stage: name, startMs, endMs, ms: endMs - startMs });
      log(`  ${name.padEnd(22)} ${column(startMs)} ${column(endMs)} ms`);
      return result;
    },
  };
}

export type Timer = ReturnType<typeof createTimer>;
