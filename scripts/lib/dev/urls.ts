/** Addresses the dev server answers itself; none of them exists in a build. */
export const DEV_PREFIX = '/__dev/';
export const EVENTS_URL = '/__dev/events';
export const CLIENT_URL = '/__dev/client.js';
export const OVERLAY_CSS_URL = '/__dev/overlay.css';
export const STATS_URL = '/__dev/stats';
/** The stylesheet keeps one address in dev, so a style change needs no page render. */
export const DEV_CSS_URL = '/assets/site.css';
