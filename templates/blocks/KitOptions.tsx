import type { BlockOf } from '../../scripts/schemas/blocks';
import { Section } from '../ui/Section';

/** Server version of the options list; the islands work turns it into an accordion. */
export function KitOptions({ block }: { block: BlockOf<'kit-options'> }) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ul className="space-y-4">
        {block.items.map((item) => (
          <li key={item.name}>
            <h3 className="font-semibold">{`${item.name}: ${item.price}`}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
