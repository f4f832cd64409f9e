/** The `hosting-plans` block: the hosting plans' price cards. */
import { useSite } from '../../context';
import type { BlockOf } from '../../model/blocks';
import { planPrice } from '../../model/blocks/offers/plan-prices';
import { ButtonLink } from '../../ui/ButtonLink';
import { CardGrid } from '../../ui/CardGrid';
import { CheckList } from '../../ui/CheckList';
import { PriceCard } from '../../ui/PriceCard';
import { Section } from '../../ui/Section';

/** The hosting plans side by side, each with an order button. */
export function HostingPlans({ block }: { block: BlockOf<'hosting-plans'> }) {
  // A plan with accounts shows the price the package builder of the page gives them.
  const builder = useSite().page.data.blocks.find(
    (other): other is BlockOf<'package-builder'> => other.type === 'package-builder',
  );
  return (
    <Section heading={block.heading} intro={block.intro} centered>
      <CardGrid count={block.plans.length} className="items-stretch lg:gap-8">
        {block.plans.map((plan) => (
          <PriceCard
            key={plan.name}
            name={plan.name}
            price={planPrice(plan, builder)}
            period={block.period}
            summary={plan.summary}
            badge={plan.badge}
            highlight={plan.highlight}
            action={
              <ButtonLink
                href={plan.action.href}
                newTab={plan.action.newTab}
                variant={plan.highlight ? 'secondary' : 'outline'}
                className="w-full"
              >
                {plan.action.label}
                <span className="sr-only">{`: ${plan.name}`}</span>
              </ButtonLink>
            }
          >
            <CheckList items={plan.features} />
          </PriceCard>
        ))}
      </CardGrid>
    </Section>
  );
}
