/** The `service-cards` block: one card per service, each linking to its page. */
import type { BlockOf } from '../../model/blocks';
import { useHref } from '../../context';
import { CardGrid } from '../../ui/CardGrid';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';

export function ServiceCards({ block }: { block: BlockOf<'service-cards'> }) {
  const href = useHref();
  return (
    <Section heading={block.heading} intro={block.intro} centered>
      <CardGrid count={block.cards.length}>
        {block.cards.map((card) => (
          <li
            key={card.title}
            className="group relative flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-ink-900">{card.title}</h3>
            <p className="mt-3 text-ink-600">{card.description}</p>
            {card.features.length > 0 && (
              <ul className="mt-4 space-y-2 text-sm text-ink-700">
                {card.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="check" className="h-5 w-5 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
            )}
            <a
              href={href(card.href)}
              className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-900"
            >
              {card.linkLabel}
              <span className="sr-only">{`: ${card.title}`}</span>
              <span aria-hidden="true">→</span>
            </a>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
