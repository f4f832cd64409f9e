/** The `kit-packages` block: the kit's packages and what each includes. */
import type { BlockOf } from '../../model/blocks';
import { CardGrid } from '../../ui/CardGrid';
import { CheckList } from '../../ui/CheckList';
import { PriceCard } from '../../ui/PriceCard';
import { Section } from '../../ui/Section';

/** The kit's packages with their price ranges and the contents of each part. */
export function KitPackages({ block }: { block: BlockOf<'kit-packages'> }) {
  return (
    <Section tone={block.tone} heading={block.heading} intro={block.intro} centered>
      <CardGrid count={block.packages.length} className="lg:gap-8">
        {block.packages.map((kit) => (
          <PriceCard key={kit.name} name={kit.name} price={kit.price} summary={kit.summary} highlight={kit.highlight}>
            <div className="space-y-6">
              {kit.sections.map((section) => (
                <div key={section.title}>
                  <h4 className="text-xs font-bold tracking-wide text-brand-700">{section.title}</h4>
                  <CheckList items={section.features} className="mt-3" />
                </div>
              ))}
            </div>
          </PriceCard>
        ))}
      </CardGrid>
    </Section>
  );
}
