/**
 * site.yaml's `redirects:` against the site's pages and files, what its schema cannot see: an old address
 * must not be a page's or a file's the site has (the redirect would hide it, or its page overwrite it), and a
 * new address must be a page that will be built.
 */
import { redirectPageFile } from '../../../templates/model/redirects';
import type { Site } from '../../../templates/model/site';
import type { ContentProblem } from '../../problems/errors';
import { buildOutputNamed } from '../files/build-outputs';
import { closestRoute, pageAddressHint } from './moved-pages';
import type { ContentSource } from '../yaml/source';

type Detail = Pick<ContentProblem, 'title' | 'expected' | 'found' | 'hint'>;

export interface RedirectInput {
  site: { data: Pick<Site, 'redirects'>; source: ContentSource };
  /** Every page's route, drafts included. */
  routes: ReadonlySet<string>;
  /** Routes of drafts when the build leaves them out. */
  draftRoutes: ReadonlySet<string>;
  /** Routes of page files that could not be read: not reported. */
  unreadRoutes: ReadonlySet<string>;
  /** Whether public/ (or the build) puts a file at this site path. */
  publicFileExists: (sitePath: string) => boolean;
  /** A problem at a field of site.yaml. */
  problemAt: (source: ContentSource, path: Array<string | number>, detail: Detail) => ContentProblem;
}

const htmlFileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

export function checkRedirects(input: RedirectInput): ContentProblem[] {
  const { site } = input;
  const problems: ContentProblem[] = [];
  // Compared without capitals: a Mac or Windows disk takes /About and /about for one file.
  const pageFiles = new Map([...input.routes].map((route) => [htmlFileOf(route).toLowerCase(), route]));
  const published = [...input.routes].filter((route) => !input.draftRoutes.has(route) && route !== '/404');
  site.data.redirects.forEach(({ from, to }, index) => {
    const fromProblem = oldAddressProblem(from, pageFiles, input);
    if (fromProblem) problems.push(input.problemAt(site.source, ['redirects', index, 'from'], fromProblem));
    if (!to.startsWith('/') || input.unreadRoutes.has(to) || input.publicFileExists(to)) return;
    if (input.draftRoutes.has(to)) {
      problems.push(
        input.problemAt(site.source, ['redirects', index, 'to'], {
          title: 'Redirect to a draft page',
          expected: 'the address of a published page: drafts are left out of the built site',
          found: `"${to}", a page with draft: true`,
          hint: 'Publish the page (remove draft: true from it), or remove the redirect until it is.',
        }),
      );
    } else if (!input.routes.has(to)) {
      problems.push(
        input.problemAt(site.source, ['redirects', index, 'to'], {
          title: 'Redirect to a page that does not exist',
          expected: 'the address of a page of this site, like /contact, or a full address starting with https://',
          found: `"${to}", which is no page`,
          hint: pageAddressHint(closestRoute(to, published)),
        }),
      );
    }
  });
  return problems;
}

function oldAddressProblem(
  from: string,
  pageFiles: ReadonlyMap<string, string>,
  input: RedirectInput,
): Detail | undefined {
  const page = pageFiles.get(redirectPageFile(from).toLowerCase()) ?? pageFiles.get(htmlFileOf(from).toLowerCase());
  if (page !== undefined && !input.unreadRoutes.has(page)) {
    return {
      title: 'Redirect from a page that exists',
      expected: 'an old address that is no longer a page of the site',
      found: page === from ? `"${from}", the address of a page` : `"${from}", the address of the page ${page}`,
      hint: 'A redirect from it would hide the page: remove the redirect, or rename or delete the page first.',
    };
  }
  const taken = buildOutputNamed(from.split('/')[1] ?? '');
  if (taken || input.publicFileExists(from)) {
    return {
      title: 'Redirect from a file of the site',
      expected: 'an old address that is no longer a page of the site',
      found: `"${from}", where the site has ${taken ?? `the file public${from}`}`,
      hint: 'Remove the redirect: the address is in use.',
    };
  }
  return undefined;
}
