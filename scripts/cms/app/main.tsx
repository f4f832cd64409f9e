/**
 * The web editor's entry (/admin/): Decap CMS with the build's checks on
 * every field and previews made with the site's own templates. Its
 * configuration (config.yml) and what the checks need to know of the site
 * (site-data.json) are written beside it by the build.
 */
import CMS from 'decap-cms-app';
import type { AdminData } from '../admin-data';
import { registerChecks } from './checks';
import { registerPreviews } from './previews';

async function start(): Promise<void> {
  const response = await fetch(new URL('site-data.json', location.href), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The editor could not read site-data.json (${response.status}).`);
  const site = (await response.json()) as AdminData;
  registerChecks(CMS, site);
  registerPreviews(CMS);
  if (site.cssUrl) CMS.registerPreviewStyle(site.cssUrl);
  CMS.init();
}

void start();
