/**
 * Finds the YAML node a validation issue is about. For a present field it is
 * the value; for a missing field, the nearest parent that exists; for an
 * unknown key, the key itself.
 */
import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { ContentSource } from './source';

type PathKey = string | number;

function childOf(node: unknown, key: PathKey): { key: Node | null; value: Node | null } | undefined {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (isPair(pair) && isScalar(pair.key) && String(pair.key.value) === String(key)) {
        return { key: pair.key as Node, value: (pair.value as Node | null) ?? null };
      }
    }
  } else if (isSeq(node) && typeof key === 'number') {
    const item = node.items[key];
    if (item !== undefined) return { key: null, value: item as Node };
  }
  return undefined;
}

/** Offset in the YAML text of the node at `path` (or of `unknownKey` inside it). */
export function locateOffset(source: ContentSource, path: readonly PathKey[], unknownKey?: string): number {
  let node: unknown = source.document.contents;
  let offset = rangeStart(node) ?? 0;
  for (const key of path) {
    const child = childOf(node, key);
    if (!child) return offset;
    const start = rangeStart(child.value) ?? rangeStart(child.key);
    if (start !== undefined) offset = start;
    if (child.value === null) return rangeStart(child.key) ?? offset;
    node = child.value;
  }
  if (unknownKey !== undefined) {
    const child = childOf(node, unknownKey);
    const start = rangeStart(child?.key);
    if (start !== undefined) return start;
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  if (node && typeof node === 'object' && 'range' in node) {
    const range = (node as { range?: [number, number, number] }).range;
    return range?.[0];
  }
  return undefined;
}
