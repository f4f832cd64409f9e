/**
 * JSON values in the browser's storage, read and written quietly: storage
 * may be blocked (cookies switched off), full or corrupt, and a form still
 * works without it.
 */
export type Area = 'localStorage' | 'sessionStorage';

export function readStored<T>(area: Area, key: string): T | undefined {
  try {
    return JSON.parse(window[area].getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores the value; false when the browser refuses. */
export function writeStored(area: Area, key: string, value: unknown): boolean {
  try {
    window[area].setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(area: Area, key: string): void {
  try {
    window[area].removeItem(key);
  } catch {
    // Nothing could be stored, so nothing is left.
  }
}
