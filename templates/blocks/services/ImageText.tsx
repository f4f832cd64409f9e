/** The `image-text` block: a text beside an image. */
import type { BlockOf } from '../../model/blocks';
import { Markdown } from '../../ui/Markdown';
import { Picture } from '../../ui/Picture';
import { Section } from '../../ui/Section';
import { cx } from '../../ui/cx';

/** A text beside an image; the image comes first on narrow screens. */
export function ImageText({ block }: { block: BlockOf<'image-text'> }) {
  const { image } = block;
  return (
    <Section tone={block.tone}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cx(block.imageSide === 'right' && 'lg:order-2')}>
          <Picture
            image={image}
            sizes={`(min-width: 72rem) ${image.width}px, (min-width: 64rem) 45vw, calc(100vw - 2rem)`}
            className="h-auto w-full rounded-3xl shadow-lg"
          />
        </div>
        <div>
          {block.eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700">{block.eyebrow}</p>}
          <h2 className="text-2xl font-bold tracking-tight text-ink-900 text-balance sm:text-3xl">{block.heading}</h2>
          <Markdown source={block.text} className="mt-5 text-lg" />
        </div>
      </div>
    </Section>
  );
}
