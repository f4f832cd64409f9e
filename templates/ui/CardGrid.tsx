/** A grid of cards whose rows stay balanced whatever their number. */
import type { ReactNode } from 'react';
import { cx } from './cx';

/** Column layouts that keep every row of cards balanced, by number of cards. */
const layouts: Record<number, string> = {
  1: 'mx-auto max-w-xl',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-6 lg:*:col-span-2 lg:[&>:nth-child(4)]:col-start-2 sm:max-lg:[&>:last-child]:col-span-2',
  6: 'sm:grid-cols-2 lg:grid-cols-3',
};

interface Props {
  count: number;
  /** An ordered list, for steps. */
  ordered?: boolean;
  className?: string;
  children: ReactNode;
}

/** A list of cards laid out in balanced rows. */
export function CardGrid({ count, ordered = false, className, children }: Props) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={cx('grid gap-6', layouts[count] ?? 'sm:grid-cols-2 lg:grid-cols-3', className)}>{children}</List>
  );
}
