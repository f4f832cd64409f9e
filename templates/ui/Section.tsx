/** A full-width band of the page with a centred container and an optional heading. */
import type { ReactNode } from 'react';
import { cx } from './cx';

export type Tone = 'plain' | 'tinted' | 'dark';

const tones: Record<Tone, string> = {
  plain: 'bg-white',
  tinted: 'bg-brand-50',
  dark: 'bg-brand-900 text-white',
};

interface Props {
  tone?: Tone;
  id?: string;
  eyebrow?: string | undefined;
  heading?: string | undefined;
  intro?: string | undefined;
  /** Centre the heading and intro. */
  centered?: boolean;
  className?: string;
  children: ReactNode;
}

/** A full-width band of the page with a centred container and an optional heading. */
export function Section({ tone = 'plain', id, eyebrow, heading, intro, centered = false, className, children }: Props) {
  const dark = tone === 'dark';
  return (
    <section id={id} className={cx('py-14 sm:py-20', tones[tone], className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {heading && (
          <div className={cx('mb-10 max-w-3xl', centered && 'mx-auto text-center')}>
            {eyebrow && (
              <p
                className={cx('mb-2 text-sm font-semibold tracking-wide', dark ? 'text-accent-300' : 'text-brand-700')}
              >
                {eyebrow}
              </p>
            )}
            <h2 className={cx('text-2xl font-bold tracking-tight text-balance sm:text-3xl', !dark && 'text-ink-900')}>
              {heading}
            </h2>
            {intro && <p className={cx('mt-3 text-lg', dark ? 'text-brand-100' : 'text-ink-600')}>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
