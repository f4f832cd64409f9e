/** The part of Decap CMS's global API the site's editor uses. */
import type CMS from 'decap-cms-core';

export type CmsApi = typeof CMS;
