/**
 * The editing app itself (Decap CMS) with the site's previews, on its test
 * backend: entries come from window.repoFiles and saves stay in the page.
 * The page sets window.CMS_MANUAL_INIT and window.harnessConfig first.
 */
import { TestBackend } from 'decap-cms-backend-test';
import CMS from 'decap-cms-core';
import { registerPreviews } from '../../../scripts/cms/app/previews';

declare global {
  interface Window {
    harnessConfig: Record<string, unknown>;
  }
}

// The site's editor registers the backends it can be configured with; this page's is the test one.
CMS.registerBackend('test-repo', TestBackend);
void registerPreviews(CMS).then(() => CMS.init({ config: window.harnessConfig as never }));
