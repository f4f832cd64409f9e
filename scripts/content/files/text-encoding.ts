/**
 * A content file that is not UTF-8, said where it goes wrong: the first byte
 * that cannot be UTF-8, at its own line and column, with the encoding the
 * file was most likely saved in (Windows-1252 from Word or Notepad on
 * Windows, or UTF-16) and how to save it as UTF-8. A file that is no text
 * at all (a picture, random bytes) is told apart, and said to be so.
 */

export interface NotUtf8 {
  /** 1-based, in the file; the column counts the characters before it. */
  line: number;
  column: number;
  /** The encoding the file was likely saved in, when it looks like text. */
  encoding: 'Windows-1252' | 'UTF-16' | undefined;
  /** The character the byte is in that encoding (Windows-1252), to say which one to check. */
  character: string | undefined;
  byte: number;
  /** The file as text for its code frame: valid UTF-8 as it is, the other bytes as U+FFFD. */
  text: string;
}

const lenient = new TextDecoder('utf-8');
const strict = new TextDecoder('utf-8', { fatal: true });
/** Windows-1252's characters for 0x80 to 0x9F (Node's decoder of that name reads them as Latin-1's controls); above, Latin-1's. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const windows1252Char = (byte: number) =>
  byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80]! : String.fromCharCode(byte);
const windows1252 = { decode: (bytes: Uint8Array) => Array.from(bytes, windows1252Char).join('') };

/** Where `bytes` stop being UTF-8, and what they likely are; undefined when they are UTF-8. */
export function notUtf8(bytes: Uint8Array): NotUtf8 | undefined {
  const offset = firstInvalid(bytes);
  if (offset === undefined) return undefined;
  const lineStart = bytes.lastIndexOf(0x0a, offset - 1) + 1;
  const line = bytes.subarray(0, lineStart).filter((byte) => byte === 0x0a).length + 1;
  const column = lenient.decode(bytes.subarray(lineStart, offset)).length + 1;
  const byte = bytes[offset]!;
  const encoding = likelyEncoding(bytes);
  const character = encoding === 'Windows-1252' ? windows1252Char(byte) : undefined;
  return { line, column, encoding, character, byte, text: lenient.decode(bytes) };
}

function likelyEncoding(bytes: Uint8Array): NotUtf8['encoding'] {
  const bom =
    bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (bom) {
    try {
      const text = new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be', { fatal: true }).decode(bytes);
      return hasControls(text) ? undefined : 'UTF-16';
    } catch {
      return undefined;
    }
  }
  // Windows-1252 gives every byte a character: text it is if no control character comes of it.
  return hasControls(windows1252.decode(bytes)) ? undefined : 'Windows-1252';
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const hasControls = (text: string) => /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text.replace(/^\ufeff/, ''));

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalid(bytes: Uint8Array): number | undefined {
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte <= 0xdf
          ? 2
          : byte >= 0xe0 && byte <= 0xef
            ? 3
            : byte >= 0xf0 && byte <= 0xf4
              ? 4
              : 0;
    if (length === 0) return index;
    if (length > 1) {
      const sequence = bytes.subarray(index, index + length);
      if (sequence.length < length) return index;
      try {
        strict.decode(sequence);
      } catch {
        return index;
      }
    }
    index += length;
  }
  return undefined;
}
