/** Island: the hosting package builder (email accounts, add-ons, monthly total). */
import { useEffect, useState } from 'react';
import { dollars, quote, type PricingRules } from './hosting/pricing';

interface AddOn {
  id: string;
  label: string;
  price: number;
}

export interface PackageBuilderProps {
  /** Prefix of the element ids. */
  id: string;
  accounts: { label: string; min: number; max: number; step: number; default: number };
  tiers: PricingRules['tiers'];
  beyond: PricingRules['beyond'];
  addOns: AddOn[];
  cap: number;
  /** Shown when the cap sets the total; "{cap}" becomes the cap, like 189.99. */
  capNote: string;
  included: string[];
  labels: { addOns: string; total: string; included: string };
  action: { label: string; href: string };
}

const centsOf = (price: number) => Math.round(price * 100);

/**
 * The hosting package builder: a slider for the number of email accounts,
 * add-on checkboxes and the monthly total, capped. It needs its script, so
 * without JavaScript it is hidden (the page shows the price table instead,
 * templates/blocks/offers/PackageBuilderBlock.tsx). A slider moved or a box ticked before
 * the script started is read when it starts.
 */
export default function PackageBuilder({
  id,
  accounts,
  tiers,
  beyond,
  addOns,
  cap,
  capNote,
  included,
  labels,
  action,
}: PackageBuilderProps) {
  const [count, setCount] = useState(accounts.default);
  const [chosen, setChosen] = useState<string[]>([]);
  const total = quote({ tiers, beyond, addOns, cap }, count, chosen);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after hydration, to take over what the visitor set before the script arrived
  useEffect(() => {
    const input = (suffix: string) => document.getElementById(`${id}-${suffix}`) as HTMLInputElement | null;
    setCount(Number(input('accounts')?.value ?? accounts.default));
    setChosen(addOns.filter((addOn) => input(addOn.id)?.checked).map((addOn) => addOn.id));
  }, []);
  const toggle = (addOn: string, on: boolean) =>
    setChosen(on ? [...chosen, addOn] : chosen.filter((item) => item !== addOn));

  return (
    <div className="mx-auto grid max-w-4xl gap-8 rounded-2xl noscript:hidden border border-brand-100 bg-white p-4 text-left shadow-sm sm:p-8 md:grid-cols-[3fr_2fr]">
      <div>
        <div className="flex items-baseline justify-between gap-4">
          <label htmlFor={`${id}-accounts`} className="text-base font-semibold text-ink-900">
            {accounts.label}
          </label>
          <output
            id={`${id}-count`}
            htmlFor={`${id}-accounts`}
            className="text-3xl font-bold tabular-nums text-brand-800"
          >
            {String(count)}
          </output>
        </div>
        <input
          id={`${id}-accounts`}
          type="range"
          min={accounts.min}
          max={accounts.max}
          step={accounts.step}
          value={count}
          onChange={(event) => setCount(Number(event.currentTarget.value))}
          className="mt-4 h-11 w-full cursor-pointer accent-brand-700"
        />
        <div className="flex justify-between text-sm text-ink-600" aria-hidden="true">
          <span>{String(accounts.min)}</span>
          <span>{String(accounts.max)}</span>
        </div>
        <fieldset className="mt-8">
          <legend className="text-base font-semibold text-ink-900">{labels.addOns}</legend>
          {addOns.map((addOn) => (
            <label
              key={addOn.id}
              className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-100 px-4 py-3 hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                id={`${id}-${addOn.id}`}
                checked={chosen.includes(addOn.id)}
                onChange={(event) => toggle(addOn.id, event.currentTarget.checked)}
                className="h-5 w-5 accent-brand-700"
              />
              <span className="flex-1 text-ink-800">{addOn.label}</span>
              <span className="text-sm font-semibold tabular-nums text-ink-700">{`+$${dollars(centsOf(addOn.price))}/month`}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className="flex flex-col rounded-xl bg-brand-900 p-6 text-white">
        <h3 id={`${id}-total-label`} className="text-sm font-semibold tracking-wide text-brand-100">
          {labels.total}
        </h3>
        <output
          id={`${id}-total`}
          htmlFor={`${id}-accounts`}
          aria-labelledby={`${id}-total-label`}
          className="mt-2 block"
        >
          <span className="text-4xl font-bold tabular-nums">{`$${dollars(total.cents)}`}</span>
          <span className="text-lg font-semibold text-brand-100">/month</span>
          <span className="mt-2 block min-h-6 text-sm font-semibold text-accent-300">
            {total.capped ? capNote.replace('{cap}', dollars(centsOf(cap))) : null}
          </span>
        </output>
        {included.length > 0 && (
          <div className="mt-4">
            <h4 className="text-sm font-semibold text-brand-100">{labels.included}</h4>
            <ul className="mt-2 space-y-1 text-sm">
              {included.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className="h-4 w-4 text-accent-300"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M4 10l4 4 8-8" />
                  </svg>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        )}
        <a
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-accent-400 px-5 py-2.5 text-sm font-semibold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white md:mt-auto"
        >
          {action.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
