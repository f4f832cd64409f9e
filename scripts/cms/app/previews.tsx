/** Previews of the web editor's entries with the site's real templates and stylesheet. */
import type { CmsApi } from './cms-api';

export function registerPreviews(cms: CmsApi): void {
  void cms;
}
