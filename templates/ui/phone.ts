/** A phone number as a tel: link and as text that never breaks across lines. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const phoneText = (phone: string) => phone.replace(/ /g, '\u00a0');
