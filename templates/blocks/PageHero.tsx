import type { BlockOf } from '../../scripts/schemas/blocks';
import { useSite } from '../context';
import { ButtonLink } from '../ui/ButtonLink';

/** The opening band of an inner page: its headline and lead paragraph. */
export function PageHero({ block }: { block: BlockOf<'page-hero'> }) {
  const { page } = useSite();
  return <PageHeader eyebrow={block.eyebrow} heading={block.heading ?? page.data.heading ?? page.title} text={block.text ?? page.description} actions={block.actions} />;
}

interface HeaderProps {
  eyebrow?: string | undefined;
  heading: string;
  text: string;
  actions?: BlockOf<'page-hero'>['actions'];
}

export function PageHeader({ eyebrow, heading, text, actions = [] }: HeaderProps) {
  return (
    <section className="bg-gradient-to-br from-brand-950 to-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{text}</p>
        {actions.length > 0 && (
          <div className="mt-8 flex flex-wrap gap-3">
            {actions.map((action, index) => (
              <ButtonLink key={action.href} href={action.href} newTab={action.newTab} variant={index === 0 ? 'primary' : 'onDark'}>
                {action.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
