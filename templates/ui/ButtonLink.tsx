/** A link styled as a button, in one of the site's variants. */
import type { ReactNode } from 'react';
import { useHref } from '../context';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'onDark';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-400 text-ink-950 hover:bg-accent-300 focus-visible:outline-accent-500',
  secondary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  outline: 'border border-brand-700 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700',
  onDark: 'border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white',
};

export const buttonClasses = (variant: ButtonVariant = 'primary', extra?: string) =>
  cx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
    variants[variant],
    extra,
  );

interface Props {
  href: string;
  variant?: ButtonVariant;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link that looks like a button; opens other sites in a new tab safely. */
export function ButtonLink({ href, variant = 'primary', newTab = false, className, children }: Props) {
  return (
    <a
      href={useHref()(href)}
      className={buttonClasses(variant, className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
