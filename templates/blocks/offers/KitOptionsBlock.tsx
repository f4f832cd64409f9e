/** The `kit-options` block: the kit's options as an accordion. */
import type { BlockOf } from '../../model/blocks';
import { Island } from '../../Island';
import KitOptions from '../../../islands/KitOptions';
import { Section } from '../../ui/Section';

/**
 * The kit's additional options as an accordion of `<details>`: it opens and
 * closes in the browser itself, before and without JavaScript; the island
 * adds the arrow keys, Home and End.
 */
export function KitOptionsBlock({ block }: { block: BlockOf<'kit-options'> }) {
  return (
    <Section heading={block.heading} intro={block.intro} centered>
      <Island
        name="KitOptions"
        component={KitOptions}
        when="visible"
        props={{ id: 'kit-options', items: block.items }}
      />
    </Section>
  );
}
