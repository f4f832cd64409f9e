/**
 * Recorded reads (render/track-reads.ts) as plain data, to send between
 * threads and to keep in the page cache: each set of reads once, numbered,
 * with the sets it shares by their numbers, so that work done once for many
 * pages (the menus, a shared chrome) is stored once.
 */
import { emptyReads, type Reads } from '../render/track-reads';

/** A set of reads as data: its own reads, and the numbers of the sets it counts too. */
export interface StoredReadSet {
  values: Array<[key: string, signature: string]>;
  shared: number[];
}

/** Numbers sets of reads, each once, however many renders share it. */
export class ReadsTable {
  readonly sets: StoredReadSet[] = [];
  private readonly ids = new Map<Reads, number>();

  /** The number of a set, adding it and the sets it shares when new. */
  add(reads: Reads): number {
    const known = this.ids.get(reads);
    if (known !== undefined) return known;
    const id = this.sets.length;
    this.ids.set(reads, id);
    const stored: StoredReadSet = { values: [...reads.values], shared: [] };
    this.sets.push(stored);
    for (const inner of reads.shared) stored.shared.push(this.add(inner));
    return id;
  }
}

/**
 * The sets of a table made back into reads, by number. A set that names a number the table does not have
 * (a damaged cache) throws.
 */
export function readsOfTable(sets: readonly StoredReadSet[]): Reads[] {
  const made = sets.map(() => emptyReads());
  sets.forEach((stored, id) => {
    const reads = made[id]!;
    for (const [key, signature] of stored.values) reads.values.set(key, signature);
    for (const inner of stored.shared) {
      const found = made[inner];
      if (!found || inner === id) throw new Error(`A set of reads names set ${inner}, which the table does not have.`);
      reads.shared.add(found);
    }
  });
  return made;
}
