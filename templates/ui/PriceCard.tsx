/** A price card: a plan or package, its price, what it includes, a button. */
import type { ReactNode } from 'react';
import { cx } from './cx';

interface Props {
  name: string;
  price: string;
  /** Words after the price, like per month. */
  period?: string | undefined;
  summary?: string | undefined;
  badge?: string | undefined;
  highlight?: boolean;
  children: ReactNode;
  /** The card's button, pinned to its foot. */
  action?: ReactNode;
}

/** A plan or package with its price, what it includes and an optional button. */
export function PriceCard({ name, price, period, summary, badge, highlight = false, children, action }: Props) {
  return (
    <li
      className={cx(
        'relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8',
        highlight ? 'border-brand-700 shadow-xl ring-1 ring-brand-700 lg:-my-3 lg:py-11' : 'border-ink-100 shadow-sm',
      )}
    >
      {badge && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-4 py-1 text-xs font-bold tracking-wide text-ink-950">
          {badge}
        </p>
      )}
      <h3 className="text-xl font-semibold text-brand-900">{name}</h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span
          className={cx(
            'font-bold tracking-tight text-ink-900',
            price.length > 9 ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl',
          )}
        >
          {price}
        </span>
        {period && <span className="text-sm font-medium text-ink-600">{period}</span>}
      </p>
      {summary && <p className="mt-3 text-sm text-ink-600">{summary}</p>}
      <div className="mt-6 flex-1 border-t border-ink-100 pt-6 text-sm text-ink-700">{children}</div>
      {action && <div className="mt-8">{action}</div>}
    </li>
  );
}
