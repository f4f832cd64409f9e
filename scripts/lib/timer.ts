/** Runs build stages one after another and reports how long each took. */
export interface StageTiming {
  stage: string;
  ms: number;
}

export function createTimer(log: (line: string) => void) {
  const timings: StageTiming[] = [];
  return {
    timings,
    async stage<T>(name: string, run: () => Promise<T> | T): Promise<T> {
      const start = performance.now();
      const result = await run();
      const ms = performance.now() - start;
      timings.push({ stage: name, ms });
      log(`  ${name.padEnd(22)} ${ms.toFixed(0).padStart(6)} ms`);
      return result;
    },
  };
}
