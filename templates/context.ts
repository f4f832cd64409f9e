/** What every template can read while a page renders. */
import { createContext, useContext } from 'react';
import type { Page, SiteModel } from '../scripts/content/model';
import type { PreparedPicture } from '../scripts/assets/prepared-pictures';
import type { Picture } from '../scripts/schemas/blocks/picture';

export interface Assets {
  /** URL of the stylesheet. */
  css: string;
  /** URL of the module that hydrates islands. */
  boot: string;
  /** Module URLs to preload for the islands of a page that hydrate on load. */
  preloadsFor: (islands: readonly string[]) => string[];
}

export interface RenderContext {
  model: SiteModel;
  page: Page;
  assets: Assets;
  /** Year of the build, for the copyright line. */
  year: number;
  /** Islands rendered on this page that hydrate on load, filled in while rendering. */
  eagerIslands: Set<string>;
  /** Editor-written Markdown as HTML, with raw HTML in it shown as text. */
  markdown: (source: string) => string;
  /** The image files made for a picture, in the widths it is shown at. */
  picture: (picture: Picture) => PreparedPicture;
}

export const SiteContext = createContext<RenderContext | null>(null);

export function useSite(): RenderContext {
  const context = useContext(SiteContext);
  if (!context) throw new Error('useSite() called outside a page render');
  return context;
}
