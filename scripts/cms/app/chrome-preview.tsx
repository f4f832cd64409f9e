/**
 * The site's header and footer with the settings in the editor's form, for
 * the previews of site.yaml and of a group's _group.yaml: the settings are
 * checked by the build's schema and put into the site's model, and the
 * site's own layout is rendered around a note where the pages go.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext, type RenderContext } from '../../../templates/context';
import { SiteLayout } from '../../../templates/layout/SiteLayout';
import type { SiteModel } from '../../content/model';
import { groupSchema } from '../../../templates/model/group';
import { siteSchema } from '../../../templates/model/site';
import type { ChromeFile } from '../preview-data';
import { previewModel, withoutEmptyValues, type PreviewResult, type PreviewTools } from './page-preview';

export function renderChromePreview(
  tools: PreviewTools,
  file: ChromeFile,
  fields: Record<string, unknown>,
): PreviewResult {
  const site = tools.data.site;
  if (!site)
    return {
      problems: [
        "The site's content has problems the build reports (run npm run build to see them); the preview shows once they are fixed.",
      ],
    };
  const values = withoutEmptyValues(fields);
  let model: SiteModel;
  if (file.kind === 'site') {
    const parsed = siteSchema.safeParse(values);
    if (!parsed.success)
      return {
        problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'The settings'}: ${issue.message}`),
      };
    model = previewModel({
      ...site,
      site: { ...parsed.data, url: site.site.url, forms: { ...parsed.data.forms, endpoint: site.site.forms.endpoint } },
    });
  } else {
    const parsed = groupSchema.safeParse(values);
    if (!parsed.success)
      return {
        problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'The group'}: ${issue.message}`),
      };
    model = previewModel({
      ...site,
      groups: site.groups.map((group) => (group.id === file.group ? { ...group, data: parsed.data } : group)),
    });
  }
  const page = model.pages.find((candidate) => candidate.route === '/') ?? model.pages[0];
  if (!page) return { problems: ['The site has no pages to show its header and footer on.'] };
  const context: RenderContext = {
    model,
    page,
    assets: { css: tools.data.cssUrl ?? '', boot: '', preloadsFor: () => [] },
    year: tools.year,
    eagerIslands: new Set(),
    markdown: tools.markdown,
    picture: (picture) => {
      throw new Error(`The header and footer show no pictures (${picture.source}).`);
    },
  };
  try {
    const html = renderToStaticMarkup(
      <SiteContext.Provider value={context}>
        <SiteLayout>
          <PagesGoHere />
        </SiteLayout>
      </SiteContext.Provider>,
    );
    return { html };
  } catch (error) {
    return {
      problems: [`The header and footer could not be drawn: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
}

/** Styled inline: the site's stylesheet holds only the site's own classes. */
function PagesGoHere() {
  return (
    <p
      style={{
        margin: '48px auto',
        maxWidth: 640,
        padding: '32px 16px',
        border: '2px dashed #c8d3dc',
        borderRadius: 12,
        textAlign: 'center',
        color: '#50606e',
      }}
    >
      Each page of the site goes here, between the header and the footer, which show these settings as they are in the
      form.
    </p>
  );
}
