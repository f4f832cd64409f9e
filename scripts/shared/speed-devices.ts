/**
 * The build's speed devices that `npm run bench -- --devices` turns off one at a time, to measure what
 * each one buys: SITE_BUILD_WITHOUT=shared-chrome (a comma-separated list) builds the same bytes the
 * slower way. The launcher and the build cache are turned off by how the benchmark runs the build.
 */
export const SWITCHABLE_DEVICES = ['worker-pool', 'shared-chrome', 'quick-yaml'] as const;
export type SwitchableDevice = (typeof SWITCHABLE_DEVICES)[number];

/** Read once: the web editor's app bundles some of these modules, where there is no process. */
const turnedOff = new Set(
  typeof process === 'undefined' ? [] : (process.env.SITE_BUILD_WITHOUT ?? '').split(',').map((name) => name.trim()),
);

export function isTurnedOff(device: SwitchableDevice): boolean {
  return turnedOff.has(device);
}
