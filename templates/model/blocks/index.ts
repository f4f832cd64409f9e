/**
 * Every kind of block a page can be made of. A page's `blocks:` list holds
 * blocks of these kinds, each chosen by its `type:`.
 * Their schemas sit in folders by what the block does on a page: banners/,
 * proof/, services/, offers/, contact/ and text/; picture.ts and tone.ts are
 * shared by several kinds.
 * To add a kind: write its schema in its folder, list it here, and write its
 * component in the same folder of templates/blocks.
 */
import * as z from 'zod';
import { caseStudyBlock } from './proof/case-study';
import { claimsBlock } from './proof/claims';
import { ctaBlock } from './banners/cta';
import { homeHeroBlock } from './banners/home-hero';
import { pageHeroBlock } from './banners/page-hero';
import { partnersBlock } from './proof/partners';
import { proseBlock } from './text/prose';
import { sectorsBlock } from './proof/sectors';
import { serviceCardsBlock } from './services/service-cards';
import { trustedByBlock } from './proof/trusted-by';
import { packageBuilderBlock } from './offers/package-builder';
import { kitOptionsBlock } from './offers/kit-options';
import { contactFormBlock, intakeFormBlock, projectBriefFormBlock, quoteFormBlock } from './contact/forms';
import { featureGridBlock } from './services/feature-grid';
import { serviceGroupsBlock } from './services/service-groups';
import { projectsBlock } from './proof/projects';
import { hostingPlansBlock } from './offers/hosting-plans';
import { kitPackagesBlock } from './offers/kit-packages';
import { stepsBlock } from './services/steps';
import { contactCardsBlock } from './contact/contact-cards';
import { imageTextBlock } from './services/image-text';
import { siteMapBlock } from './text/site-map';

export const blockSchema = z.discriminatedUnion('type', [
  homeHeroBlock,
  pageHeroBlock,
  trustedByBlock,
  serviceCardsBlock,
  claimsBlock,
  partnersBlock,
  caseStudyBlock,
  proseBlock,
  sectorsBlock,
  ctaBlock,
  packageBuilderBlock,
  kitOptionsBlock,
  contactFormBlock,
  quoteFormBlock,
  projectBriefFormBlock,
  intakeFormBlock,
  featureGridBlock,
  serviceGroupsBlock,
  projectsBlock,
  hostingPlansBlock,
  kitPackagesBlock,
  stepsBlock,
  contactCardsBlock,
  imageTextBlock,
  siteMapBlock,
]);

export type Block = z.output<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
