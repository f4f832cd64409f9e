/**
 * site.yaml's `redirects:`: the old addresses of renamed or removed pages, each sent on to where its page is
 * now. The build writes them for every kind of host (scripts/output/redirects.ts); the check across files
 * (scripts/content/links/check-redirects.ts) refuses an old address that is still a page and a new one that is none.
 */
import * as z from 'zod';
import { addRuleIssue, checkUnique } from './common';

/**
 * A path the hosts' redirect files and nginx take as one fixed address: letters, digits and `-._~` (or a
 * %XX) between slashes; no `*` or `:` (patterns to Netlify and Cloudflare), no space, `?` or `#`, and no
 * segment starting with a dot (`..` would write the page that moves the browser on outside its folder; a
 * hidden file is served by no host).
 */
const SITE_PATH = /^\/(?:(?!\.)(?:[A-Za-z0-9\-._~]|%[0-9A-Fa-f]{2})+(?:\/|$))*$/;
const PATH_RULE = 'an address of this site starting with /, like /old-page (letters, digits and - . _ ~ only)';

/** A trailing slash is the same address to every host: /old-page/ is kept as /old-page. */
const withoutTrailingSlash = (value: string) => value.replace(/(.)\/+$/, '$1');

const oldAddress = z
  .string()
  .trim()
  .overwrite(withoutTrailingSlash)
  .superRefine((value, ctx) => {
    if (!SITE_PATH.test(value))
      addRuleIssue(ctx, [], value, {
        title: 'Wrong format',
        expected: PATH_RULE,
        hint: "Write the old address as it was after the site's name, like /old-page for https://www.example.co.zw/old-page.",
      });
  })
  .describe(
    'The old address, as it was after the site name in the address bar, like /old-page. It must no longer be a page.',
  );

const newAddress = z
  .string()
  .trim()
  .overwrite(withoutTrailingSlash)
  .superRefine((value, ctx) => {
    if (!SITE_PATH.test(value) && !isHttps(value))
      addRuleIssue(ctx, [], value, {
        title: 'Wrong format',
        expected: `${PATH_RULE}, or a full address starting with https://`,
        hint: "Write the page's address now, like /new-page, or the full address of a page on another site.",
      });
  })
  .describe("Where the page is now: a page's address like /new-page, or a full address starting with https://.");

/**
 * A full https address of characters an address may hold as they are: nothing nginx or a redirects file would
 * read otherwise (a space, a quote, `$`, braces).
 */
function isHttps(value: string): boolean {
  if (!/^https:\/\/[A-Za-z0-9\-._~:/?#[\]@!&'()*+,;=%]+$/.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const redirect = z
  .strictObject({ from: oldAddress, to: newAddress })
  .describe('An old address and the page visitors are sent on to from it.');

export const redirects = z
  .array(redirect)
  .superRefine((list, ctx) => {
    checkUnique(
      ctx,
      list,
      (item) => item.from,
      (index) => [index, 'from'],
      (from) => ({
        title: 'Repeated entry',
        expected: 'each old address once',
        hint: `${from} already has a redirect: remove this one.`,
      }),
    );
    // Only redirects whose addresses are well written are followed: the others are reported at their field.
    const valid = (item: { from: string; to: string }) =>
      SITE_PATH.test(item.from) && (SITE_PATH.test(item.to) || isHttps(item.to));
    const next = new Map(list.filter(valid).map((item) => [item.from, item.to]));
    list.forEach((item, index) => {
      if (!valid(item)) return;
      const steps = stepsFrom(item.from, next);
      const last = steps.at(-1)!;
      // An address met twice: a circle (reported on each redirect in it; one leading into it waits for that fix).
      const circular = steps.indexOf(last) !== steps.length - 1;
      if (circular && last === item.from) {
        addRuleIssue(ctx, [index, 'to'], item.to, {
          title: 'Redirects in a circle',
          expected: 'a new address that is a page, not an old address leading back here',
          hint: `${steps.join(' → ')} never reaches a page: send ${item.from} to the page's address now.`,
        });
      } else if (!circular && steps.length > 2) {
        addRuleIssue(ctx, [index, 'to'], item.to, {
          title: 'Redirect to an old address',
          expected: `the address the page has now, ${last}`,
          hint: `${item.to} is itself sent on to ${steps[2]}: write to: ${last} here, so visitors wait for one step, not ${steps.length - 1}.`,
        });
      }
    });
  })
  .describe(
    'Old addresses of pages that were renamed or removed, each sent on to the page that replaces it, so bookmarks and links from other sites still work.',
  );

/** The addresses a visitor passes through from `from`: from, its new address, that one's... ending at a repeat or at an address no redirect leaves. */
function stepsFrom(from: string, next: ReadonlyMap<string, string>): string[] {
  const steps = [from];
  for (let at = next.get(from); at !== undefined; at = next.get(at)) {
    steps.push(at);
    if (steps.indexOf(at) !== steps.length - 1) break;
  }
  return steps;
}

/** dist-relative file of the page left at an old address: /old-page → old-page/index.html, /old.html → old.html. */
export function redirectPageFile(from: string): string {
  if (from === '/') return 'index.html';
  return /\.html$/i.test(from) ? from.slice(1) : `${from.slice(1)}/index.html`;
}

export type Redirect = z.output<typeof redirect>;
