/**
 * Phone numbers as editors write them: digits and spaces, a leading + for
 * the country code, and an optional extension (`ext. 12` or `x12`). The
 * tel: link of one is its digits alone, as a phone dials them.
 */

export const PHONE = /^(\+?\d[\d ]*\d)(?: *(?:ext\.?|x) *(\d+))?$/i;

export const PHONE_RULE = 'a phone number of digits and spaces, with + before the country code, like +263 78 123 4567';

/** The tel: link of a phone number (`tel:+263781234567`, `tel:+263242700000;ext=12`); undefined if it is not one. */
export function telOf(phone: string): string | undefined {
  const match = PHONE.exec(phone.trim());
  if (!match) return undefined;
  const number = match[1]!.replace(/ /g, '');
  return match[2] ? `tel:${number};ext=${match[2]}` : `tel:${number}`;
}
