/** The `prose` block: Markdown text under a heading. */
import type { BlockOf } from '../../model/blocks';
import { Markdown } from '../../ui/Markdown';
import { Section } from '../../ui/Section';

export function Prose({ block }: { block: BlockOf<'prose'> }) {
  return (
    <Section tone={block.tone}>
      <div className="grid gap-6 lg:grid-cols-3">
        <h2 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{block.heading}</h2>
        <Markdown source={block.text} className="text-lg lg:col-span-2" />
      </div>
    </Section>
  );
}
