/** The `partners` block: partner organisations' logos. */
import type { BlockOf } from '../../model/blocks';
import { useHref } from '../../context';
import { Section } from '../../ui/Section';

export function Partners({ block }: { block: BlockOf<'partners'> }) {
  const href = useHref();
  return (
    <Section heading={block.heading} tone="tinted" centered>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {block.partners.map((partner) => (
          <li key={partner.name} className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm">
            <img
              src={href(partner.logo.src)}
              alt={partner.logo.alt}
              width={partner.logo.width}
              height={partner.logo.height}
              loading="lazy"
              decoding="async"
              className="h-16 w-auto"
            />
            {/* The logo's wordmark shows the name, and its alt text names the partner: the name is not repeated. */}
            <p className="mt-4 text-sm font-medium text-brand-700">{partner.category}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
