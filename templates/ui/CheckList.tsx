/** A list of short points, each with a tick. */
import { Icon } from './Icon';
import { cx } from './cx';

interface Props {
  items: readonly string[];
  className?: string;
  /** Colour of the tick icons. */
  tickClass?: string;
}

/** A list of short points, each with a tick. */
export function CheckList({ items, className, tickClass = 'text-brand-600' }: Props) {
  return (
    <ul className={cx('space-y-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon name="check" className={cx('h-5 w-5', tickClass)} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
