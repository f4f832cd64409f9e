/** Browser side of islands/index.ts: each island as its own lazily loaded chunk. */
import type { IslandName } from './index';
import type { SiteWideName } from './site-wide';

export type IslandModule = { default: unknown };

// Site-wide islands come with the boot module (islands/site-wide.ts).
export const loaders: Record<Exclude<IslandName, SiteWideName>, () => Promise<IslandModule>> = {
  PackageBuilder: () => import('./PackageBuilder'),
  KitOptions: () => import('./KitOptions'),
  ComingSoonButton: () => import('./ComingSoonButton'),
  EnquiryForm: () => import('./forms/EnquiryForm'),
  ProjectBriefForm: () => import('./forms/ProjectBriefForm'),
  IntakeForm: () => import('./forms/IntakeForm'),
};
