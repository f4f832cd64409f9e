/**
 * Phone numbers as editors write them: digits and spaces, + and the country
 * code, and an optional extension (`ext. 12` or `x12`). The tel: link of one
 * is its digits alone, as a phone dials them. A number without its country
 * code (`078 212 4470`) is dialled only from inside its country, and a
 * WhatsApp link needs the code, so the international form is the only one
 * taken; the message gives it.
 */

/** The shape of a phone number, local or international (the form fields' pattern). */
export const PHONE = /^(\+?\d[\d ]*\d)(?: *(?:ext\.?|x) *(\d+))?$/i;

export const PHONE_RULE = 'a phone number with + and its country code, in digits and spaces, like +263 78 123 4567';

/** The tel: link of a phone number (`tel:+263781234567`, `tel:+263242700000;ext=12`); undefined if it is not one. */
export function telOf(phone: string): string | undefined {
  const match = PHONE.exec(phone.trim());
  if (!match?.[1]?.startsWith('+')) return undefined;
  const number = match[1].replace(/ /g, '');
  return match[2] ? `tel:${number};ext=${match[2]}` : `tel:${number}`;
}

/** Countries' calling codes, for the international form of a local number in messages. */
const CALLING_CODES: Readonly<Record<string, string>> = {
  zimbabwe: '263',
  'south africa': '27',
  zambia: '260',
  botswana: '267',
  mozambique: '258',
  malawi: '265',
  namibia: '264',
  kenya: '254',
  tanzania: '255',
  uganda: '256',
};

/** The calling code of the site's country (site.yaml's contact.address.country); Zimbabwe's when unknown. */
export const callingCodeOf = (country: string | undefined): string =>
  CALLING_CODES[(country ?? '').trim().toLowerCase()] ?? '263';

/** A number written without its country code: it starts with its trunk 0 (`078 212 4470`). */
export const isLocalNumber = (phone: string): boolean => /^0\d[\d ]*$/.test(phone.trim());

/** The international form of a local number, its first 0 replaced by + and the country code: `+263 78 212 4470`. */
export function internationalForm(phone: string, callingCode: string): string {
  const rest = phone.trim().replace(/^0+/, '');
  return `+${callingCode} ${rest}`;
}

/** What is wrong with the number of a WhatsApp link (wa.me or api.whatsapp.com), if anything. */
export interface WhatsAppMistake {
  found: string;
  /** The link as WhatsApp reads it. */
  meant: string;
}

const WHATSAPP =
  /^https?:\/\/(?:www\.)?(?:wa\.me\/([^?#]*)|(?:api\.)?whatsapp\.com\/send\/?\?(?:[^#]*&)?phone=([^&#]*))/i;

/**
 * A WhatsApp link whose number WhatsApp cannot read: it wants the international form in digits alone
 * (`https://wa.me/263782124470`), never a leading 0, a + or spaces. Undefined for any other link.
 */
export function whatsAppMistake(url: string, callingCode = '263'): WhatsAppMistake | undefined {
  const match = WHATSAPP.exec(url.trim());
  if (!match) return undefined;
  const written = decodeSafely(match[1] ?? match[2] ?? '').replace(/\/$/, '');
  if (written === '' || /^[1-9]\d{6,14}$/.test(written)) return undefined;
  const digits = written.replace(/[\s+()-]/g, '');
  if (!/^\d+$/.test(digits)) return { found: `the number "${written}", which is not digits`, meant: '' };
  const international = digits.startsWith('0') ? `${callingCode}${digits.replace(/^0+/, '')}` : digits;
  const why = digits.startsWith('0')
    ? 'a local number, without its country code'
    : 'the number with signs or spaces, which WhatsApp does not read';
  return { found: `"${written}", ${why}`, meant: `https://wa.me/${international}` };
}

/** The words of a WhatsApp link whose number WhatsApp cannot read (phone.ts: whatsAppMistake). */
export const whatsAppRule = (meant: string) => ({
  title: 'WhatsApp number not valid',
  expected: 'https://wa.me/ then the number with its country code, in digits only, like https://wa.me/263781234567',
  hint: meant
    ? `Write ${meant}: WhatsApp opens a chat only with the number's country code, and no 0, + or spaces.`
    : 'Write the number in digits, with its country code and no 0, + or spaces.',
});

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
