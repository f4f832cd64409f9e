/**
 * The component of every block kind (see templates/model/blocks). A page's
 * blocks render one after the other, in the order of its `blocks:` list.
 * The components sit in folders by what they do on a page, as the schemas do:
 * banners/ (heroes and the call to action), proof/ (clients, partners, claims,
 * work done), services/ (what the firm offers and how), offers/ (plans,
 * packages and their calculators), contact/ (forms and contact cards) and
 * text/ (prose and the site map).
 */
import type { ReactNode } from 'react';
import type { Block, BlockOf, BlockType } from '../model/blocks';
import { CaseStudy } from './proof/CaseStudy';
import { Claims } from './proof/Claims';
import { Cta } from './banners/Cta';
import { HomeHero } from './banners/HomeHero';
import { PageHero } from './banners/PageHero';
import { Partners } from './proof/Partners';
import { Prose } from './text/Prose';
import { Sectors } from './proof/Sectors';
import { ServiceCards } from './services/ServiceCards';
import { TrustedBy } from './proof/TrustedBy';
import { PackageBuilderBlock } from './offers/PackageBuilderBlock';
import { KitOptionsBlock } from './offers/KitOptionsBlock';
import { FormBlock } from './contact/FormBlock';
import { FeatureGrid } from './services/FeatureGrid';
import { ServiceGroups } from './services/ServiceGroups';
import { Projects } from './proof/Projects';
import { HostingPlans } from './offers/HostingPlans';
import { KitPackages } from './offers/KitPackages';
import { Steps } from './services/Steps';
import { ContactCards } from './contact/ContactCards';
import { ImageText } from './services/ImageText';
import { SiteMap } from './text/SiteMap';

type BlockComponents = { [T in BlockType]: (props: { block: BlockOf<T> }) => ReactNode };

const components: BlockComponents = {
  'home-hero': HomeHero,
  'page-hero': PageHero,
  'trusted-by': TrustedBy,
  'service-cards': ServiceCards,
  claims: Claims,
  partners: Partners,
  'case-study': CaseStudy,
  prose: Prose,
  sectors: Sectors,
  cta: Cta,
  'package-builder': PackageBuilderBlock,
  'kit-options': KitOptionsBlock,
  'contact-form': FormBlock,
  'quote-form': FormBlock,
  'project-brief-form': FormBlock,
  'intake-form': FormBlock,
  'feature-grid': FeatureGrid,
  'service-groups': ServiceGroups,
  projects: Projects,
  'hosting-plans': HostingPlans,
  'kit-packages': KitPackages,
  steps: Steps,
  'contact-cards': ContactCards,
  'image-text': ImageText,
  'site-map': SiteMap,
};

export function BlockView({ block }: { block: Block }) {
  const Component = components[block.type] as (props: { block: Block }) => ReactNode;
  return <Component block={block} />;
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks have no id of their own, and a built page never reorders them
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}

export const isHero = (block: Block | undefined) => block?.type === 'home-hero' || block?.type === 'page-hero';
