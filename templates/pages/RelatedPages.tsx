import { useSite } from '../context';

/** The other pages of the page's group, for the side column of a service page. */
export function RelatedPages() {
  const { model, page } = useSite();
  const group = model.groups.find((candidate) => candidate.id === page.group);
  const others = group?.pages.filter((candidate) => candidate.route !== page.route) ?? [];
  if (!group || others.length === 0) return null;
  return (
    <nav aria-labelledby="related-heading" className="rounded-2xl border border-ink-100 p-6">
      <h2 id="related-heading" className="text-lg font-semibold text-brand-900">{`More in ${group.data.title}`}</h2>
      <ul className="mt-3 text-sm">
        {others.map((other) => (
          <li key={other.route}>
            <a href={other.route} className="flex min-h-11 items-center justify-between gap-3 border-b border-ink-100 py-2 text-ink-700 hover:text-brand-700">
              {other.navLabel}
              <span aria-hidden="true" className="text-brand-500">→</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
