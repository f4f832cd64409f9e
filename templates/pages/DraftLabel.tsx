/**
 * The label the dev server shows on a page with `draft: true`: the page is
 * previewed, and the built site leaves it out.
 */
export function DraftLabel() {
  return (
    <p className="mx-auto max-w-6xl px-4 py-3 sm:px-6 lg:px-8">
      <span className="inline-block rounded-full bg-accent-400 px-4 py-1 text-xs font-bold uppercase tracking-wider text-ink-950">
        Draft
      </span>
      <span className="sr-only">: this page is not published; the built site leaves it out.</span>
    </p>
  );
}
