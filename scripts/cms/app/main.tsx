/**
 * The web editor's entry (/admin/): Decap CMS with the build's checks on
 * every field and previews made with the site's own templates. Its
 * configuration (config.yml) and what the checks need to know of the site
 * (site-data.json) are written beside it by the build.
 */
import CMS from 'decap-cms-core';
import type { AdminData } from '../admin-data';
import { registerChecks } from './checks';
import { registerLockedWidget } from './locked-widget';
import { registerNumberWidget } from './number-widget';
import { guardUploads } from './upload-guard';
import { registerPreviews } from './previews';
import { registerTidyFormats } from './tidy-formats';

/** Where the Markdown editor remembers whether it shows the text as written or as rich text. */
const MARKDOWN_MODE_KEY = 'cms.md-mode';

/**
 * A save the checks refused: Decap shows each problem beside its field, then rejects the promise of its save
 * with no reason, and its editor awaits that promise without a catch. That rejection is the refusal already
 * shown, not an error: it is not reported as one. Any rejection with a reason still is.
 */
function quietRefusedSaves(): void {
  addEventListener('unhandledrejection', (event) => {
    if (event.reason === undefined) event.preventDefault();
  });
}

async function start(): Promise<void> {
  quietRefusedSaves();
  // Markdown opens as written: the rich-text view rewrites a whole text (wrapped lines, list markers) once it is edited there.
  // An editor who switches to rich text keeps that choice.
  if (localStorage.getItem(MARKDOWN_MODE_KEY) === null) localStorage.setItem(MARKDOWN_MODE_KEY, 'raw');
  const response = await fetch(new URL('site-data.json', location.href), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The editor could not read site-data.json (${response.status}).`);
  const site = (await response.json()) as AdminData;
  registerTidyFormats(CMS);
  registerLockedWidget(CMS);
  // Before the checks wrap it, as they wrap every field's control.
  registerNumberWidget(CMS);
  guardUploads();
  registerChecks(CMS, site);
  // Before the app starts, so an entry opened from a bookmark previews with the site's look at once.
  await registerPreviews(CMS);
  // npm run cms: the files on disk, through the dev server that serves this page (the app needs a full address).
  // What init is given is merged into config.yml, so a part of a configuration is enough.
  const local = site.localBackend
    ? { local_backend: { url: new URL(site.localBackend, location.origin).href } }
    : undefined;
  CMS.init(local ? ({ config: local } as unknown as Parameters<typeof CMS.init>[0]) : undefined);
}

void start();
