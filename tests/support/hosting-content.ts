/**
 * The hosting page's prices as the content states them
 * (content/pages/website-design/web-hosting.md), so that tests follow an
 * editor's change of a price instead of breaking on it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { StatedPrices } from './hosting-prices';

export const HOSTING_PAGE = path.resolve(import.meta.dirname, '../../content/pages/website-design/web-hosting.md');

export interface PackageBuilderContent {
  accounts: { label: string; min: number; max: number; step: number; default: number };
  tiers: Array<{ upTo: number; price: number }>;
  beyond: { base: number; perAccount: number };
  addOns: Array<{ id: string; label: string; price: number }>;
  cap: number;
  capNote: string;
  action: { label: string; href: string };
}

export interface HostingPlanContent {
  name: string;
  price: string;
  badge?: string;
  features: string[];
}

interface HostingPage {
  blocks: Array<{ type: string } & Record<string, unknown>>;
}

function block<T>(type: string): T {
  const text = readFileSync(HOSTING_PAGE, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
  if (frontMatter === undefined) throw new Error(`${HOSTING_PAGE} has no front matter`);
  const found = (parse(frontMatter) as HostingPage).blocks.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`${HOSTING_PAGE} has no ${type} block`);
  return found as T;
}

export const packageBuilder = () => block<PackageBuilderContent>('package-builder');
export const hostingPlans = () => block<{ plans: HostingPlanContent[] }>('hosting-plans').plans;

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
export const capNote = (builder = packageBuilder()) => builder.capNote.replace('{cap}', (Math.round(builder.cap * 100) / 100).toFixed(2));
