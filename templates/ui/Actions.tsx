/** A row of buttons made from content links. */
import type { Link } from '../model/common';
import { ButtonLink, type ButtonVariant } from './ButtonLink';
import { cx } from './cx';

interface Props {
  actions: readonly Link[];
  /** Variant of the first button and of the others. */
  variants?: [ButtonVariant, ButtonVariant];
  className?: string;
}

/** A row of buttons from content links; the first one is the main action. */
export function Actions({ actions, variants = ['primary', 'outline'], className }: Props) {
  if (actions.length === 0) return null;
  return (
    <div className={cx('flex flex-wrap gap-3', className)}>
      {actions.map((action, index) => (
        <ButtonLink
          key={action.href}
          href={action.href}
          newTab={action.newTab}
          variant={index === 0 ? variants[0] : variants[1]}
        >
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}
