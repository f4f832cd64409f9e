/** Renders one page of the site model to a complete HTML document. */
import { basePathOf } from '../../templates/model/url';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext, type Assets, type RenderContext } from '../../templates/context';
import { Document } from '../../templates/Document';
import { PageView } from '../../templates/pages/PageView';
import { perModel } from '../../templates/per-model';
import { RenderError } from '../problems/errors';
import { metaContentSecurityPolicy } from '../output/headers';
import { renderMarkdown } from './markdown';
import type { Page, SiteModel } from '../content/model';
import { preparedPicture } from '../assets/prepared-pictures';

export interface RenderInput {
  model: SiteModel;
  assets: Assets;
  year: number;
  /** The pictures' files; by default those the images stage made in this thread. */
  picture?: RenderContext['picture'];
}

export function renderPage(input: RenderInput, page: Page): string {
  try {
    const context = contextOf(input, page);
    const body = renderToStaticMarkup(
      <SiteContext.Provider value={context}>
        <PageView />
      </SiteContext.Provider>,
    );
    return documentOf(context, body);
  } catch (error) {
    throw new RenderError(page.route, error);
  }
}

export const contextOf = ({ picture = preparedPicture, ...input }: RenderInput, page: Page): RenderContext => ({
  ...input,
  page,
  eagerIslands: new Set(),
  markdown: (source: string) => renderMarkdown(source, page.route, basePathOf(input.model.site.url)),
  picture,
});

const policyOf = perModel(metaContentSecurityPolicy);

/** Where the body goes in documentParts; a text React leaves as it is. */
const BODY_SLOT = '\u0000page-body\u0000';

/** The document before and after the body, for a body rendered apart; its islands must be known by now. */
export function documentParts(context: RenderContext): [string, string] {
  const [head = '', tail = '', ...more] = documentOf(context, BODY_SLOT).split(BODY_SLOT);
  if (more.length > 0) throw new Error('The body slot appeared more than once in the document.');
  return [head, tail];
}

/** The whole document around a rendered body; the head preloads the islands the body hydrates on load. */
export function documentOf(context: RenderContext, body: string): string {
  const preloads = context.assets.preloadsFor([...context.eagerIslands]);
  const html = renderToStaticMarkup(
    <SiteContext.Provider value={context}>
      <Document body={body} preloads={preloads} contentSecurityPolicy={policyOf(context.model)} />
    </SiteContext.Provider>,
  );
  return `<!DOCTYPE html>${html}`;
}
