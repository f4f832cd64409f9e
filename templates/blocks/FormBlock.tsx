import type { BlockOf } from '../../scripts/schemas/blocks';
import { Section } from '../ui/Section';

type FormBlockType = BlockOf<'contact-form' | 'quote-form' | 'project-brief-form' | 'intake-form'>;

/** Server version of the forms; the forms work renders each form. */
export function FormBlock({ block }: { block: FormBlockType }) {
  return <Section heading={block.heading} intro={block.intro}>{null}</Section>;
}
