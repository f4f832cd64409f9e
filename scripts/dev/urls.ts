/** Addresses the dev server answers itself; none of them exists in a build. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DEV_PREFIX = '/__dev/';
export const EVENTS_URL = '/__dev/events';
export const CLIENT_URL = '/__dev/client.js';
export const OVERLAY_CSS_URL = '/__dev/overlay.css';
export const STATS_URL = '/__dev/stats';

/** Version of the live-reload client, from its source, so browsers may keep it cached. */
export const CLIENT_VERSION = createHash('sha256')
  .update(readFileSync(path.join(import.meta.dirname, 'client.ts')))
  .digest('hex')
  .slice(0, 10);

/** Address of the live-reload client for a page rendered from `route`. */
export const clientUrl = (route: string) => `${CLIENT_URL}?v=${CLIENT_VERSION}&route=${encodeURIComponent(route)}`;
