/** The `cta` block: a closing band inviting the visitor to get in touch. */
import type { BlockOf } from '../../model/blocks';
import { ButtonLink } from '../../ui/ButtonLink';

export function Cta({ block }: { block: BlockOf<'cta'> }) {
  return (
    <section className="bg-accent-400">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">{block.heading}</h2>
          <p className="mt-2 text-lg text-ink-800">{block.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {block.actions.map((action, index) => (
            <ButtonLink
              key={action.href}
              href={action.href}
              newTab={action.newTab}
              variant={index === 0 ? 'secondary' : 'outline'}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
