/** The `steps` block: a numbered process. */
import type { BlockOf } from '../../model/blocks';
import { CardGrid } from '../../ui/CardGrid';
import { Section } from '../../ui/Section';

/** A numbered process. */
export function Steps({ block }: { block: BlockOf<'steps'> }) {
  return (
    <Section tone={block.tone} heading={block.heading} intro={block.intro} centered>
      <CardGrid count={block.steps.length} ordered>
        {block.steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex h-11 w-11 items-center justify-center rounded-full bg-accent-400 text-lg font-bold text-ink-950"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink-900">{step.title}</h3>
            <p className="mt-2 text-ink-600">{step.text}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
