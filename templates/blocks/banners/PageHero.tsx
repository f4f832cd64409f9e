/** The `page-hero` block: an inner page's opening band. */
import type { BlockOf } from '../../model/blocks';
import { useSite } from '../../context';
import { breadcrumbsOf } from '../../layout/breadcrumbs';
import { Actions } from '../../ui/Actions';
import { Breadcrumbs } from '../../ui/Breadcrumbs';

/** The opening band of an inner page: its headline and lead paragraph. */
export function PageHero({ block }: { block: BlockOf<'page-hero'> }) {
  const { page } = useSite();
  return (
    <PageHeader
      eyebrow={block.eyebrow}
      heading={block.heading ?? page.data.heading ?? page.title}
      text={block.text ?? page.description}
      actions={block.actions}
    />
  );
}

interface HeaderProps {
  eyebrow?: string | undefined;
  heading: string;
  text: string;
  actions?: BlockOf<'page-hero'>['actions'];
}

/** The dark band that opens every inner page; pages inside a group show their breadcrumbs. */
export function PageHeader({ eyebrow, heading, text, actions = [] }: HeaderProps) {
  const { model, page } = useSite();
  const crumbs = breadcrumbsOf(model, page);
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 h-80 w-80 rounded-full border-[3rem] border-white/5"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} />}
        {eyebrow && <p className="mt-4 text-sm font-semibold tracking-wide text-accent-300">{eyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{text}</p>
        <Actions actions={actions} variants={['primary', 'onDark']} className="mt-8" />
      </div>
    </section>
  );
}
