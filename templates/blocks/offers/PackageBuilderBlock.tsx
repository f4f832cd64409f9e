/** The `package-builder` block: the builder island, or its price tables without JavaScript. */
import type { BlockOf } from '../../model/blocks';
import { dollars } from '../../../islands/hosting/pricing';
import { ButtonLink } from '../../ui/ButtonLink';
import { Island } from '../../Island';
import PackageBuilder from '../../../islands/PackageBuilder';
import { Section } from '../../ui/Section';

const money = (price: number) => `$${dollars(Math.round(price * 100))}`;

const cell = 'py-2 pr-4';
const priceCell = 'py-2 text-right font-semibold tabular-nums text-ink-900';

/** A table of prices: what is bought, and its price. */
function PriceTable({
  heading,
  priceHeading,
  rows,
  className,
}: {
  heading: string;
  priceHeading: string;
  rows: Array<{ key: string; label: string; price: string }>;
  className?: string;
}) {
  return (
    <table className={className ? `${className} w-full` : 'w-full'}>
      <thead>
        <tr className="border-b border-ink-100 text-sm text-ink-900">
          <th scope="col" className={`${cell} text-left`}>
            {heading}
          </th>
          <th scope="col" className="py-2 text-right">
            {priceHeading}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <td className={cell}>{row.label}</td>
            <td className={priceCell}>{row.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The price rules as tables, for visitors without JavaScript (the slider and
 * the total need it): the price by number of accounts, the add-ons, the cap.
 */
function PriceTables({ block }: { block: BlockOf<'package-builder'> }) {
  let from = block.accounts.min;
  const last = block.tiers[block.tiers.length - 1]?.upTo ?? 0;
  const rows = block.tiers.map((tier) => {
    const label = from === tier.upTo ? `${from}` : `${from}–${tier.upTo}`;
    from = tier.upTo + 1;
    return { key: label, label, price: `${money(tier.price)}/month` };
  });
  rows.push({
    key: 'beyond',
    label: `${last + 1}–${block.accounts.max}`,
    price: `${money(block.beyond.base)} + ${money(block.beyond.perAccount)} per account over ${last}`,
  });
  return (
    <div className="mx-auto hidden max-w-xl rounded-2xl border border-brand-100 bg-white p-6 text-left text-ink-700 shadow-sm noscript:block">
      <PriceTable heading={block.accounts.label} priceHeading={block.labels.total} rows={rows} />
      <PriceTable
        className="mt-6"
        heading={block.labels.addOns}
        priceHeading={block.labels.total}
        rows={block.addOns.map((addOn) => ({
          key: addOn.id,
          label: addOn.label,
          price: `+${money(addOn.price)}/month`,
        }))}
      />
      <p className="mt-4 text-sm font-semibold text-brand-800">
        {block.capNote.replace('{cap}', dollars(Math.round(block.cap * 100)))}
      </p>
      {block.included.length > 0 && (
        <p className="mt-2 text-sm">{`${block.labels.included}: ${block.included.join(', ')}`}</p>
      )}
      <ButtonLink href={block.action.href} newTab={block.action.newTab} className="mt-6 w-full">
        {block.action.label}
      </ButtonLink>
    </div>
  );
}

/** The hosting package builder where scripts run (the island), its price tables where they do not. */
export function PackageBuilderBlock({ block }: { block: BlockOf<'package-builder'> }) {
  return (
    <Section heading={block.heading} intro={block.intro} tone="tinted" centered id="package-builder">
      <Island
        name="PackageBuilder"
        component={PackageBuilder}
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
      <PriceTables block={block} />
    </Section>
  );
}
