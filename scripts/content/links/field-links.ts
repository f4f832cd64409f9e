/**
 * The links of a file's fields (`href:` in menus, buttons, cards) read as
 * Markdown's links are (link-address.ts): an http:// address of another
 * site, an e-mail address cut short, a phone number that is not one, a
 * WhatsApp link to a local number. The schema has taken the link's form
 * (a site path, https://, http://, mailto: or tel:); links to pages and
 * files of the site are checked across files (check-references.ts).
 */
import type { OwnSite } from '../../../templates/model/own-site';
import type { ContentProblem } from '../../problems/errors';
import { problemAt } from './check-references';
import { readAddress } from './link-address';
import type { ContentSource } from '../yaml/source';

type PathKey = string | number;

export function fieldLinkProblems(source: ContentSource, data: unknown, own: OwnSite): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const walk = (value: unknown, at: PathKey[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...at, index]);
      });
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'href' && typeof item === 'string' && !item.startsWith('/') && !item.startsWith('#')) {
          const address = readAddress(item, '/', own);
          if (address.kind === 'mistake') problems.push(problemAt(source, [...at, key], address.mistake));
        } else walk(item, [...at, key]);
      }
    }
  };
  walk(data, []);
  return problems;
}
