import type { BlockOf } from '../../scripts/schemas/blocks';
import { Section } from '../ui/Section';

/** Server version of the package builder; the islands work makes it interactive. */
export function PackageBuilder({ block }: { block: BlockOf<'package-builder'> }) {
  return (
    <Section heading={block.heading} intro={block.intro} tone="tinted" centered>
      <p className="text-center">{block.accounts.label}</p>
    </Section>
  );
}
