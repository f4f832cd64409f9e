/**
 * How many elements an SVG drawing's <use> elements copy when it is drawn.
 * Each <use href="#id"> draws a copy of the element it names, with all it
 * holds, copies made by the <use> elements inside it included: ten levels
 * of ten copies each is ten billion elements from a file of a few hundred
 * bytes, which keeps whatever draws it (a browser, or sharp as the build
 * reads the picture) busy for a long time. Counted without recursion, so a
 * deeply nested drawing cannot exhaust the stack. Browser-safe.
 */

/** An element of the drawing: what it holds, and the ids its <use> may name when it is one. */
export interface DrawingElement {
  children: DrawingElement[];
  uses?: readonly string[];
}

/**
 * How many elements the drawing's <use> elements copy in all (`Infinity` when one copies itself, directly or
 * not), counted up to `limit` + 1 at most: the elements drawn, less those the file holds.
 */
export function copiesMadeByUse(root: DrawingElement, ids: ReadonlyMap<string, DrawingElement>, limit: number): number {
  const held = countHeld(root);
  const cap = held + limit + 1;
  const drawn = new Map<DrawingElement, number>();
  const open = new Set<DrawingElement>();
  const dependsOn = (element: DrawingElement) => {
    const targets = (element.uses ?? []).flatMap((id) => ids.get(id) ?? []);
    return targets.length > 0 ? [...element.children, ...targets] : element.children;
  };
  const stack: DrawingElement[] = [root];
  while (stack.length > 0) {
    const element = stack.at(-1)!;
    if (drawn.has(element)) {
      stack.pop();
      continue;
    }
    const pending = dependsOn(element).filter((next) => !drawn.has(next));
    if (pending.length === 0 || open.has(element)) {
      // Every element it depends on is counted (or it was opened once and they have been since).
      open.delete(element);
      const total = dependsOn(element).reduce((sum, next) => sum + (drawn.get(next) ?? cap), 1);
      drawn.set(element, Math.min(total, cap));
      stack.pop();
      continue;
    }
    // An element still open below is one this element depends on: a copy of itself.
    if (pending.some((next) => open.has(next))) return Number.POSITIVE_INFINITY;
    open.add(element);
    // One by one: a spread of a few hundred thousand children would overflow the call.
    for (const next of pending) stack.push(next);
  }
  return Math.min(drawn.get(root)! - held, limit + 1);
}

function countHeld(root: DrawingElement): number {
  let count = 0;
  const stack = [root];
  while (stack.length > 0) {
    count += 1;
    for (const child of stack.pop()!.children) stack.push(child);
  }
  return count;
}
