/** The addresses a built page holds in its attributes, each resolved against the page's own address, with its offset. */
export interface PageAddress {
  attribute: string;
  url: URL;
  /** Where the address starts in the page's text. */
  offset: number;
}

const ADDRESS_ATTRIBUTE = /\s(href|src|srcset|action|poster)="([^"]*)"/g;

export function addressesIn(html: string, page: URL): PageAddress[] {
  const found: PageAddress[] = [];
  for (const match of html.matchAll(ADDRESS_ATTRIBUTE)) {
    const attribute = match[1] ?? '';
    const raw = match[2] ?? '';
    const valueStart = (match.index ?? 0) + attribute.length + 3;
    // A srcset lists candidates: an address, then its width or density.
    const values =
      attribute === 'srcset' ? raw.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [raw];
    for (const value of values) {
      if (!value) continue;
      try {
        found.push({
          attribute,
          url: new URL(value.replaceAll('&amp;', '&'), page),
          offset: valueStart + raw.indexOf(value),
        });
      } catch {
        // Not an address a browser could follow either; html-validate names it.
      }
    }
  }
  return found;
}

/** The ids of a page's elements (and the names of its old-style anchors): what a #fragment can point at. */
export function fragmentTargetsIn(html: string): Set<string> {
  const targets = new Set<string>();
  for (const match of html.matchAll(/\s(?:id|name)="([^"]*)"/g)) targets.add(decodeEntities(match[1] ?? ''));
  return targets;
}

/** An attribute's text as written in the page's HTML, with its character references undone. */
export const decodeEntities = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
