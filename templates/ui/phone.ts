/** A phone number as a tel: link and as text that never breaks across lines. */
import { telOf } from '../model/phone';

// The schema lets only phone numbers through (model/phone.ts); a number it has not seen keeps its digits.
export const phoneHref = (phone: string) => telOf(phone) ?? `tel:${phone.replace(/[^\d+]/g, '')}`;
export const phoneText = (phone: string) => phone.replace(/ /g, '\u00a0');
