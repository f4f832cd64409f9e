import type { BlockOf } from '../../scripts/schemas/blocks';
import { dollars } from '../../islands/hosting/pricing';
import { ButtonLink } from '../ui/ButtonLink';
import { Island } from '../Island';
import { Section } from '../ui/Section';

const money = (price: number) => `$${dollars(Math.round(price * 100))}`;

const cell = 'py-2 pr-4';
const priceCell = 'py-2 text-right font-semibold tabular-nums text-ink-900';

/**
 * The price rules as tables, for visitors without JavaScript (the slider and
 * the total need it): the price by number of accounts, the add-ons, the cap.
 */
function PriceTables({ block }: { block: BlockOf<'package-builder'> }) {
  let from = block.accounts.min;
  const last = block.tiers[block.tiers.length - 1]?.upTo ?? 0;
  const tiers = block.tiers.map((tier) => {
    const row = { accounts: from === tier.upTo ? `${from}` : `${from}–${tier.upTo}`, price: `${money(tier.price)}/month` };
    from = tier.upTo + 1;
    return row;
  });
  return (
    <div className="mx-auto hidden max-w-xl rounded-2xl border border-brand-100 bg-white p-6 text-left text-ink-700 shadow-sm noscript:block">
      <table className="w-full">
        <thead>
          <tr className="border-b border-ink-100 text-sm text-ink-900">
            <th scope="col" className={`${cell} text-left`}>{block.accounts.label}</th>
            <th scope="col" className="py-2 text-right">{block.labels.total}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {tiers.map((row) => (
            <tr key={row.accounts}>
              <td className={cell}>{row.accounts}</td>
              <td className={priceCell}>{row.price}</td>
            </tr>
          ))}
          <tr>
            <td className={cell}>{`${last + 1}–${block.accounts.max}`}</td>
            <td className={priceCell}>{`${money(block.beyond.base)} + ${money(block.beyond.perAccount)} per account over ${last}`}</td>
          </tr>
        </tbody>
      </table>
      <table className="mt-6 w-full">
        <thead>
          <tr className="border-b border-ink-100 text-sm text-ink-900">
            <th scope="col" className={`${cell} text-left`}>{block.labels.addOns}</th>
            <th scope="col" className="py-2 text-right">{block.labels.total}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {block.addOns.map((addOn) => (
            <tr key={addOn.id}>
              <td className={cell}>{addOn.label}</td>
              <td className={priceCell}>{`+${money(addOn.price)}/month`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm font-semibold text-brand-800">{block.capNote.replace('{cap}', dollars(Math.round(block.cap * 100)))}</p>
      {block.included.length > 0 && <p className="mt-2 text-sm">{`${block.labels.included}: ${block.included.join(', ')}`}</p>}
      <ButtonLink href={block.action.href} newTab={block.action.newTab} className="mt-6 w-full">
        {block.action.label}
      </ButtonLink>
    </div>
  );
}

/** The hosting package builder where scripts run (the island), its price tables where they do not. */
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
      <PriceTables block={block} />
    </Section>
  );
}
