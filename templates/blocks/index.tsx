/**
 * The component of every block kind (see scripts/schemas/blocks). A page's
 * blocks render one after the other, in the order of its `blocks:` list.
 */
import type { ReactNode } from 'react';
import type { Block, BlockOf, BlockType } from '../../scripts/schemas/blocks';
import { CaseStudy } from './CaseStudy';
import { Claims } from './Claims';
import { Cta } from './Cta';
import { HomeHero } from './HomeHero';
import { PageHero } from './PageHero';
import { Partners } from './Partners';
import { Prose } from './Prose';
import { Sectors } from './Sectors';
import { ServiceCards } from './ServiceCards';
import { TrustedBy } from './TrustedBy';
import { PackageBuilder } from './PackageBuilder';
import { KitOptions } from './KitOptions';
import { FormBlock } from './FormBlock';
import { FeatureGrid } from './FeatureGrid';
import { ServiceGroups } from './ServiceGroups';
import { Projects } from './Projects';
import { HostingPlans } from './HostingPlans';
import { KitPackages } from './KitPackages';
import { Steps } from './Steps';
import { ContactCards } from './ContactCards';
import { ImageText } from './ImageText';
import { SiteMap } from './SiteMap';

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
  'package-builder': PackageBuilder,
  'kit-options': KitOptions,
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
