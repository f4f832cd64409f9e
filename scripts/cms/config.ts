/**
 * The web editor's configuration (Decap CMS), made from the same zod schemas
 * the build validates with, so its forms ask for what the build accepts.
 */
import path from 'node:path';

export interface CmsConfigOptions {
  /** Project root. */
  root: string;
  /** Folder holding site.yaml and pages/ (content/ unless told otherwise). */
  contentDir?: string;
  /** Edits the local checkout through the dev server's local backend (npm run cms). */
  localBackend?: boolean;
}

/** A Decap CMS configuration object, as config.yml would hold it. */
export type CmsConfig = Record<string, unknown>;

export async function makeCmsConfig(options: CmsConfigOptions): Promise<CmsConfig> {
  const contentDir = path.relative(options.root, options.contentDir ?? path.join(options.root, 'content')) || '.';
  return {
    backend: { name: 'git-gateway', branch: 'main' },
    ...(options.localBackend ? { local_backend: true } : {}),
    media_folder: `${contentDir}/images`,
    public_folder: '',
    collections: [],
  };
}
