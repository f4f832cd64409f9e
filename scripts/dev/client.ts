/**
 * The live-reload client, served to the browser by the dev server as
 * /__dev/client.js (never part of a build). It listens to the server's
 * events and updates the page when its content changed, swaps the
 * stylesheet in place after a style edit, and reloads after the server
 * restarts. The route it was rendered from comes in its own address.
 *
 * A changed page is updated in place when it can be: the new HTML is
 * fetched and only the parts that differ from the page as the server last
 * sent it are replaced, which shows the change several times sooner than
 * a reload (no new document, no scripts run again, scroll kept). Any doubt
 * (an island's markup changed, a part was altered by a script, the head's
 * files changed, the content has problems or the code failed) means a full reload.
 */
interface ReloadEvent {
  routes: string[] | 'all';
  state: 'ok' | 'error';
}

const route = new URL(import.meta.url).searchParams.get('route') ?? location.pathname;
let serverId: string | undefined;
let updating: Promise<unknown> = Promise.resolve();

/** The page as the server last sent it (parsed), to tell what a new version changes; undefined when unknown. */
let sent: Promise<Document | undefined> = Promise.resolve(undefined);
const VERSION = 'data-dev-version';
const versionOf = (page: Document) => page.querySelector(`script[${VERSION}]`)?.getAttribute(VERSION) ?? undefined;

async function fetchPage(): Promise<Document | undefined> {
  const response = await fetch(location.href, { cache: 'no-store' });
  if (response.status !== 200) return undefined;
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

/** The head without what may change in place: the title and the client's version. */
function headFiles(page: Document): string {
  const head = page.head.cloneNode(true) as HTMLHeadElement;
  head.querySelector('title')?.remove();
  head.querySelector(`script[${VERSION}]`)?.removeAttribute(VERSION);
  return head.innerHTML;
}

const hasIsland = (node: Node) =>
  node instanceof Element && (node.matches('[data-island]') || node.querySelector('[data-island]') !== null);

/**
 * Makes `live` (which showed `before`) show `after`: same nodes are kept,
 * changed text and changed parts without islands are replaced. False when
 * that is not safe, and the page must reload.
 */
function patch(live: Node, before: Node, after: Node): boolean {
  if (before.isEqualNode(after)) return true;
  if (before.nodeType !== after.nodeType || live.nodeType !== before.nodeType) return false;
  if (before instanceof Text || before instanceof Comment) {
    if (live.nodeValue !== before.nodeValue) return false;
    live.nodeValue = after.nodeValue;
    return true;
  }
  const sameShape =
    before instanceof Element &&
    after instanceof Element &&
    live instanceof Element &&
    before.tagName === after.tagName &&
    live.tagName === before.tagName &&
    before.attributes.length === after.attributes.length &&
    [...before.attributes].every((attribute) => after.getAttribute(attribute.name) === attribute.value) &&
    before.childNodes.length === after.childNodes.length &&
    live.childNodes.length === before.childNodes.length;
  if (sameShape && !(before as Element).matches('[data-island]')) {
    return [...before.childNodes].every((child, index) =>
      patch(live.childNodes[index]!, child, after.childNodes[index]!),
    );
  }
  // Replaced whole: only a part no script has touched, holding no island.
  if (hasIsland(before) || hasIsland(after) || !live.isEqualNode(before) || !(live instanceof Element)) return false;
  live.replaceWith(document.importNode(after, true));
  return true;
}

/** Shows the page's new version without reloading, when that is safe; false when it must reload. */
async function updateInPlace(): Promise<boolean> {
  const [before, after] = await Promise.all([sent, fetchPage()]);
  if (!before || !after || document.getElementById('dev-overlay') || document.getElementById('dev-error')) return false;
  if (headFiles(before) !== headFiles(after) || !patch(document.body, before.body, after.body)) return false;
  document.title = after.title;
  sent = Promise.resolve(after);
  return true;
}

function swapStylesheet(href: string): void {
  const base = href.split('?')[0] ?? href;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (new URL(link.href).pathname !== base) continue;
    const next = link.cloneNode() as HTMLLinkElement;
    next.href = href;
    next.addEventListener('load', () => link.remove(), { once: true });
    link.after(next);
  }
}

/** Keeps keyboard and screen-reader focus inside the overlay while it shows. */
function holdFocusInOverlay(): void {
  const overlay = document.getElementById('dev-overlay');
  if (!overlay) return;
  for (const child of document.body.children) {
    if (child !== overlay && child instanceof HTMLElement) child.inert = true;
  }
  overlay.focus();
}

// The version of the site this page shows: the server tells at once if a change came while it loaded.
const version = document.querySelector<HTMLScriptElement>('script[data-dev-version]')?.dataset.devVersion ?? '';
const events = new EventSource(`/__dev/events?route=${encodeURIComponent(route)}&version=${version}`);
events.addEventListener('hello', (event) => {
  const { serverId: id } = JSON.parse((event as MessageEvent<string>).data) as { serverId: string };
  if (serverId !== undefined && serverId !== id) location.reload();
  serverId = id;
});
events.addEventListener('reload', (event) => {
  const { routes, state } = JSON.parse((event as MessageEvent<string>).data) as ReloadEvent;
  if (routes !== 'all' && !routes.includes(route)) return;
  // Updates run one at a time; a reload started by one ends them all.
  updating = updating
    .then(() => (state === 'ok' ? updateInPlace() : false))
    .then(
      (updated) => updated || location.reload(),
      () => location.reload(),
    );
});
events.addEventListener('css', (event) => {
  const { href } = JSON.parse((event as MessageEvent<string>).data) as { href: string };
  swapStylesheet(href);
});

holdFocusInOverlay();
// The page as sent, fetched once the page is idle: it is served from the dev server's cache.
if (!document.getElementById('dev-overlay') && !document.getElementById('dev-error')) {
  // Two seconds on at the latest: a page busy at every frame has no idle moment.
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 100));
  sent = new Promise((resolve) =>
    idle(
      () =>
        resolve(
          fetchPage().then(
            (page) => (page && versionOf(page) === versionOf(document) ? page : undefined),
            () => undefined,
          ),
        ),
      { timeout: 2000 },
    ),
  );
}
