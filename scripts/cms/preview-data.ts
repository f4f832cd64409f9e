/**
 * What the web editor's previews need from the built site, written beside
 * the app as /admin/preview-data.json.
 */
export interface PreviewDataOptions {
  root: string;
  contentDir: string;
  /** URL of the site's stylesheet. */
  cssUrl?: string;
}

export async function previewData(options: PreviewDataOptions): Promise<Record<string, unknown>> {
  return { cssUrl: options.cssUrl ?? null };
}
