/**
 * Previews of the web editor's entries with the site's real templates and
 * stylesheet: every collection of pages previews its entry as the page the
 * build would make of it (page-preview.tsx), in the editor's preview frame
 * with the site's built stylesheet; site settings and each group's file
 * preview as the site's header and footer with their settings
 * (chrome-preview.tsx).
 */
import { useRef, type ComponentProps, type ComponentType } from 'react';
import { BODY_CLASS } from '../../../templates/Document';
import type { ChromeFile, PreviewData } from '../preview-data';
import type { CmsApi } from './cms-api';
import { renderChromePreview } from './chrome-preview';
import { renderPagePreview, type PreviewResult, type PreviewTools } from './page-preview';

type PreviewComponent = Parameters<CmsApi['registerPreviewTemplate']>[1];
export type PreviewProps = ComponentProps<PreviewComponent>;

/** Where the build writes what previews need, beside the editor's page. */
const PREVIEW_DATA = 'preview-data.json';

/**
 * Registers the previews once their data and the Markdown renderer have loaded (both start now, while
 * the editor loads its configuration and entries); resolves then. A failure leaves the editor's own
 * previews, and says why in the console. The editor reads its previews as it draws one, so they may be
 * registered after it starts: awaiting this before CMS.init() only spares an entry opened at once (from
 * a bookmark) its plain preview until the first change.
 */
export function registerPreviews(cms: CmsApi): Promise<void> {
  const data = fetch(new URL(PREVIEW_DATA, document.baseURI)).then((response) => {
    if (!response.ok) throw new Error(`${PREVIEW_DATA} answered ${response.status}`);
    return response.json() as Promise<PreviewData>;
  });
  // The build's renderer (markdown-it), in a chunk of its own that loads beside the preview data.
  const markdown = import('../../render/markdown-html').then((module) => module.renderMarkdown);
  return Promise.all([data, markdown]).then(
    ([loaded, render]) => registerWith(cms, { data: loaded, markdown: render, year: new Date().getFullYear() }),
    (error: unknown) =>
      console.warn(
        `The previews show the editor's plain view: ${error instanceof Error ? error.message : String(error)}`,
      ),
  );
}

export function registerWith(
  cms: Pick<CmsApi, 'registerPreviewStyle' | 'registerPreviewTemplate'>,
  tools: PreviewTools,
): void {
  if (tools.data.cssUrl) cms.registerPreviewStyle(tools.data.cssUrl);
  for (const collection of tools.data.pageCollections)
    cms.registerPreviewTemplate(collection.name, pagePreview(tools, collection.folder) as PreviewComponent);
  for (const file of tools.data.chromeFiles)
    cms.registerPreviewTemplate(file.name, chromePreview(tools, file) as PreviewComponent);
}

/** The preview of one collection's pages. */
export function pagePreview(tools: PreviewTools, folder: string): ComponentType<PreviewProps> {
  return previewOf((entry, getAsset) => {
    const path = entry.get('path') as unknown;
    return renderPagePreview(tools, {
      fields: fieldsOf(entry),
      path: typeof path === 'string' && path !== '' ? path : undefined,
      folder,
      assetUrl: (source) => String(getAsset(source) ?? source),
    });
  });
}

/** The preview of site.yaml or a group's _group.yaml: the site's header and footer with its settings. */
export function chromePreview(tools: PreviewTools, file: ChromeFile): ComponentType<PreviewProps> {
  return previewOf((entry) => renderChromePreview(tools, file, fieldsOf(entry)));
}

/** The form's values, from the editor's entry. */
function fieldsOf(entry: PreviewProps['entry']): Record<string, unknown> {
  const fields = (entry.get('data') as { toJS?: () => unknown } | undefined)?.toJS?.();
  return fields && typeof fields === 'object' ? (fields as Record<string, unknown>) : {};
}

/** A preview drawing what `render` makes of the entry; while the form holds something the build would refuse, the last one it accepted, under a note. */
function previewOf(
  render: (entry: PreviewProps['entry'], getAsset: PreviewProps['getAsset']) => PreviewResult,
): ComponentType<PreviewProps> {
  // biome-ignore lint/correctness/noComponentHookFactories: one preview component per kind of entry, made once when the editor starts
  return function SitePreview({ entry, getAsset }: PreviewProps) {
    const lastShown = useRef<string | undefined>(undefined);
    const result = render(entry, getAsset);
    if (result.html !== undefined) lastShown.current = result.html;
    return (
      <>
        {result.problems && <PreviewNote problems={result.problems} shown={lastShown.current !== undefined} />}
        {lastShown.current !== undefined && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the page as the site's own templates rendered it
          <div className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: lastShown.current }} />
        )}
      </>
    );
  };
}

/** What keeps the page from being shown as it is now. Styled inline: the site's stylesheet holds only the site's own classes. */
function PreviewNote({ problems, shown }: { problems: string[]; shown: boolean }) {
  return (
    <div
      role="status"
      style={{
        padding: '12px 16px',
        background: '#fff7e6',
        borderBottom: '1px solid #f0c36d',
        color: '#5c3c00',
        font: '14px/1.5 system-ui, sans-serif',
      }}
    >
      <p style={{ margin: 0, fontWeight: 600 }}>
        {shown
          ? 'The preview shows the last version the site would accept; the form now holds what it would not:'
          : 'The preview cannot be shown yet:'}
      </p>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
