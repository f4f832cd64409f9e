/**
 * The editing app itself (Decap CMS) with the site's previews, on its test
 * backend: entries come from window.repoFiles and saves stay in the page.
 * The page sets window.CMS_MANUAL_INIT and window.harnessConfig first.
 */
import CMS from 'decap-cms-app';
import { registerPreviews } from '../../../scripts/cms/app/previews';

declare global {
  interface Window {
    harnessConfig: Record<string, unknown>;
  }
}

void registerPreviews(CMS).then(() => CMS.init({ config: window.harnessConfig as never }));
