/** Renders one page of the site model to a complete HTML document. */
import { basePathOf } from '../../templates/model/url';
import { renderToStaticMarkup } from 'react-dom/server';
import { ownSiteOfModel, SiteContext, type Assets, type RenderContext } from '../../templates/context';
import { Document } from '../../templates/Document';
import { PageView } from '../../templates/pages/PageView';
import { perModel } from '../../templates/per-model';
import { RenderError } from '../problems/errors';
import { metaContentSecurityPolicy } from '../output/headers';
import { renderMarkdown } from './markdown';
import type { Page, SiteModel } from '../content/model';
import { preparedPicture } from '../assets/prepared-pictures';
import { FIRST_SCREEN_END_ATTRIBUTE } from '../../templates/layout/early-input';
import { classesIn, usageOf, type FirstScreenStyles, type InlineStyle } from './first-screen';

export interface RenderInput {
  model: SiteModel;
  assets: Assets;
  year: number;
  /** The pictures' files; by default those the images stage made in this thread. */
  picture?: RenderContext['picture'];
  /** The first screens' inline styles, cut from the stylesheet (builds only: see first-screen.ts). */
  firstScreen?: FirstScreenStyles;
}

export function renderPage(input: RenderInput, page: Page): string {
  try {
    const context = contextOf(input, page);
    const body = renderToStaticMarkup(
      <SiteContext.Provider value={context}>
        <PageView />
      </SiteContext.Provider>,
    );
    return documentOf(context, body, input.firstScreen && firstScreenStyleOf(input.firstScreen, body, page.route));
  } catch (error) {
    throw new RenderError(page.route, error);
  }
}

export const contextOf = (
  { picture = preparedPicture, firstScreen, ...input }: RenderInput,
  page: Page,
): RenderContext => ({
  ...input,
  assets: firstScreen ? { ...input.assets, inlineFirstScreen: true } : input.assets,
  page,
  eagerIslands: new Set(),
  markdown: (source: string) =>
    renderMarkdown(source, page.route, basePathOf(input.model.site.url), ownSiteOfModel(input.model)),
  picture,
});

/**
 * The page's policy, by the source that allows its inline style (none without one). What it reads of the model
 * is the same for every source, so it is read once, through perModel, which records it for every page.
 */
const STYLE_SOURCE_SLOT = "'style-source'";
const policyBaseOf = perModel((model) => metaContentSecurityPolicy(model, [STYLE_SOURCE_SLOT]));
function policyOf(model: SiteModel, styleSource = ''): string {
  return policyBaseOf(model).replace(` ${STYLE_SOURCE_SLOT}`, styleSource ? ` ${styleSource}` : '');
}

/** The inline style of a page's first screen; only builds that inline it mark where it ends (not the dev server). */
function firstScreenStyleOf(firstScreen: FirstScreenStyles, body: string, route: string) {
  const first = firstScreenOf(body, route);
  return firstScreen.styleFor(route, usageOf(first), [classesIn(body.slice(first.length))]);
}

/** The HTML of a rendered body up to the mark of its first screen's end (see first-screen.ts). */
export function firstScreenOf(body: string, route: string): string {
  const end = body.indexOf(`<noscript ${FIRST_SCREEN_END_ATTRIBUTE}`);
  if (end === -1)
    throw new Error(`The page ${route} has no mark where its first screen ends (templates/layout/FirstScreenEnd.tsx).`);
  return body.slice(0, end);
}

/** Where the body goes in documentParts; a text React leaves as it is. */
const BODY_SLOT = '\u0000page-body\u0000';

/** The document before and after the body, for a body rendered apart; its islands (and its first screen's style) must be known by now. */
export function documentParts(context: RenderContext, style?: InlineStyle): [string, string] {
  const [head = '', tail = '', ...more] = documentOf(context, BODY_SLOT, style).split(BODY_SLOT);
  if (more.length > 0) throw new Error('The body slot appeared more than once in the document.');
  return [head, tail];
}

/**
 * The whole document around a rendered body; the head preloads the islands the body hydrates on load, and
 * holds the inline style of its first screen, if any.
 */
export function documentOf(context: RenderContext, body: string, style?: InlineStyle): string {
  const preloads = context.assets.preloadsFor([...context.eagerIslands]);
  const html = renderToStaticMarkup(
    <SiteContext.Provider value={{ ...context, firstScreenCss: style?.css }}>
      <Document body={body} preloads={preloads} contentSecurityPolicy={policyOf(context.model, style?.source)} />
    </SiteContext.Provider>,
  );
  return `<!DOCTYPE html>${html}`;
}
