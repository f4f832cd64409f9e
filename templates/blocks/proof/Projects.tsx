/** The `projects` block: portfolio projects as cards. */
import type { BlockOf } from '../../model/blocks';
import { useHref } from '../../context';
import { CardGrid } from '../../ui/CardGrid';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';

type Block = BlockOf<'projects'>;

function ProjectCard({ project, moreLabel }: { project: Block['projects'][number]; moreLabel: string }) {
  const href = useHref();
  return (
    <li className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <h3 className="flex min-h-16 items-center text-xl font-bold text-brand-900">
        {project.logo ? (
          <img
            src={href(project.logo.src)}
            alt={project.logo.alt}
            width={project.logo.width}
            height={project.logo.height}
            loading="lazy"
            decoding="async"
            className="h-16 w-auto max-w-full"
          />
        ) : (
          project.title
        )}
      </h3>
      <p className="mt-4 flex-1 text-ink-600">{project.description}</p>
      {project.url && (
        <a
          href={href(project.url)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          {moreLabel}
          <span className="sr-only">{`: ${project.title} (opens in a new tab)`}</span>
          <Icon name="external" className="h-4 w-4" />
        </a>
      )}
    </li>
  );
}

/** One group of portfolio projects: logo (or name), description and a link to the project. */
export function Projects({ block }: { block: Block }) {
  const cards = block.projects.map((project) => (
    <ProjectCard key={project.title} project={project} moreLabel={block.moreLabel} />
  ));
  if (block.projects.length === 1) {
    // A group of one: its heading beside the card, so the row stays balanced.
    return (
      <Section tone={block.tone}>
        <div className="grid items-center gap-8 lg:grid-cols-3">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-ink-900 text-balance sm:text-3xl">{block.heading}</h2>
            {block.intro && <p className="mt-3 text-lg text-ink-600">{block.intro}</p>}
          </div>
          <ul className="lg:col-span-2">{cards}</ul>
        </div>
      </Section>
    );
  }
  return (
    <Section tone={block.tone} heading={block.heading} intro={block.intro}>
      <CardGrid count={block.projects.length}>{cards}</CardGrid>
    </Section>
  );
}
