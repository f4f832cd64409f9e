/**
 * Finds the island markers the server rendered and hydrates each with
 * Preact, when it asks to be: on load, when the browser is idle (two
 * seconds on at the latest), or when it comes within two screens of the
 * viewport. The site-wide islands come with this module; the others load
 * as chunks of their own (the build makes the map of them, virtual:islands,
 * from the islands/ folder), and a failed chunk import is retried once. No input is lost in the meantime: the first touch,
 * focus or key on a waiting island hydrates it at once, and the last click
 * on a button that needs the script, or the last key the browser itself does
 * nothing with (arrows, Home, End, Escape), is replayed once after it.
 * Native controls keep what the visitor did; an island reads them when it
 * starts (forms restore from the form, the package builder from its inputs).
 * Inputs that came before this module ran are handled the same way, kept
 * for it by the page's inline script (templates/layout/early-input.ts).
 */
import { h, hydrate, type ComponentType } from 'preact';
import { loaders, siteWide, type IslandModule } from 'virtual:islands';
import { NO_ISLANDS_CLASS } from '../templates/layout/no-islands';

type When = 'load' | 'idle' | 'visible';

declare global {
  interface Window {
    /** Clicks and keys that came before this module ran, kept by the page's inline script (templates/layout/early-input.ts). */
    earlyInputs?: Event[];
  }
}

/** The inputs that came first; from now on each island listens for itself. */
const earlyInputs = window.earlyInputs ?? [];
window.earlyInputs = undefined;
// Late, but here: the page's no-script ways, shown meanwhile by the early-input script, give way to the islands.
document.documentElement.classList.remove(NO_ISLANDS_CLASS);

// biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is missing in Safari 15, one of the browser targets
const has = (map: object, name: string) => ({}).hasOwnProperty.call(map, name);

async function importIsland(name: string): Promise<IslandModule> {
  try {
    return await loaders[name]!();
  } catch {
    return loaders[name]!();
  }
}

/** The component of an island: site-wide ones are in this module, others load as chunks. */
async function componentOf(name: string): Promise<unknown> {
  if (has(siteWide, name)) return siteWide[name];
  if (has(loaders, name)) return (await importIsland(name)).default;
  return undefined;
}

async function hydrateIsland(root: HTMLElement): Promise<void> {
  const name = root.dataset.island ?? '';
  try {
    const component = await componentOf(name);
    if (!component) {
      console.error(`No island "${name}" in islands/`);
      return;
    }
    const props = JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>;
    hydrate(h(component as ComponentType<Record<string, unknown>>, props), root);
    root.dataset.hydrated = 'true';
  } catch (error) {
    console.error(`The island "${name}" could not start:`, error);
  }
}

function schedule(root: HTMLElement): void {
  const when = (root.dataset.when ?? 'load') as When;
  /** The last click on a button that needs the script, or key the browser does nothing with, before hydration. */
  let pending: Event | undefined;
  // biome-ignore lint/correctness/noUnusedVariables: read by ??= below, so a second event does not hydrate twice
  let started: Promise<void> | undefined;
  const start = () => {
    // Once hydrated, the same event again, as its island now handles it.
    started ??= hydrateIsland(root).then(() => {
      pending?.target?.dispatchEvent(new (pending.constructor as typeof Event)(pending.type, pending));
    });
  };
  const early = (event: Event) => {
    if (root.dataset.hydrated) return;
    if (
      event.type === 'click'
        ? (event.target as Element).closest('button[type="button"]')
        : /^(Arrow|Home|End|Escape)/.test((event as KeyboardEvent).key)
    )
      pending = event;
    start();
  };
  for (const type of ['focusin', 'click', 'keydown']) root.addEventListener(type, early, true);
  for (const event of earlyInputs) if (root.contains(event.target as Node)) early(event);

  if (when === 'idle') {
    // Two seconds at the most: a page whose every frame keeps the phone busy (an animation on a slow phone) has
    // no idle moment, and the sticky bar and the notifications would never start.
    (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200)))(start, { timeout: 2000 });
  } else if (when === 'visible') {
    // The marker has display: contents and no box of its own, so watch its first child.
    const target = root.firstElementChild ?? root;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200% 0px' },
    );
    observer.observe(target);
  } else {
    start();
  }
}

document.querySelectorAll<HTMLElement>('[data-island]').forEach(schedule);
