import { useState, type KeyboardEvent } from 'react';

export interface KitOptionsProps {
  /** Prefix of the element ids. */
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
 * The kit's additional options as an accordion (WAI-ARIA APG): one item open
 * at a time, the open one can be closed, arrow keys, Home and End move
 * between the item headers. Without JavaScript every item shows.
 */
export default function KitOptions({ id, items }: KitOptionsProps) {
  const [open, setOpen] = useState<number | null>(null);
  const buttonId = (index: number) => `${id}-${index}-button`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((_, candidate) => (event.target as Element).id === buttonId(candidate));
    const move = moves[event.key];
    if (index < 0 || !move) return;
    event.preventDefault();
    document.getElementById(buttonId(move(index, items.length)))?.focus();
  };

  return (
    <div className="mx-auto max-w-3xl divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white" onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.name}>
            <h3>
              <button
                type="button"
                id={buttonId(index)}
                aria-expanded={expanded}
                aria-controls={`${id}-${index}-panel`}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex min-h-14 w-full items-center gap-4 px-5 py-4 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 noscript:pointer-events-none"
              >
                <span className="flex-1 text-base font-semibold text-ink-900">{item.name}</span>
                <span className="text-sm font-semibold text-brand-700">{item.price}</span>
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  className={`h-5 w-5 shrink-0 text-ink-600 transition-transform motion-reduce:transition-none noscript:hidden ${expanded ? 'rotate-180' : ''}`}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.75"
                >
                  <path d="M5 8l5 5 5-5" />
                </svg>
              </button>
            </h3>
            <section
              id={`${id}-${index}-panel`}
              aria-labelledby={buttonId(index)}
              className={`px-5 pb-5 text-ink-700 ${expanded ? 'block' : 'hidden noscript:block'}`}
            >
              <p>{item.description}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
