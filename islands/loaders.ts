/** Browser side of islands/index.ts: each island as its own lazily loaded chunk. */
import type { IslandName } from './index';

export type IslandModule = { default: unknown };

export const loaders: Record<IslandName, () => Promise<IslandModule>> = {
  SiteHeader: () => import('./SiteHeader'),
  EnquiryForm: () => import('./forms/EnquiryForm'),
  ProjectBriefForm: () => import('./forms/ProjectBriefForm'),
  IntakeForm: () => import('./forms/IntakeForm'),
};
