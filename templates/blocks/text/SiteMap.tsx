/** The `site-map` block: every page of the site, in columns. */
import type { BlockOf } from '../../model/blocks';
import type { Link } from '../../model/common';
import { useHref, useSite } from '../../context';
import { Section } from '../../ui/Section';

interface ColumnProps {
  id: string;
  heading: string;
  links: readonly Link[];
}

function Column({ id, heading, links }: ColumnProps) {
  const href = useHref();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={href(link.href)}
              className="-mx-2 flex min-h-11 items-center rounded-lg px-2 text-ink-700 hover:bg-brand-50 hover:text-brand-800"
              {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
              {link.newTab && <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every page of the site: the company pages, each service group with all its pages, quick access. */
export function SiteMap({ block }: { block: BlockOf<'site-map'> }) {
  const { site, groups } = useSite().model;
  const { chatLabel, ...quickAccess } = block.quickAccess;
  const quickLinks = chatLabel
    ? [...quickAccess.links, { label: chatLabel, href: site.chat.url, newTab: true }]
    : quickAccess.links;
  return (
    <Section tone="tinted">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <Column id="company" heading={block.company.heading} links={block.company.links} />
        {/* The group's id names its column: menus and breadcrumbs link to /site-map#<group id>. */}
        {groups.map((group) => (
          <Column
            key={group.id}
            id={group.id}
            heading={group.data.title}
            links={group.pages.map((page) => ({ label: page.navLabel, href: page.route, newTab: false }))}
          />
        ))}
        <Column id="quick-access" heading={quickAccess.heading} links={quickLinks} />
      </div>
    </Section>
  );
}
