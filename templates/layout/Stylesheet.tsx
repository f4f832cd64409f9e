/**
 * The stylesheet's link after the page's first screen (its hero), where the
 * first screen's rules come inline in the head (assets.inlineFirstScreen):
 * the browser paints the first screen without waiting for the stylesheet, and
 * what follows the link once the stylesheet has come. Nothing otherwise: the
 * head links the stylesheet.
 */
import { useHref, useSite } from '../context';

export function StylesheetAfterFirstScreen() {
  const { assets } = useSite();
  const href = useHref();
  return assets.inlineFirstScreen ? <link rel="stylesheet" href={href(assets.css)} /> : null;
}
