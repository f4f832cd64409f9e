/** A content picture as <picture>: AVIF and WebP in several widths, made at build time. */
import type { PictureVariant } from '../model/picture-files';
import type { Picture as PictureData } from '../model/blocks/picture';
import { useHref, useSite } from '../context';

interface Props {
  image: PictureData;
  /** How wide the image is shown, for the browser to pick a file (the sizes attribute). */
  sizes: string;
  /** Load it only when it nears the screen (for images below the fold). */
  lazy?: boolean;
  className?: string;
}

const srcSet = (variants: readonly PictureVariant[], href: (path: string) => string) =>
  variants.map((variant) => `${href(variant.url)} ${variant.width}w`).join(', ');

/** A raster image in AVIF and WebP, in the widths made for it at build time. */
export function Picture({ image, sizes, lazy = true, className }: Props) {
  const files = useSite().picture(image);
  const href = useHref();
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(files.avif, href)} sizes={sizes} />
      <img
        src={href(files.fallback)}
        srcSet={srcSet(files.webp, href)}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
