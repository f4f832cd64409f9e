/** The benchmark's tables: one line per build, then each build's stages side by side. */
export interface Run {
  label: string;
  pages: number;
  /** From starting the process to its exit. */
  wallMs: number;
  /** The build's own total, from its closing line. */
  buildMs: number;
  peakMb: number;
  /** Pages rendered, and pages copied from the page cache. */
  rendered: number;
  fromCache: number;
  /** How long each of the build's stages ran, in the order they ended (some run side by side, so they overlap). */
  stages: Array<{ stage: string; ms: number }>;
}

export function printTable(runs: readonly Run[]): void {
  console.log(
    `\n${'build'.padEnd(34)} ${'pages'.padStart(6)} ${'rendered'.padStart(8)} ${'wall ms'.padStart(8)} ${'build ms'.padStart(9)} ${'ms/page'.padStart(8)} ${'peak MB'.padStart(8)}`,
  );
  for (const run of runs) {
    console.log(
      `${run.label.padEnd(34)} ${String(run.pages).padStart(6)} ${String(run.rendered).padStart(8)} ${run.wallMs.toFixed(0).padStart(8)} ${String(run.buildMs).padStart(9)} ${(run.wallMs / run.pages).toFixed(2).padStart(8)} ${String(run.peakMb).padStart(8)}`,
    );
  }
}

/** Short column names: "1000", "4000", "real cold", "real edit". */
function columnOf(run: Run): string {
  const size = /synthetic, (\d+)/.exec(run.label)?.[1];
  if (size) return run.label.includes('edited') ? `${size} edit` : size;
  if (run.label.includes('edited')) return 'real edit';
  return run.label.includes('cache') ? 'no cache' : 'real cold';
}

export function printStages(runs: readonly Run[]): void {
  const stages = [...new Set(runs.flatMap((run) => run.stages.map((stage) => stage.stage)))];
  const columns = runs.map(columnOf);
  const width = Math.max(9, ...columns.map((column) => column.length));
  console.log(`\n${'stage, ms'.padEnd(24)} ${columns.map((column) => column.padStart(width)).join(' ')}`);
  for (const stage of stages) {
    const cells = runs.map((run) => {
      const found = run.stages.find((candidate) => candidate.stage === stage);
      return (found ? String(found.ms) : '-').padStart(width);
    });
    console.log(`${stage.padEnd(24)} ${cells.join(' ')}`);
  }
  console.log(
    `${'(build, start to end)'.padEnd(24)} ${runs.map((run) => String(run.buildMs).padStart(width)).join(' ')}`,
  );
  console.log(
    `${'(process start-up, exit)'.padEnd(24)} ${runs.map((run) => String(Math.round(run.wallMs - run.buildMs)).padStart(width)).join(' ')}`,
  );
  console.log(
    'Stages up to "load content" run side by side: scripts, styles and public files while the render workers load the pages.',
  );
}
