/** Island: the kit's accordion of options, with arrow keys, Home and End between its items. */
import type { KeyboardEvent } from 'react';

export interface KitOptionsProps {
  /** Prefix of the element ids, and the name that makes the items one exclusive group. */
  id: string;
  items: Array<{ name: string; price: string; description: string }>;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The kit's additional options as an accordion (WAI-ARIA APG) made of
 * `<details name>` elements: the browser keeps one item open at a time and
 * lets the open one close, with or without JavaScript. The script adds only
 * the arrow keys, Home and End between the item headers.
 */
export default function KitOptions({ id, items }: KitOptionsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const headers = [...event.currentTarget.querySelectorAll('summary')];
    const index = headers.indexOf(event.target as HTMLElement);
    const move = moves[event.key];
    if (index < 0 || !move) return;
    event.preventDefault();
    headers[move(index, headers.length)]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys pressed on a summary inside move between the headers; the summaries are the interactive elements
    <div
      className="mx-auto max-w-3xl divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white"
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => (
        <details key={item.name} name={id} id={`${id}-${index}`} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center gap-4 px-5 py-4 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
            <h3 className="flex flex-1 items-center gap-4">
              <span className="flex-1 text-base font-semibold text-ink-900">{item.name}</span>
              <span className="text-sm font-semibold text-brand-700">{item.price}</span>
            </h3>
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-ink-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
            >
              <path d="M5 8l5 5 5-5" />
            </svg>
          </summary>
          <p className="px-5 pb-5 text-ink-700">{item.description}</p>
        </details>
      ))}
    </div>
  );
}
