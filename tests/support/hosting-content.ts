/**
 * The hosting page's prices as the content states them
 * (content/pages/website-design/web-hosting.md), so that tests follow an
 * editor's change of a price instead of breaking on it.
 */
import type { StatedPrices } from './hosting-prices';
import { pageBlock } from './page-content';

const HOSTING_PAGE = 'website-design/web-hosting.md';

export interface PackageBuilderContent {
  accounts: { label: string; min: number; max: number; step: number; default: number };
  tiers: Array<{ upTo: number; price: number }>;
  beyond: { base: number; perAccount: number };
  addOns: Array<{ id: string; label: string; price: number }>;
  cap: number;
  capNote: string;
  action: { label: string; href: string };
  heading: string;
}

export interface HostingPlanContent {
  name: string;
  price: string;
  badge?: string;
  features: string[];
  action: { label: string };
}

const block = <T>(type: string) => pageBlock<T>(HOSTING_PAGE, type);

export const packageBuilder = () => block<PackageBuilderContent>('package-builder');
export const hostingPlans = () => block<{ heading: string; plans: HostingPlanContent[] }>('hosting-plans');

/** The package builder's prices, in the form tests/support/hosting-prices.ts reckons with. */
export function builderPrices(builder = packageBuilder()): StatedPrices {
  return {
    tiers: builder.tiers,
    beyond: builder.beyond,
    addOns: Object.fromEntries(builder.addOns.map((addOn) => [addOn.id, addOn.price])),
    cap: builder.cap,
  };
}

/** The note shown at the cap, as the page words it. */
export const capNote = (builder = packageBuilder()) =>
  builder.capNote.replace('{cap}', (Math.round(builder.cap * 100) / 100).toFixed(2));
