/** Breadcrumbs: where the page sits in the site. */
import { useHref } from '../context';
export interface Crumb {
  label: string;
  /** Left out for the current page and for crumbs without a page of their own. */
  href?: string | undefined;
}

/** Where the page sits in the site, shown above the page's headline. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const href = useHref();
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-brand-100">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.label} className="flex items-center gap-2">
              {crumb.href && !last ? (
                <a href={href(crumb.href)} className="underline-offset-4 hover:text-white hover:underline">
                  {crumb.label}
                </a>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'text-white' : undefined}>
                  {crumb.label}
                </span>
              )}
              {!last && (
                <span aria-hidden="true" className="text-brand-300">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
