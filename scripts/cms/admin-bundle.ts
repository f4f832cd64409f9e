/**
 * Bundles the web editor (/admin/) from node_modules: the editing app, the
 * site's preview templates and the build's checks, into one folder that any
 * static host serves as it is.
 */
export interface AdminBundleOptions {
  root: string;
  /** Folder to write index.html, config.yml and the scripts into (created). */
  outDir: string;
  /** For npm run cms: the app edits the local checkout through the dev server. */
  localBackend?: boolean;
  contentDir?: string;
}

/** Writes /admin/ into outDir; returns the files written, relative to it. */
export async function bundleAdmin(options: AdminBundleOptions): Promise<string[]> {
  void options;
  throw new Error('The web editor is not bundled yet.');
}
