/**
 * The hosting page's prices as the content states them
 * (content/pages/website-design/web-hosting.md), so that tests follow an
 * editor's change of a price instead of breaking on it.
 */
import type { StatedPrices } from './hosting-prices';
import { pageBlock } from './page-content';

const HOSTING_PAGE = 'website-design/web-hosting.md';
/** The fixture site's page holding the package builder alone, with prices of its own (relative to content/pages). */
export const FIXTURE_BUILDER_PAGE = '../../tests/fixtures/pages/content/pages/island-package-builder.md';

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
  /** Written as shown; left out when the plan names its accounts, priced by the package builder. */
  price?: string;
  accounts?: number;
  badge?: string;
  features: string[];
  action: { label: string };
}

const block = <T>(type: string, page = HOSTING_PAGE) => pageBlock<T>(page, type);

/** The package builder of the hosting page, or of `page` (like FIXTURE_BUILDER_PAGE). */
export const packageBuilder = (page = HOSTING_PAGE) => block<PackageBuilderContent>('package-builder', page);
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
