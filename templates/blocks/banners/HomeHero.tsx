/** The `home-hero` block: the home page's opening section. */
import type { BlockOf } from '../../model/blocks';
import { ButtonLink } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../model/common';

const areaIcons: IconName[] = ['shield', 'globe', 'users', 'spark'];
const areaPlaces = ['left-0 top-6', 'right-0 top-20', 'left-6 bottom-16', 'right-4 bottom-0'];
const areaDelays = [
  '',
  'motion-safe:[animation-delay:0.5s]',
  'motion-safe:[animation-delay:1s]',
  'motion-safe:[animation-delay:1.5s]',
];

/** The home page's opening: headline, two buttons and, on large screens, the four areas of work. */
export function HomeHero({ block }: { block: BlockOf<'home-hero'> }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          {block.eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-300">{block.eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-bold leading-tight tracking-tight text-balance sm:text-5xl">
            {block.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">{block.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {block.actions.map((action, index) => (
              <ButtonLink
                key={action.href}
                href={action.href}
                newTab={action.newTab}
                variant={index === 0 ? 'primary' : 'onDark'}
              >
                {action.label}
              </ButtonLink>
            ))}
          </div>
        </div>
        <div className="relative hidden h-96 lg:block" aria-hidden="true">
          <div className="absolute inset-16 rounded-full border border-white/10" />
          <div className="absolute inset-28 rounded-full border border-dashed border-accent-400/40 motion-safe:animate-turn" />
          <div className="absolute left-1/2 top-1/2 flex h-24 w-24 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-2xl bg-accent-400 text-ink-950 shadow-xl">
            <Icon name="compass" className="h-12 w-12" />
          </div>
          {block.areas.map((area, index) => (
            <div
              key={area}
              className={`absolute flex items-center gap-3 rounded-xl border border-white/15 bg-white/10 px-4 py-3 shadow-lg backdrop-blur motion-safe:animate-float ${areaPlaces[index]} ${areaDelays[index]}`}
            >
              <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-accent-400/90 text-ink-950">
                <Icon name={areaIcons[index] ?? 'spark'} className="h-5 w-5" />
              </span>
              <span className="text-sm font-semibold">{area}</span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
