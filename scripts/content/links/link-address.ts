/**
 * A link's address in Markdown as the editor meant it: what the page will
 * link to, or what is wrong with it. The checks report the mistakes; the
 * renderer writes the address this gives, so both read an address alike.
 *
 * - `/about`, `/about#team`, `#team`: this site, as written; so is an
 *   address with the site's own host (`https://www.example.co.zw/about`,
 *   http or https, with or without www: own-site.ts), as its site path.
 * - `praz-registration`, `../compliance/x`: resolved against the page's own
 *   address, as a reader of the page expects, and written in full.
 * - `https://…`, `mailto:…`, `tel:…`: checked for their form; `www.…` is
 *   taken as `https://www.…`; a tel: link gets the number's digits alone.
 * - `//host/…`, `http://…`, misspelt or other schemes: refused.
 */
import { ownSitePath, type OwnSite } from '../../../templates/model/own-site';
import {
  internationalForm,
  isLocalNumber,
  PHONE_RULE,
  telOf,
  whatsAppMistake,
  whatsAppRule,
} from '../../../templates/model/phone';
import type { ContentProblem } from '../../problems/errors';

/** What is wrong with an address, in the words of a content problem. */
export type AddressMistake = Pick<ContentProblem, 'title' | 'expected' | 'found' | 'hint'>;

export type Address =
  /** A page or file of this site: `path` without its fragment, `fragment` without its #. */
  | { kind: 'site'; href: string; path: string; fragment: string; relative: boolean }
  | { kind: 'elsewhere'; href: string }
  | { kind: 'mistake'; mistake: AddressMistake };

/** Schemes an editor may mean by a misspelt one: `htps:`, `http//`, `hhttps:`. */
const LIKE_HTTP = /^(h+t+p+s*|ht+s|https?\/)[:/]/i;
const DOMAIN_ENDING = /\.(?:[a-z]{2,}|xn--[a-z0-9-]+)$/i;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** `own`: the site's own hosts, whose addresses are links inside the site. */
export function readAddress(written: string, pageRoute: string, own?: OwnSite): Address {
  const address = decoded(written.trim());
  const ownPath = own && ownSitePath(written.trim(), own);
  if (ownPath !== undefined) return siteAddress(ownPath, pageRoute, false);
  if (address === '')
    return mistake({
      title: 'Link without an address',
      expected: 'an address in the brackets',
      found: 'empty brackets ()',
      hint: 'Write the page or address between the brackets, like [our rates](/compliance/rates), or remove them.',
    });
  if (address.startsWith('//'))
    return mistake({
      title: 'Link that starts with //',
      expected: `a full address, https:${address}`,
      found: `"${address}", which starts with //`,
      hint: `Write https:${address}: an address that starts with // takes whichever scheme the page was opened with.`,
    });
  if (address.startsWith('/') || address.startsWith('#')) return siteAddress(written.trim(), pageRoute, false);
  if (/^www\./i.test(address)) return webAddress(`https://${written.trim()}`, address);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  if (scheme === 'https') return webAddress(written.trim(), address);
  if (scheme === 'mailto') return emailAddress(written.trim(), address);
  if (scheme === 'tel') return phoneAddress(address);
  if (scheme === 'http')
    return mistake({
      title: 'Link to an http address',
      expected: 'an address starting with https://',
      found: `"${address}"`,
      hint: `Write ${address.replace(/^http:/i, 'https:')}: browsers warn on pages reached over http://.`,
    });
  if (LIKE_HTTP.test(address) || (scheme && /^h\w*p\w*$/.test(scheme)))
    return mistake({
      title: 'Misspelt web address',
      expected: 'an address starting with https://',
      found: `"${address}"`,
      hint: `Did you mean ${address.replace(/^[^:/]*[:/]+/, 'https://')}?`,
    });
  if (scheme === 'file')
    return mistake({
      title: 'Link to a file on a computer',
      expected: 'a page of this site (/contact), or an address starting with https://, mailto: or tel:',
      found: `"${address}"`,
      hint: `Visitors cannot open files on your computer: put the file in public/ and link to it as /${address.split(/[\\/]/).pop()}.`,
    });
  if (scheme)
    return mistake({
      title: 'Link of a kind pages do not show',
      expected: 'a page of this site (/contact), or an address starting with https://, mailto: or tel:',
      found: `"${address}"`,
      hint: 'Write the address in full, starting with https://.',
    });
  return siteAddress(written.trim(), pageRoute, true);
}

function siteAddress(written: string, pageRoute: string, relative: boolean): Address {
  // Resolved as a browser resolves it on the page's address (no trailing slash), then written in full.
  const url = new URL(written, `https://site.invalid${pageRoute === '/' ? '/' : pageRoute}`);
  const path = relative || written.startsWith('#') ? url.pathname : (written.split(/[?#]/)[0] ?? '');
  const href = relative ? `${url.pathname}${url.search}${url.hash}` : written;
  return { kind: 'site', href, path: decoded(path), fragment: decoded(url.hash.slice(1)), relative };
}

function webAddress(href: string, address: string): Address {
  let host: string;
  try {
    host = new URL(href).hostname;
  } catch {
    host = '';
  }
  if (!/^https:\/\//i.test(href) || !DOMAIN_ENDING.test(host))
    return mistake({
      title: 'Web address without a domain ending',
      expected: 'a full address like https://www.praz.org.zw',
      found: `"${address}"`,
      hint: host
        ? `Check the address: "${host}" has no ending like .co.zw or .org.`
        : 'Write https:// then the domain.',
    });
  const whatsApp = whatsAppMistake(href);
  if (whatsApp) {
    const { title, expected, hint } = whatsAppRule(whatsApp.meant);
    return mistake({ title, expected, found: whatsApp.found, hint });
  }
  return { kind: 'elsewhere', href };
}

function emailAddress(href: string, address: string): Address {
  const mailbox = address.slice('mailto:'.length).split('?')[0] ?? '';
  const domain = mailbox.split('@')[1] ?? '';
  if (!EMAIL.test(mailbox) || !DOMAIN_ENDING.test(domain))
    return mistake({
      title: 'Email address not complete',
      expected: 'mailto: then an address like hello@example.co.zw',
      found: `"${address}"`,
      hint: domain ? `"${domain}" has no ending like .co.zw or .com: check the address.` : 'Write the whole address.',
    });
  return { kind: 'elsewhere', href };
}

function phoneAddress(address: string): Address {
  const tel = telOf(address.slice('tel:'.length));
  if (!tel)
    return mistake({
      title: 'Phone number not valid',
      expected: `tel: then ${PHONE_RULE}`,
      found: `"${address}"`,
      hint: phoneHint(address),
    });
  return { kind: 'elsewhere', href: tel };
}

function phoneHint(address: string): string {
  const number = address.slice('tel:'.length).trim();
  const letter = /[a-z]/i.exec(number)?.[0];
  if (letter)
    return `The number holds the letter "${letter}": type digits only (a letter O for a zero is a common slip).`;
  if (isLocalNumber(number))
    return `Write tel:${internationalForm(number, '263').replace(/ /g, '')}: a number without its country code cannot be called from abroad.`;
  return 'Use digits and spaces only, with + before the country code.';
}

function mistake(detail: AddressMistake): Address {
  return { kind: 'mistake', mistake: detail };
}

function decoded(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
