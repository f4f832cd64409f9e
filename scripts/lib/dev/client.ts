/**
 * The live-reload client, served to the browser by the dev server as
 * /__dev/client.js (never part of a build). It listens to the server's
 * events and reloads the page when its content changed, swaps the
 * stylesheet in place after a style edit, and reloads after the server
 * restarts. The route it was rendered from comes in its own address.
 */
interface ReloadEvent {
  routes: string[] | 'all';
  state: 'ok' | 'error';
}

const route = new URL(import.meta.url).searchParams.get('route') ?? location.pathname;
let serverId: string | undefined;

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
  const { routes } = JSON.parse((event as MessageEvent<string>).data) as ReloadEvent;
  if (routes === 'all' || routes.includes(route)) location.reload();
});
events.addEventListener('css', (event) => {
  const { href } = JSON.parse((event as MessageEvent<string>).data) as { href: string };
  swapStylesheet(href);
});

holdFocusInOverlay();
