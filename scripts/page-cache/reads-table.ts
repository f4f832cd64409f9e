/**
 * Recorded reads (render/track-reads.ts) as plain data, to send between
 * threads and to keep in the page cache: each read once, numbered, with
 * its signature; each set of reads once, as the numbers of its reads and
 * of the sets it shares, so that work done once for many pages (the menus,
 * a shared chrome) is stored once.
 */
import type { ReadKeys, Reads } from '../render/track-reads';

/** A set of reads as data: the numbers of its reads, and of the sets it counts too. */
export interface StoredReadSet {
  ids: Int32Array;
  shared: number[];
}

export interface StoredReads extends ReadKeys {
  sets: StoredReadSet[];
}

export const noStoredReads = (): StoredReads => ({ keys: [], signatures: [], sets: [] });

/** Numbers reads and sets of reads, each once, however many renders share it. */
export class ReadsTable {
  readonly stored: StoredReads = noStoredReads();
  private readonly setIds = new Map<Reads, number>();
  private readonly readIds = new Map<string, number>();
  private readonly fromTables = new WeakMap<ReadKeys, Map<number, number>>();

  /** The number of a set, adding it and the sets it shares when new. */
  add(reads: Reads): number {
    const known = this.setIds.get(reads);
    if (known !== undefined) return known;
    const id = this.stored.sets.length;
    this.setIds.set(reads, id);
    const ids = new Int32Array(reads.ids instanceof Int32Array ? reads.ids.length : reads.ids.size);
    const set: StoredReadSet = { ids, shared: [] };
    this.stored.sets.push(set);
    let at = 0;
    for (const read of reads.ids) ids[at++] = this.readId(reads.table, read);
    for (const inner of reads.shared) set.shared.push(this.add(inner));
    return id;
  }

  /** The number here of read `id` of another table. */
  private readId(table: ReadKeys, id: number): number {
    let numbers = this.fromTables.get(table);
    if (!numbers) {
      numbers = new Map();
      this.fromTables.set(table, numbers);
    }
    let number = numbers.get(id);
    if (number === undefined) {
      const key = table.keys[id]!;
      const signature = table.signatures[id]!;
      const both = `${key}\u0000${signature}`;
      number = this.readIds.get(both);
      if (number === undefined) {
        this.stored.signatures.push(signature);
        number = this.stored.keys.push(key) - 1;
        this.readIds.set(both, number);
      }
      numbers.set(id, number);
    }
    return number;
  }
}

/**
 * The sets of a table made back into reads, by number. A set that names a read or a set the table does not
 * have (a damaged cache) throws.
 */
export function readsOfTable(stored: StoredReads): Reads[] {
  const table: ReadKeys = { keys: stored.keys, signatures: stored.signatures };
  if (table.keys.length !== table.signatures.length) throw new Error('The table of reads is torn.');
  const made = stored.sets.map((set): Reads => ({ table, ids: set.ids, shared: new Set() }));
  stored.sets.forEach((set, id) => {
    for (const read of set.ids)
      if (read < 0 || read >= table.keys.length)
        throw new Error(`A set of reads names read ${read}, which the table does not have.`);
    for (const inner of set.shared) {
      const found = made[inner];
      if (!found || inner === id) throw new Error(`A set of reads names set ${inner}, which the table does not have.`);
      made[id]!.shared.add(found);
    }
  });
  return made;
}
