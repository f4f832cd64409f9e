/** What every template can read while a page renders. */
import { createContext, useContext } from 'react';
import type { Page, SiteModel } from './model/site-model';
import type { PreparedPicture } from './model/picture-files';
import type { Picture } from './model/blocks/picture';
import { ownSiteOf, servedHref } from './model/own-site';
import { basePathOf } from './model/url';
import { perModel } from './per-model';

export interface Assets {
  /** URL of the stylesheet. */
  css: string;
  /** URL of the module that hydrates islands. */
  boot: string;
  /** Module URLs to preload for the islands of a page that hydrate on load. */
  preloadsFor: (islands: readonly string[]) => string[];
  /**
   * Set in builds: the page's first screen comes styled by rules inline in its head (RenderContext.firstScreenCss),
   * and the stylesheet is linked once it is painted (./layout/FirstScreenEnd.tsx). Otherwise it is linked in the head.
   */
  inlineFirstScreen?: boolean;
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
  /** With assets.inlineFirstScreen: the rules of the first screen, known once the body is rendered, for the head. */
  firstScreenCss?: string | undefined;
}

export const SiteContext = createContext<RenderContext | null>(null);

export function useSite(): RenderContext {
  const context = useContext(SiteContext);
  if (!context) throw new Error('useSite() called outside a page render');
  return context;
}

/** The site's base path ("" at a host's root, "/site" below a folder), from site.url. */
export function useBasePath(): string {
  return basePathOf(useSite().model.site.url);
}

/**
 * Turns a site path into the address the browser asks for (the base in front), and a link written with the
 * site's own address (https://www.example.co.zw/contact) into the site path it leads to; other addresses stay.
 */
export const hrefsOf = perModel((model: SiteModel): ((href: string) => string) => {
  const base = basePathOf(model.site.url);
  const own = ownSiteOfModel(model);
  return (href) => servedHref(base, own, href);
});

/** The hosts the site of a model is known by (own-site.ts). */
export const ownSiteOfModel = perModel((model: SiteModel) => ownSiteOf(model.addresses ?? [model.site.url]));

/** hrefsOf for the page being rendered. */
export function useHref(): (href: string) => string {
  return hrefsOf(useSite().model);
}
