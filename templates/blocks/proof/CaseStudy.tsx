/** The `case-study` block: one project in a few lines, its highlights and a link. */
import type { BlockOf } from '../../model/blocks';
import { ButtonLink } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icon';
import { Markdown } from '../../ui/Markdown';
import { Section } from '../../ui/Section';

export function CaseStudy({ block }: { block: BlockOf<'case-study'> }) {
  return (
    <Section>
      <div className="grid gap-10 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 p-8 text-white sm:p-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <p className="text-sm font-semibold tracking-wide text-accent-300">{block.eyebrow}</p>
          <h2 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{block.title}</h2>
          <Markdown source={block.text} className="prose-invert mt-5 text-brand-100" />
          <div className="mt-8">
            <ButtonLink href={block.link.href} newTab={block.link.newTab}>
              {block.link.label}
            </ButtonLink>
          </div>
        </div>
        {block.highlights.length > 0 && (
          <ul className="space-y-4 self-center lg:col-span-2">
            {block.highlights.map((highlight) => (
              <li key={highlight.text} className="flex items-center gap-3 rounded-xl bg-white/10 p-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent-400 text-ink-950">
                  <Icon name={highlight.icon} className="h-5 w-5" />
                </span>
                <span className="font-medium">{highlight.text}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
