import type { BlockOf } from '../../scripts/schemas/blocks';
import { Island } from '../Island';
import { Section } from '../ui/Section';

/**
 * The kit's additional options as an accordion. It renders closed, so the
 * page does not jump when it hydrates; without JavaScript a CSS rule
 * (scripting: none) shows every option.
 */
export function KitOptions({ block }: { block: BlockOf<'kit-options'> }) {
  return (
    <Section heading={block.heading} intro={block.intro} centered>
      <Island name="KitOptions" when="visible" props={{ id: 'kit-options', items: block.items }} />
    </Section>
  );
}
