/** The `trusted-by` block: a strip naming the kinds of clients the company serves. */
import type { BlockOf } from '../../model/blocks';
import { Icon } from '../../ui/Icon';

export function TrustedBy({ block }: { block: BlockOf<'trusted-by'> }) {
  return (
    <section className="border-b border-ink-100 bg-white" aria-labelledby="trusted-by">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 sm:flex-row sm:justify-center sm:gap-10 sm:px-6 lg:px-8">
        <h2 id="trusted-by" className="text-sm font-semibold tracking-wide text-ink-500">
          {block.heading}
        </h2>
        <ul className="flex flex-wrap justify-center gap-x-8 gap-y-2">
          {block.items.map((item) => (
            <li key={item} className="flex items-center gap-2 text-lg font-semibold text-brand-900">
              <Icon name="check" className="h-5 w-5 text-accent-500" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
