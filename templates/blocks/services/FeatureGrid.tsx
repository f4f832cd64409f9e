/** The `feature-grid` block: cards with an icon, a title and a short text. */
import type { BlockOf } from '../../model/blocks';
import { Actions } from '../../ui/Actions';
import { CardGrid } from '../../ui/CardGrid';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';

/** Cards with an icon, a title and a short text; buttons below them. */
export function FeatureGrid({ block }: { block: BlockOf<'feature-grid'> }) {
  const tinted = block.tone === 'tinted';
  return (
    <Section tone={block.tone} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} centered>
      <CardGrid count={block.items.length}>
        {block.items.map((item) => (
          <li
            key={item.title}
            className={`rounded-2xl border p-6 ${tinted ? 'border-transparent bg-white shadow-sm' : 'border-ink-100 bg-ink-50'}`}
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon name={item.icon} />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink-900">{item.title}</h3>
            <p className="mt-2 text-ink-600">{item.text}</p>
          </li>
        ))}
      </CardGrid>
      <Actions actions={block.actions} variants={['secondary', 'outline']} className="mt-10 justify-center" />
    </Section>
  );
}
