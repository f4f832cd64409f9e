/** The other pages of a service page's group, for its side column. */
import { useHref, useSite } from '../context';
import { allInGroupLink, MENU_LIMIT, placementOf } from '../layout/nav';

/**
 * The other pages of the page's group, for the side column of a service
 * page. A large group shows the MENU_LIMIT pages that follow this one
 * (wrapping round), so every page is linked from its neighbours, then a
 * link to the whole list on the site map page.
 */
export function RelatedPages() {
  const { model, page } = useSite();
  const href = useHref();
  const placement = placementOf(model, page);
  if (!placement) return null;
  const { group, index } = placement;
  const count = group.pages.length;
  const others =
    count - 1 > MENU_LIMIT
      ? Array.from({ length: MENU_LIMIT }, (_, step) => group.pages[(index + 1 + step) % count]!)
      : group.pages.filter((candidate) => candidate.route !== page.route);
  if (others.length === 0) return null;
  const links = [
    ...others.map((other) => ({ label: other.navLabel, href: other.route })),
    ...(count - 1 > MENU_LIMIT ? allInGroupLink(model, group) : []),
  ];
  return (
    <nav aria-labelledby="related-heading" className="rounded-2xl border border-ink-100 p-6">
      <h2 id="related-heading" className="text-lg font-semibold text-brand-900">{`More in ${group.data.title}`}</h2>
      <ul className="mt-3 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={href(link.href)}
              className="flex min-h-11 items-center justify-between gap-3 border-b border-ink-100 py-2 text-ink-700 hover:text-brand-700"
            >
              {link.label}
              <span aria-hidden="true" className="text-brand-500">
                →
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
