/**
 * Every kind of block a page can be made of. A page's `blocks:` list holds
 * blocks of these kinds, each chosen by its `type:`.
 * To add a kind: write its schema here and its component in templates/blocks.
 */
import { z } from 'zod';
import { caseStudyBlock } from './case-study';
import { claimsBlock } from './claims';
import { ctaBlock } from './cta';
import { homeHeroBlock } from './home-hero';
import { pageHeroBlock } from './page-hero';
import { partnersBlock } from './partners';
import { proseBlock } from './prose';
import { sectorsBlock } from './sectors';
import { serviceCardsBlock } from './service-cards';
import { trustedByBlock } from './trusted-by';
import { packageBuilderBlock } from './package-builder';
import { kitOptionsBlock } from './kit-options';
import { contactFormBlock, intakeFormBlock, projectBriefFormBlock, quoteFormBlock } from './forms';
import { featureGridBlock } from './feature-grid';
import { serviceGroupsBlock } from './service-groups';
import { projectsBlock } from './projects';
import { hostingPlansBlock } from './hosting-plans';
import { kitPackagesBlock } from './kit-packages';
import { stepsBlock } from './steps';
import { contactCardsBlock } from './contact-cards';
import { imageTextBlock } from './image-text';
import { siteMapBlock } from './site-map';

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
