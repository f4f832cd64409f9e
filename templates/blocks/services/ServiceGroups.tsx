/** The `service-groups` block: the groups of services on the overview page. */
import ComingSoonButton from '../../../islands/ComingSoonButton';
import { Island } from '../../Island';
import type { BlockOf } from '../../model/blocks';
import { buttonClasses } from '../../ui/ButtonLink';
import { CheckList } from '../../ui/CheckList';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';

/** What a group's Learn More button tells the visitor, in a notification. */
const comingSoon = {
  title: 'Feature Coming Soon',
  description: 'This page is on its way. In the meantime, contact us and we will gladly tell you more.',
};

/** The service groups of the overview page, each with its services and a Learn More button (shown when scripts run). */
export function ServiceGroups({ block }: { block: BlockOf<'service-groups'> }) {
  return (
    <Section heading={block.heading} intro={block.intro} centered>
      <ul className="grid gap-6 md:grid-cols-2">
        {block.groups.map((group) => (
          <li
            key={group.title}
            className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8"
          >
            <div className="flex items-center gap-4">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={group.icon} />
              </span>
              <h3 className="text-xl font-semibold text-ink-900">{group.title}</h3>
            </div>
            <p className="mt-4 text-ink-600">{group.description}</p>
            <CheckList
              items={group.features}
              className="mt-5 grid gap-x-6 space-y-0 gap-y-2.5 text-sm text-ink-700 sm:grid-cols-2"
            />
            {/* The button needs its script: without JavaScript it is not shown at all, rather than a button that does nothing. */}
            <div className="mt-auto pt-7 noscript:hidden">
              <Island
                name="ComingSoonButton"
                component={ComingSoonButton}
                when="idle"
                props={{
                  label: block.moreLabel,
                  context: group.title,
                  notice: comingSoon,
                  className: `${buttonClasses('outline')} noscript:hidden`,
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
