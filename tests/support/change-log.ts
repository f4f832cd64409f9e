/**
 * Reads the dev server's log, which writes "<files> → <what the tabs were
 * told> in N ms" once it has applied a change. A saved file reaches the
 * server through its watcher a moment after the write, so a test waits for
 * that line rather than for the changes the server has seen so far.
 */
export interface ChangeLog {
  /** The dev server's `log` option. */
  log: (line: string) => void;
  /**
   * Resolves once the server has applied its next change of `relative`
   * (like content/site.yaml). Ask before making the change.
   */
  applied: (relative: string) => Promise<void>;
}

export function changeLog(also: (line: string) => void = () => {}): ChangeLog {
  const listeners = new Set<(line: string) => void>();
  return {
    log: (line) => {
      also(line);
      for (const listener of listeners) listener(line);
    },
    applied: (relative) =>
      new Promise((resolve) => {
        const listener = (line: string) => {
          const [names = '', rest] = line.split(' → ');
          // Names are relative to the project root, which may not hold the content folder.
          const named = names.split(', ').some((name) => name === relative || name.endsWith(`/${relative}`));
          if (rest === undefined || !named) return;
          listeners.delete(listener);
          resolve();
        };
        listeners.add(listener);
      }),
  };
}
