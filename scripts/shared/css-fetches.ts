/**
 * What a piece of CSS inside an SVG drawing (a <style> element's text, a
 * style= or presentation attribute) would fetch, judged on the CSS as a
 * browser reads it: escapes undone, so `u\72 l(` and `@imp\6frt` are url(
 * and @import, and comments dropped. Dropping a comment joins what it split
 * (`@im` comment `port` is read as @import, which a browser would not): the
 * reading finds a fetch wherever a browser could, and a little more, never
 * less. XML's entities and character references (`u&#x72;l(`) are undone
 * before, by the XML parser. Browser-safe: no Node modules.
 */

/** Functions that name a file to fetch: url() and src() but for a part of the same drawing (`url(#g)`). */
const FETCHING_FUNCTION = /(?:url|src)\(\s*(["']?)\s*/g;
/** Other ways CSS fetches: an import, and the image functions whose strings are addresses. */
const OTHER_FETCHES: ReadonlyArray<[RegExp, string]> = [
  [/@import/, '@import'],
  [/image-set\(/, 'image-set()'],
  [/\bimage\(/, 'image()'],
  [/cross-fade\(/, 'cross-fade()'],
  [/expression\(/, 'expression()'],
];
const HEX_ESCAPE = /^([0-9a-f]{1,6})(\r\n|[ \t\r\n\f])?/i;

/**
 * The CSS as a browser's tokenizer reads it: comments dropped, escapes undone, strings kept (quotes
 * included). An unquoted url( is read to its `)` with its escapes undone and nothing dropped, as a
 * browser reads it: a comment's marks there are part of the address, which a dropped comment could
 * otherwise turn into `#g`.
 */
export function cssAsRead(css: string): string {
  let read = '';
  let quote: string | undefined;
  let index = 0;
  while (index < css.length) {
    const char = css[index]!;
    const unquotedUrl =
      quote === undefined &&
      char !== ')' &&
      read.slice(-4).toLowerCase() === 'url(' &&
      !/^\s*["']/.test(css.slice(index));
    if (unquotedUrl) {
      const end = css.indexOf(')', index);
      for (const stop = end === -1 ? css.length : end; index < stop; ) {
        const [character, length] = css[index] === '\\' ? escapeAt(css, index) : [css[index]!, 1];
        read += character;
        index += length;
      }
      continue;
    }
    if (quote === undefined && char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end === -1 ? css.length : end + 2;
      continue;
    }
    if (char === '\\') {
      const [escaped, length] = escapeAt(css, index);
      read += escaped;
      index += length;
      continue;
    }
    if (quote === undefined && (char === '"' || char === "'")) quote = char;
    else if (char === quote || (quote !== undefined && /[\r\n\f]/.test(char))) quote = undefined;
    read += char;
    index += 1;
  }
  return read;
}

/** The character the escape at `index` stands for, and the escape's length. */
function escapeAt(css: string, index: number): [string, number] {
  const hex = HEX_ESCAPE.exec(css.slice(index + 1, index + 9));
  if (hex) return [codePoint(Number.parseInt(hex[1]!, 16)), 1 + hex[0].length];
  // An escaped newline continues a string; any other escaped character stands for itself.
  const next = css[index + 1] ?? '';
  return [/[\r\n\f]/.test(next) ? '' : next, 2];
}

/** A code point as CSS decodes an escape: zero, a surrogate or one past Unicode's last is U+FFFD. */
function codePoint(value: number): string {
  return value === 0 || (value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff
    ? '\uFFFD'
    : String.fromCodePoint(value);
}

/** The ways this CSS fetches another file or address (url(), @import, image-set()…), each once; empty when it fetches none. */
export function cssFetches(css: string): string[] {
  // Every fetch needs a ( or an @, written or escaped: most values (a colour, a path's data) have none.
  if (!/[(@\\]/.test(css)) return [];
  const read = cssAsRead(css).toLowerCase();
  const found = new Set<string>();
  for (const match of read.matchAll(FETCHING_FUNCTION)) {
    const after = read.slice((match.index ?? 0) + match[0].length);
    if (!after.startsWith('#')) found.add(`${match[0].slice(0, 3)}()`);
  }
  for (const [pattern, name] of OTHER_FETCHES) if (pattern.test(read)) found.add(name);
  return [...found];
}
