/** The `claims` block: a dark strip of short claims. */
import type { BlockOf } from '../../model/blocks';
import { Icon } from '../../ui/Icon';

export function Claims({ block }: { block: BlockOf<'claims'> }) {
  return (
    <section className="bg-brand-900 text-white">
      <ul className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        {block.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-ink-950">
              <Icon name={item.icon} />
            </span>
            <div>
              <h2 className="text-xl font-semibold">{item.title}</h2>
              <p className="mt-1 text-brand-100">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
