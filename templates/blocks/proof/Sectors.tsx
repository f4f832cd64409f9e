/** The `sectors` block: cards naming the sectors the company serves. */
import type { BlockOf } from '../../model/blocks';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';

export function Sectors({ block }: { block: BlockOf<'sectors'> }) {
  return (
    <Section heading={block.heading} intro={block.intro} tone="tinted" centered>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {block.items.map((sector) => (
          <li key={sector.name} className="rounded-2xl bg-white p-6 shadow-sm">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon name={sector.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink-900">{sector.name}</h3>
            <p className="mt-2 text-ink-600">{sector.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
