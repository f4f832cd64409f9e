/**
 * A rendered page's ids as the build holds them: one text, the ids joined by
 * a line break (an HTML id holds no whitespace), with whether any id is there
 * twice. The check of links to sections (section-links.ts) splits a page's
 * text only when a link leads into the page or the page may hold an id
 * twice: a build that copies 4,000 pages from the page cache, about 100 ids
 * each, would otherwise make 400,000 strings to look at a handful.
 */

/** The ids as sent between threads and kept in the page cache. */
export interface KeptIds {
  text: string;
  /** No id is there twice. */
  unique: boolean;
}

const SEPARATOR = '\n';

/** No value of the list is there twice. */
export const allDistinct = (list: readonly string[]): boolean => new Set(list).size === list.length;

export function keptIdsOf(list: readonly string[]): KeptIds {
  return { text: list.join(SEPARATOR), unique: allDistinct(list) };
}

export class RenderedIds {
  #text: string | undefined;
  #list: readonly string[] | undefined;
  #unique: boolean | undefined;
  #set: ReadonlySet<string> | undefined;

  private constructor(from: { text: string; unique: boolean } | { list: readonly string[] }) {
    if ('list' in from) this.#list = from.list;
    else {
      this.#text = from.text;
      this.#unique = from.unique;
    }
  }

  /** The ids of a page rendered in this thread. */
  static of(list: readonly string[]): RenderedIds {
    return new RenderedIds({ list });
  }

  /** The ids of a page rendered in a worker, or kept in the page cache. */
  static kept(kept: KeptIds): RenderedIds {
    return new RenderedIds(kept);
  }

  /** No id is there twice. */
  get unique(): boolean {
    this.#unique ??= this.#ids().size === this.list.length;
    return this.#unique;
  }

  /** The ids in order, each as often as it appears. */
  get list(): readonly string[] {
    this.#list ??= this.#text ? this.#text.split(SEPARATOR) : [];
    return this.#list;
  }

  has(id: string): boolean {
    return this.#ids().has(id);
  }

  #ids(): ReadonlySet<string> {
    this.#set ??= new Set(this.list);
    return this.#set;
  }
}
