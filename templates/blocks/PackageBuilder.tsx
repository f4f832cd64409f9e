import type { BlockOf } from '../../scripts/schemas/blocks';
import { dollars } from '../../islands/hosting/pricing';
import { Island } from '../Island';
import { Section } from '../ui/Section';

const money = (price: number) => `$${dollars(Math.round(price * 100))}`;

/** The price rules in one sentence, for visitors without JavaScript (the slider needs it). */
function pricesInWords(block: BlockOf<'package-builder'>): string {
  let from = block.accounts.min;
  const tiers = block.tiers.map((tier) => {
    const words = `${from}–${tier.upTo}: ${money(tier.price)}`;
    from = tier.upTo + 1;
    return words;
  });
  const last = block.tiers[block.tiers.length - 1]?.upTo ?? 0;
  return `${block.accounts.label}, price per month by number: ${tiers.join('; ')}; over ${last}: ${money(block.beyond.base)} plus ${money(block.beyond.perAccount)} for each account over ${last}. Maximum ${money(block.cap)} per month.`;
}

/** The hosting package builder: server-rendered with the default choice, interactive once hydrated. */
export function PackageBuilder({ block }: { block: BlockOf<'package-builder'> }) {
  return (
    <Section heading={block.heading} intro={block.intro} tone="tinted" centered id="package-builder">
      <Island
        name="PackageBuilder"
        when="visible"
        props={{
          id: 'package-builder',
          accounts: block.accounts,
          tiers: block.tiers,
          beyond: block.beyond,
          addOns: block.addOns,
          cap: block.cap,
          capNote: block.capNote,
          included: block.included,
          labels: block.labels,
          action: { label: block.action.label, href: block.action.href },
        }}
      />
      <p className="mx-auto mt-6 hidden max-w-3xl text-center text-sm text-ink-600 noscript:block">{pricesInWords(block)}</p>
    </Section>
  );
}
